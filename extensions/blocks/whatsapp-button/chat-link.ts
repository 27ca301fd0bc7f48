import { digitsOf } from './phone';

export const CHAT_API = 'https://api.whatsapp.com/send';

const LONE_SURROGATE =
	/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

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
	// A half of a surrogate pair (from a hand edit or a cut emoji) cannot be URL-encoded; it
	// becomes the replacement character rather than costing the visitor the whole button.
	const text = firstMessage
		? `&text=${ encodeURIComponent(
				firstMessage.replace( LONE_SURROGATE, '\uFFFD' )
			) }`
		: '';
	return `${ CHAT_API }?phone=${ phone }${ text }`;
}
