/**
 * The colour validator every colour attribute goes through. A colour ends up inside a `style`
 * attribute, so only plain colour syntax passes: hex, rgb()/rgba()/hsl()/hsla() with numeric
 * arguments, and named colours. Anything else (`red;background:url(...)`, quotes, angle brackets,
 * `var()`, `expression()`) is refused.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)';
const FUNCTIONAL = new RegExp(
	`^(?:rgba?|hsla?)\\(\\s*${ NUMBER }(?:deg|%)?(?:\\s*[,/]?\\s*${ NUMBER }%?){2,3}\\s*\\)$`,
	'i'
);
const NAMED = /^[a-z]{3,20}$/i;
const MAX_LENGTH = 64;

export function isValidColor( value: unknown ): value is string {
	if ( typeof value !== 'string' || value.length > MAX_LENGTH ) {
		return false;
	}
	const color = value.trim();
	return HEX.test( color ) || FUNCTIONAL.test( color ) || NAMED.test( color );
}

/** The colour, trimmed, when it is valid; otherwise undefined. */
export function safeColor( value: unknown ): string | undefined {
	return isValidColor( value ) ? value.trim() : undefined;
}
