import { digitsOf } from './phone';

export const CHAT_API = 'https://api.whatsapp.com/send';

/**
 * The messaging link a visitor follows: the international number as digits only (country code
 * then number) and the first message, URL-encoded. Undefined without a number to call.
 */
export function chatLink(
	countryCode: string | undefined,
	phoneNumber: string | undefined,
	firstMessage: string | undefined
): string | undefined {
	const number = digitsOf( phoneNumber );
	if ( ! number ) {
		return undefined;
	}
	const phone = digitsOf( countryCode ) + number;
	const text = firstMessage
		? `&text=${ encodeURIComponent( firstMessage ) }`
		: '';
	return `${ CHAT_API }?phone=${ phone }${ text }`;
}
