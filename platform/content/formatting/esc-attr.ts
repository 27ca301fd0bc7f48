const SPECIAL: Record< string, string > = {
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/**
 * esc_attr(): a value for an HTML attribute in either quote. Entities already in the value are
 * kept (not encoded twice); any other `&`, `<`, `>` and both quotes are encoded.
 */
export function escAttr( value: string ): string {
	return value
		.replace(
			/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#x[0-9a-fA-F]+);)/g,
			'&amp;'
		)
		.replace( /[<>"']/g, ( char ) => SPECIAL[ char ] );
}

/** sanitize_html_class(): percent-encoded octets dropped, then all but `A-Za-z0-9_-`. */
export function sanitizeHtmlClass( value: string ): string {
	return value
		.replace( /%[a-fA-F0-9]{2}/g, '' )
		.replace( /[^A-Za-z0-9_-]/g, '' );
}
