import {
	PLAIN_TEXT_ENTITIES,
	decodeEntities,
} from '../../../../shared/html-entities/decode';

/** What the link preview shows of a page: its title, icon, description and Open Graph image. */
export interface PageMetadata {
	title: string;
	icon: string;
	description: string;
	image: string;
}

/** get_document_head(): from `<head` to `</head>` (or `<body`), else the whole document. */
function documentHead( html: string ): string {
	const start = html.indexOf( '<head' );
	if ( start === -1 ) {
		return html;
	}
	let end = html.indexOf( '</head>' );
	if ( end === -1 ) {
		end = html.indexOf( '<body' );
	}
	return end === -1 ? html : `${ html.slice( start, end ) }</head>`;
}

/** prepare_metadata_for_output(): entities decoded, then every tag removed. */
function plainText( metadata: string ): string {
	return decodeEntities( metadata, PLAIN_TEXT_ENTITIES )
		.replace( /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<[^>]*>/g, '' )
		.trim();
}

/** A relative address made absolute against the site's root, as WP_Http::make_absolute_url() does. */
function absolute( value: string, pageUrl: string ): string {
	try {
		return new URL( value, new URL( '/', pageUrl ) ).href;
	} catch {
		return value;
	}
}

/** The content of the first `<meta>` whose `attribute` is one of `values` (e.g. name=description). */
function metaContent(
	head: string,
	attribute: 'name' | 'property',
	values: string[]
): string {
	const wanted = new RegExp(
		`${ attribute }=(["']?)\\s*(?:${ values.join( '|' ) })\\s*\\1(?=[\\s/>])`,
		'i'
	);
	for ( const [ element ] of head.matchAll( /<meta\s[^>]*>/gi ) ) {
		if ( wanted.test( element ) ) {
			const content = /content=(["'])([\s\S]*?)\1/i.exec( element );
			return content ? content[ 2 ].trim() : '';
		}
	}
	return '';
}

/** get_icon(): the `href` of the first `<link rel="icon">` (or shortcut icon), made absolute. */
function icon( head: string, pageUrl: string ): string {
	const link =
		/<link\s[^>]*rel=(["']?)\s*(?:icon|shortcut icon|icon shortcut)\s*\1[^>]*>/i.exec(
			head
		);
	const href = link && /href=(["']?)([^"' >]*)\1/i.exec( link[ 0 ] );
	if ( ! href || ! href[ 2 ] ) {
		return '';
	}
	return href[ 2 ].startsWith( 'data:' )
		? href[ 2 ]
		: absolute( href[ 2 ], pageUrl );
}

/**
 * What WP_REST_URL_Details_Controller reads from a page: the `<title>`, the icon link, the
 * description meta (`name` description or og:description) and the og:image, each as plain text
 * or an absolute address, '' when the page has none.
 *
 * @param html    The page.
 * @param pageUrl Its address, for relative icon and image addresses.
 */
export function pageMetadata( html: string, pageUrl: string ): PageMetadata {
	const head = documentHead( html );
	const title = /<title[^>]*>([\s\S]*?)<\s*\/\s*title>/i.exec( head );
	const image = metaContent( head, 'property', [
		'og:image',
		'og:image:url',
	] );
	return {
		title: title ? plainText( title[ 1 ] ) : '',
		icon: icon( head, pageUrl ),
		description: plainText(
			metaContent( head, 'name', [ 'description', 'og:description' ] )
		),
		image: image ? absolute( image, pageUrl ) : '',
	};
}
