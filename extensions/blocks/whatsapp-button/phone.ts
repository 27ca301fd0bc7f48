/**
 * The phone number rules of the chat button. The number is typed without the country code (that
 * is chosen separately): digits with the usual separators (spaces, dots, dashes, slashes, one
 * pair of parentheses). Together with the country's digits it must make an international number
 * of 7 to 15 digits, the most any country uses.
 */
const NATIONAL_NUMBER = /^(?:[0-9 .\-/]*\([0-9 .\-/]+\))?[0-9 .\-/]*$/;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** Checking starts once more than this many characters are typed. */
export const CHECK_AFTER_LENGTH = 2;

export function digitsOf( text: string | undefined ): string {
	return ( text ?? '' ).replace( /\D/g, '' );
}

export function isValidPhoneNumber(
	countryCode: string | undefined,
	phoneNumber: string
): boolean {
	if ( ! NATIONAL_NUMBER.test( phoneNumber ) ) {
		return false;
	}
	const digits = digitsOf( countryCode ) + digitsOf( phoneNumber );
	return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS;
}

/**
 * Whether the number reads as valid after the author typed `phoneNumber`: an empty field is valid
 * again, one or two characters keep the previous verdict (too early to tell), longer text is
 * checked.
 *
 * @param previous    The verdict before this change.
 * @param countryCode The chosen country's dial code.
 * @param phoneNumber What the field holds now.
 */
export function nextPhoneValidity(
	previous: boolean,
	countryCode: string | undefined,
	phoneNumber: string
): boolean {
	if ( phoneNumber === '' ) {
		return true;
	}
	if ( phoneNumber.length <= CHECK_AFTER_LENGTH ) {
		return previous;
	}
	return isValidPhoneNumber( countryCode, phoneNumber );
}
