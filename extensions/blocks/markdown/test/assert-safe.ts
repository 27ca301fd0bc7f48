/**
 * Everything in the HTML, parsed in `doc`, that could run script: elements that load or run
 * code, event handler and style attributes, and javascript:/vbscript:/data: URLs. Empty when safe.
 */
export function unsafeParts( html: string, doc: Document ): string[] {
	const host = doc.createElement( 'div' );
	host.innerHTML = html;
	const found = Array.from(
		host.querySelectorAll(
			'script, iframe, object, embed, style, form, svg, math, meta, base, link, noscript'
		)
	).map( ( element ) => `<${ element.tagName.toLowerCase() }>` );

	for ( const element of Array.from( host.querySelectorAll( '*' ) ) ) {
		for ( const { name, value } of Array.from( element.attributes ) ) {
			if ( /^(on.*|style|formaction|srcdoc)$/i.test( name ) ) {
				found.push( `${ name }=` );
			}
			// Browsers ignore ASCII whitespace and control characters in a URL scheme.

			const url = value.replace( /[\u0000-\u0020]/g, '' );
			if (
				/^(href|src|action|xlink:href|data)$/i.test( name ) &&
				/^(javascript|vbscript|data):/i.test( url )
			) {
				found.push( `${ name }=${ value }` );
			}
		}
	}
	return found;
}
