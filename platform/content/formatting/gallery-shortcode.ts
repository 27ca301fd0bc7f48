import type { Db } from '../../store/db';
import { getPostMeta } from '../../store/postmeta';
import { childPosts, getPost, type PostRow } from '../../store/posts';
import {
	attachmentImageSrc,
	attachmentUrl,
	imageMetadata,
	isImageAttachment,
} from './attachments';
import { escAttr, sanitizeHtmlClass } from './esc-attr';
import { phpInt } from './php-int';
import { own } from '../own';
import { shortcodeAtts } from './shortcode-atts';
import type { ShortcodeHandler } from './shortcodes';

export interface GalleryEnvironment {
	db: Db;
	origin: string;
	/** The post being shown (the default `id`). */
	post: PostRow;
	/** Whether the viewer may see a post's attachments (the post is readable to them). */
	canSeeAttachmentsOf: ( post: PostRow ) => boolean;
	/** Counts the galleries on the page, for their `gallery-N` ids. */
	nextInstance: () => number;
	/** wptexturize() for the captions. */
	texturize: ( text: string ) => string;
	/** The post HTML filter, for the captions stored with the images. */
	filterCaption: ( html: string ) => string;
}

const DEFAULTS = {
	order: 'ASC',
	orderby: 'menu_order ID',
	id: '',
	itemtag: 'figure',
	icontag: 'div',
	captiontag: 'figcaption',
	columns: '3',
	size: 'thumbnail',
	include: '',
	exclude: '',
	link: '',
};

/** The element names a gallery may use for its parts (a subset of the post's allowed tags). */
const ALLOWED_TAGS = new Set( [
	'figure',
	'figcaption',
	'div',
	'span',
	'p',
	'dl',
	'dt',
	'dd',
	'ul',
	'ol',
	'li',
] );

const ids = ( list: string ) =>
	list
		.split( /[\s,]+/ )
		.map( ( id ) => Math.abs( phpInt( id ) ) )
		.filter( ( id ) => id > 0 );

/** tag_escape(), then the fallback when the element is not allowed in a post. */
function galleryTag( name: string, fallback: string ): string {
	const tag = name.toLowerCase().replace( /[^a-z0-9_:]/g, '' );
	return ALLOWED_TAGS.has( tag ) ? tag : fallback;
}

const SORT_KEYS: Record< string, ( post: PostRow ) => string | number > = {
	menu_order: ( post ) => post.menu_order,
	id: ( post ) => post.ID,
	title: ( post ) => post.post_title,
	date: ( post ) => post.post_date,
	modified: ( post ) => post.post_modified,
	name: ( post ) => post.post_name,
};

/** The attachments in the asked order (`post__in` keeps the order of `ids`). */
function sortAttachments(
	posts: PostRow[],
	orderby: string,
	order: string,
	listed: number[]
): PostRow[] {
	if ( orderby === 'post__in' ) {
		return [ ...posts ].sort(
			( a, b ) => listed.indexOf( a.ID ) - listed.indexOf( b.ID )
		);
	}
	if ( orderby === 'rand' ) {
		return [ ...posts ].sort( () => Math.random() - 0.5 );
	}
	const keys = orderby
		.toLowerCase()
		.split( /\s+/ )
		.map( ( key ) => own( SORT_KEYS, key ) )
		.filter( ( key ) => key !== undefined );
	const direction = order.toUpperCase() === 'DESC' ? -1 : 1;
	return [ ...posts ].sort( ( a, b ) => {
		for ( const key of keys.length
			? keys
			: [ SORT_KEYS.menu_order, SORT_KEYS.id ] ) {
			const [ x, y ] = [ key( a ), key( b ) ];
			if ( x !== y ) {
				return ( x < y ? -1 : 1 ) * direction;
			}
		}
		return 0;
	} );
}

/** wp_get_attachment_image(): the <img> of an attachment in a size, with its attributes. */
function attachmentImage(
	env: GalleryEnvironment,
	attachment: PostRow,
	size: string,
	describedBy: string
): string {
	const image = attachmentImageSrc( env.db, env.origin, attachment.ID, size );
	if ( ! image ) {
		return '';
	}
	const alt = String(
		getPostMeta( env.db, attachment.ID, '_wp_attachment_image_alt' ) ?? ''
	)
		.replace( /<[^>]*>/g, '' )
		.trim();
	const attributes: Array< [ string, string ] > = [
		[ 'src', image.url ],
		[ 'class', `attachment-${ size } size-${ size }` ],
		[ 'alt', alt ],
		[ 'decoding', 'async' ],
		[ 'loading', 'lazy' ],
		...( describedBy
			? [ [ 'aria-describedby', describedBy ] as [ string, string ] ]
			: [] ),
	];
	const dimensions =
		( image.width ? ` width="${ image.width }"` : '' ) +
		( image.height ? ` height="${ image.height }"` : '' );
	return `<img${ dimensions }${ attributes
		.map( ( [ name, value ] ) => ` ${ name }="${ escAttr( value ) }"` )
		.join( '' ) } />`;
}

/** The attachments a gallery shows: those listed, or the post's own minus those excluded. */
function galleryAttachments(
	env: GalleryEnvironment,
	atts: typeof DEFAULTS
): PostRow[] | null {
	const listed = ids( atts.include );
	if ( listed.length ) {
		// Each listed image shows only where its own post may be seen.
		const found = listed
			.map( ( id ) => getPost( env.db, id ) )
			.filter( isImageAttachment )
			.filter( ( image ) => {
				const parent = image.post_parent
					? getPost( env.db, image.post_parent )
					: undefined;
				return ! parent || env.canSeeAttachmentsOf( parent );
			} );
		return sortAttachments( found, atts.orderby, atts.order, listed );
	}
	const parentId = phpInt( atts.id );
	const parent = getPost( env.db, parentId );
	if ( ! parent || ! env.canSeeAttachmentsOf( parent ) ) {
		return null;
	}
	const excluded = new Set( ids( atts.exclude ) );
	const children = childPosts( env.db, parentId, 'attachment' ).filter(
		( child ) => isImageAttachment( child ) && ! excluded.has( child.ID )
	);
	return sortAttachments( children, atts.orderby, atts.order, [] );
}

/** Whether an image is taller than wide, by its stored dimensions ('' when unknown). */
function orientation( env: GalleryEnvironment, attachment: PostRow ): string {
	const { width, height } = imageMetadata( env.db, attachment.ID );
	if ( ! width || ! height ) {
		return '';
	}
	return height > width ? 'portrait' : 'landscape';
}

/** One figure of the gallery: the image (linked to its file unless `link="none"`), its caption. */
function galleryItem(
	env: GalleryEnvironment,
	atts: typeof DEFAULTS,
	attachment: PostRow,
	selector: string
): string {
	const itemTag = galleryTag( atts.itemtag, 'dl' );
	const iconTag = galleryTag( atts.icontag, 'dt' );
	const captionTag = galleryTag( atts.captiontag, 'dd' );
	const caption = attachment.post_excerpt.trim();
	const describedBy = caption ? `${ selector }-${ attachment.ID }` : '';
	const image = attachmentImage( env, attachment, atts.size, describedBy );
	const linked =
		atts.link === 'none'
			? image
			: `<a href='${ escAttr(
					attachmentUrl( env.db, env.origin, attachment.ID )
				) }'>${ image || escAttr( attachment.post_title ) }</a>`;
	let output = `<${ itemTag } class='gallery-item'>`;
	output += `\n\t\t\t<${ iconTag } class='gallery-icon ${ orientation(
		env,
		attachment
	) }'>\n\t\t\t\t${ linked }\n\t\t\t</${ iconTag }>`;
	if ( caption ) {
		output += `\n\t\t\t\t<${ captionTag } class='wp-caption-text gallery-caption' id='${ describedBy }'>\n\t\t\t\t${ env.texturize(
			env.filterCaption( attachment.post_excerpt )
		) }\n\t\t\t\t</${ captionTag }>`;
	}
	return `${ output }</${ itemTag }>`;
}

/**
 * gallery_shortcode() for a theme with HTML5 galleries: `[gallery]` shows the images attached to
 * the post (or those listed in `ids`) as a grid of `columns` figures, each image linked to its
 * file (this site has no attachment pages) unless `link="none"`, with its caption. Images of a post
 * the viewer may not read, or a gallery with no image, print nothing.
 *
 * @param env What the gallery reads: the site, the post, the viewer's rights, the page's count.
 */
export function galleryShortcode( env: GalleryEnvironment ): ShortcodeHandler {
	return ( given ) => {
		// Every gallery counts, even one that prints nothing, as WordPress numbers them.
		const selector = `gallery-${ env.nextInstance() }`;
		const withIds = { ...given };
		if ( withIds.ids ) {
			withIds.orderby ||= 'post__in';
			withIds.include = withIds.ids;
		}
		const atts = shortcodeAtts(
			{ ...DEFAULTS, id: String( env.post.ID ) },
			withIds
		);
		const attachments = galleryAttachments( env, atts ) ?? [];
		return attachments.length
			? `<div id='${ selector }' class='gallery galleryid-${ phpInt(
					atts.id
				) } gallery-columns-${ phpInt(
					atts.columns
				) } gallery-size-${ sanitizeHtmlClass( atts.size ) }'>${ attachments
					.map( ( attachment ) =>
						galleryItem( env, atts, attachment, selector )
					)
					.join( '' ) }\n\t\t</div>\n`
			: '';
	};
}
