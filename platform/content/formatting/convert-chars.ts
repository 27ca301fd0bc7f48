/**
 * convert_chars(): an `&` that starts neither a numeric character reference nor something shaped
 * like a named one (up to eight letters or the digits 1–4, then `;`) becomes `&#038;`.
 */
export function convertChars( text: string ): string {
	return text.includes( '&' )
		? text.replace( /&([^#])(?![a-z1-4]{1,8};)/gi, '&#038;$1' )
		: text;
}
