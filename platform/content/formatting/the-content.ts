import type { Db } from '../../store/db';
import type { PostRow } from '../../store/posts';
import { capitalPDangit } from './capital-p-dangit';
import { captionShortcode } from './caption-shortcode';
import { filterContentTags } from './content-tags';
import { galleryShortcode } from './gallery-shortcode';
import { imageMetadata } from './attachments';
import { doShortcode, type ShortcodeRegistry } from './shortcodes';
import { shortcodeUnautop } from './shortcode-unautop';
import { wpautop } from './wpautop';
import { wptexturize } from './wptexturize';

export interface ContentEnvironment {
	db: Db;
	/** The site's address, for attachment links. */
	origin: string;
	/** The post whose content is shown. */
	post: PostRow;
	/** Whether the viewer may read a post (a gallery shows only such posts' images). */
	canRead: ( post: PostRow ) => boolean;
	/** The post HTML filter (kses), for captions that hold markup. */
	filterHtml: ( html: string ) => string;
	/** Shortcodes registered by the layers above (the blocks saved as shortcodes). */
	shortcodes?: ShortcodeRegistry;
}

export interface ContentFilters {
	/** The `the_content` filters that follow do_blocks(), in WordPress's order. */
	theContent: ( renderedHtml: string, classic: boolean ) => string;
}

/** has_blocks(): whether the stored content holds any block (else it is classic content). */
export function hasBlocks( content: string ): boolean {
	return content.includes( '<!-- wp:' );
}

/**
 * The content filters of a post on its page: the registered shortcodes (`[caption]`,
 * `[wp_caption]`, `[gallery]`; any other prints as typed, as an unregistered one does in
 * WordPress) and the page's counts (galleries for their ids, media for lazy loading).
 *
 * @param env The site, the post, and the viewer's rights.
 */
export function contentFilters( env: ContentEnvironment ): ContentFilters {
	let galleries = 0;
	let media = 0;
	const caption = captionShortcode( env.filterHtml );
	const registry: ShortcodeRegistry = new Map( [
		[ 'caption', caption ],
		[ 'wp_caption', caption ],
		[
			'gallery',
			galleryShortcode( {
				db: env.db,
				origin: env.origin,
				post: env.post,
				canSeeAttachmentsOf: env.canRead,
				nextInstance: () => ++galleries,
				texturize: ( text ) => texturize( text ),
				filterCaption: env.filterHtml,
			} ),
		],
		...( env.shortcodes ?? [] ),
	] );
	const names = [ ...registry.keys() ];
	const texturize = ( text: string ) => wptexturize( text, names );
	return {
		// wpautop() runs only on content without blocks: do_blocks() turns it off for the rest.
		// Smilies are not converted.
		theContent: ( html, classic ) => {
			html = texturize( html );
			if ( classic ) {
				html = wpautop( html );
			}
			html = shortcodeUnautop( html, names );
			html = filterContentTags( html, {
				imageMetadata: ( id ) => imageMetadata( env.db, id ),
				countMedia: () => ++media,
			} );
			return doShortcode( capitalPDangit( html ), registry );
		},
	};
}
