import { escapeAttribute } from '@wordpress/escape-html';

/**
 * `__unstableResolvedAssets` for the canvas iframe: the HTML of its `<link>` elements, as
 * WordPress's iframed editor assets (core block styles, then the theme and Tessera's blocks).
 *
 * @param urls Stylesheet URLs, in order.
 */
export function canvasAssets( urls: string[] ): {
	styles: string;
	scripts: string;
} {
	const styles = urls
		.map(
			( url ) =>
				`<link rel="stylesheet" href="${ escapeAttribute( url ) }" media="all" />`
		)
		.join( '\n' );
	return { styles, scripts: '' };
}
