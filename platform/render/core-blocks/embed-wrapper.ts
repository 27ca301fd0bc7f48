/**
 * WP_Embed on an embed block: the address the block saved inside its wrapper is replaced by the
 * embed HTML the oEmbed providers give for the block's url; unknown addresses stay a plain line
 * of text, as in WordPress.
 */
const WRAPPER = /(<div class="wp-block-embed__wrapper">)([\s\S]*?)(<\/div>)/;

export function embedInWrapper(
	html: string,
	url: unknown,
	lookup: ( url: string ) => string | undefined
): string {
	if ( typeof url !== 'string' || ! WRAPPER.test( html ) ) {
		return html;
	}
	const embed = lookup( url );
	if ( ! embed ) {
		return html;
	}
	return html.replace(
		WRAPPER,
		( _match, open: string, _url: string, close: string ) =>
			`${ open }\n${ embed }\n${ close }`
	);
}
