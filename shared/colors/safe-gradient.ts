/**
 * A CSS gradient that may go into a `style` attribute: one `linear-`, `radial-` or
 * `conic-gradient(...)` (optionally `repeating-`), made only of colour and position syntax
 * (letters, digits, `#`, `%`, `.`, `,`, `/`, `-`, spaces and balanced parentheses). `url()`,
 * `var()`, `expression()`, quotes, `;`, `:` and backslashes are refused.
 */
const GRADIENT =
	/^(?:repeating-)?(?:linear|radial|conic)-gradient\([a-z0-9#%.,/\s()-]+\)$/i;
const FORBIDDEN = /url|var|expression|image|attr|calc/i;
const MAX_LENGTH = 512;

function parenthesesBalance( value: string ): boolean {
	let depth = 0;
	for ( const character of value ) {
		depth += character === '(' ? 1 : 0;
		depth -= character === ')' ? 1 : 0;
		if ( depth < 0 ) {
			return false;
		}
	}
	return depth === 0;
}

export function isValidGradient( value: unknown ): value is string {
	if ( typeof value !== 'string' || value.length > MAX_LENGTH ) {
		return false;
	}
	const gradient = value.trim();
	return (
		GRADIENT.test( gradient ) &&
		! FORBIDDEN.test( gradient.replace( /gradient\(/gi, '(' ) ) &&
		parenthesesBalance( gradient )
	);
}

/** The gradient, trimmed, when it is valid; otherwise undefined. */
export function safeGradient( value: unknown ): string | undefined {
	return isValidGradient( value ) ? value.trim() : undefined;
}
