/**
 * The e-mail address check, shared by the editor, the visitor's browser and the server.
 *
 * "The standard address pattern" is the one a browser applies to `<input type="email">` (WHATWG
 * HTML), made stricter where WordPress's `is_email()`, which checks the same address on the
 * server, or RFC 5321 refuse more:
 * - local part: RFC 5322 dot-atom in ASCII, so no leading, trailing or doubled dots; quoted local
 *   parts ("john doe"@example.com) and internationalised (UTF-8) local parts are refused, as
 *   both the browser and WordPress refuse them;
 * - domain: at least two labels of ASCII letters, digits and inner hyphens, the last one (the
 *   top-level domain) letters only or a punycode `xn--` label; no IP literals. An internationalised
 *   domain is accepted in its punycode form (user@xn--bcher-kva.de) and refused in Unicode
 *   (user@bücher.de), which `is_email()` would refuse on the server.
 */
const LOCAL_PART =
	/^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,}|xn--[a-z0-9-]*[a-z0-9])$/i;

const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

function isDomainValid( domain: string ): boolean {
	const labels = domain.split( '.' );
	return (
		labels.length >= 2 &&
		labels.every(
			( label ) => label.length <= MAX_LABEL_LENGTH && LABEL.test( label )
		) &&
		TOP_LEVEL_LABEL.test( labels[ labels.length - 1 ] )
	);
}

/** Whether a string is one e-mail address (nothing around it: callers trim). */
export function isEmailValid( address: string ): boolean {
	if (
		typeof address !== 'string' ||
		address.length === 0 ||
		address.length > MAX_ADDRESS_LENGTH
	) {
		return false;
	}
	const at = address.lastIndexOf( '@' );
	const localPart = address.slice( 0, at );
	return (
		at > 0 &&
		localPart.length <= MAX_LOCAL_PART_LENGTH &&
		LOCAL_PART.test( localPart ) &&
		isDomainValid( address.slice( at + 1 ) )
	);
}
