import { imageSrcDimensions } from './attachments';

export interface ContentTagsEnvironment {
	/** wp_get_attachment_metadata() of an image attachment (empty object when unknown). */
	imageMetadata: (
		id: number
	) => Parameters< typeof imageSrcDimensions >[ 0 ];
	/**
	 * Counts the images and iframes of the page's main content (wp_increase_content_media_count)
	 * and returns the new count.
	 */
	countMedia: () => number;
}

/** How many of the first media elements of a page load at once (wp_omit_loading_attr_threshold). */
const EAGER_MEDIA = 1;

const MEDIA_TAG = /<(img|iframe)[ \t\n\v\f\r][^>]+>/g;

/** wp_img_tag_add_width_and_height_attr(): the dimensions of the attachment file it shows. */
function addDimensions(
	tag: string,
	attachmentId: number,
	env: ContentTagsEnvironment
): string {
	const src = /src="([^"]+)"/.exec( tag )?.[ 1 ].split( '?' )[ 0 ];
	const size =
		src && imageSrcDimensions( env.imageMetadata( attachmentId ), src );
	return size
		? tag.replace(
				'<img',
				`<img width="${ size[ 0 ] }" height="${ size[ 1 ] }"`
			)
		: tag;
}

/**
 * wp_img_tag_add_loading_attr() and its iframe twin: `loading="lazy"`, except for the page's first
 * media, which the visitor sees at once. The media is counted either way; only one with its
 * source and both dimensions loads lazily (its box is known before it loads).
 */
function withLoading(
	tag: string,
	name: 'img' | 'iframe',
	env: ContentTagsEnvironment
): string {
	const eager = env.countMedia() <= EAGER_MEDIA;
	return ! eager &&
		tag.includes( ' src="' ) &&
		tag.includes( ' width="' ) &&
		tag.includes( ' height="' )
		? tag.replace( `<${ name }`, `<${ name } loading="lazy"` )
		: tag;
}

function filterImage(
	tag: string,
	attachmentId: number,
	env: ContentTagsEnvironment
): string {
	if (
		attachmentId &&
		! tag.includes( ' width=' ) &&
		! tag.includes( ' height=' )
	) {
		tag = addDimensions( tag, attachmentId, env );
	}
	if ( ! tag.includes( ' loading=' ) ) {
		tag = withLoading( tag, 'img', env );
	}
	if ( ! tag.includes( ' decoding=' ) && tag.includes( ' src="' ) ) {
		tag = tag.replace( '<img ', '<img decoding="async" ' );
	}
	return tag;
}

function filterIframe( tag: string, env: ContentTagsEnvironment ): string {
	// An embed's iframe shown only after its fallback content (data-secret) must not wait.
	return tag.includes( ' loading=' ) || tag.includes( ' data-secret="' )
		? tag
		: withLoading( tag, 'iframe', env );
}

/**
 * wp_filter_content_tags(): each <img> of the content gets its attachment's `width` and `height`
 * (found by its `wp-image-ID` class), `loading="lazy"` (not the page's first image or iframe,
 * which the visitor sees at once) and `decoding="async"`; each <iframe> gets `loading="lazy"`.
 * An attribute already present is kept. `srcset` is not added: every size of an image here is the
 * original file, so a source set would offer the same file under several widths.
 *
 * @param content The HTML.
 * @param env     The attachment metadata and the page's media count.
 */
export function filterContentTags(
	content: string,
	env: ContentTagsEnvironment
): string {
	const done = new Set< string >();
	for ( const [ tag, name ] of content.matchAll( MEDIA_TAG ) ) {
		if ( done.has( tag ) ) {
			continue;
		}
		done.add( tag );
		const filtered =
			name === 'img'
				? filterImage(
						tag,
						Number( /wp-image-([0-9]+)/i.exec( tag )?.[ 1 ] ?? 0 ),
						env
					)
				: filterIframe( tag, env );
		if ( filtered !== tag ) {
			content = content.split( tag ).join( filtered );
		}
	}
	return content;
}
