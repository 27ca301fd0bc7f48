/**
 * The phone block's text, split around the first phone number in it: "Call us: +1 (555)
 * 010-0199 (mobile)" keeps "Call us: " before the link and " (mobile)" after it.
 */
export interface PhoneParts {
	prefix: string;
	number: string;
	suffix: string;
	/** `tel:` with the number's digits, and its leading plus if it has one. */
	href: string;
}

// An optional plus or opening parenthesis, then digits with the separators people type between
// them; it ends on a digit, so trailing punctuation stays outside the link.
const PHONE_NUMBER = /(?:\+\s?)?\(?\d(?:[\d\s().\-/]*\d)?/g;

/** The shortest dialable numbers (112, 911) have three digits; "Suite 4" is not a number. */
const MIN_PHONE_DIGITS = 3;

function digitCount( text: string ): number {
	return text.replace( /\D/g, '' ).length;
}

export function splitPhoneText( text: unknown ): PhoneParts | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	const match = Array.from( text.matchAll( PHONE_NUMBER ) ).find(
		( candidate ) => digitCount( candidate[ 0 ] ) >= MIN_PHONE_DIGITS
	);
	if ( ! match || match.index === undefined ) {
		return null;
	}
	const number = match[ 0 ];
	return {
		prefix: text.slice( 0, match.index ),
		number,
		suffix: text.slice( match.index + number.length ),
		href: telHref( number ),
	};
}

/** `+1 (555) 010-0199` → `tel:+15550100199`. */
export function telHref( number: string ): string {
	const digits = number.replace( /\D/g, '' );
	return `tel:${ number.trimStart().startsWith( '+' ) ? '+' : '' }${ digits }`;
}
