const HTML_ESCAPES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#039;',
};

/** esc_html() / esc_attr(): safe in text and in quoted attributes. */
export function escapeHtml( text: unknown ): string {
	return String( text ?? '' ).replace(
		/[&<>"']/g,
		( c ) => HTML_ESCAPES[ c ]
	);
}

/** esc_url(): only http(s), mailto, relative and fragment URLs survive. */
export function escapeUrl( url: string ): string {
	const trimmed = url.trim();
	if (
		/^[a-z][a-z0-9+.-]*:/i.test( trimmed ) &&
		! /^(https?|mailto):/i.test( trimmed )
	) {
		return '';
	}
	return escapeHtml( trimmed );
}

/** A JSON value safe to print inside a <script> element. */
export function jsonForScript( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}
