import type { Db } from '../../store/db';
import { getPost } from '../../store/posts';
import { getPostMeta } from '../../store/postmeta';
import { IMAGE_SIZES } from '../../content/image-sizes';
import { own } from '../../content/own';
import { htmlAttributes } from '../../../shared/server-render/html';

interface StoredMetadata {
	width?: number;
	height?: number;
	sizes?: Record< string, { width: number; height: number } >;
}

interface Dimensions {
	width: number;
	height: number;
}

/**
 * The dimensions of a size of an image, and the style that draws the original file at them: a
 * stored sub-size as described, a cropped size (a thumbnail) filled to its box, any other
 * registered size fitted within its box. The full size needs no style.
 */
function sizeOf(
	full: Dimensions,
	size: string,
	stored: Dimensions | undefined
): { dimensions: Dimensions; style: string } {
	const box = own( IMAGE_SIZES, size );
	if (
		! stored &&
		box?.crop &&
		full.width > box.width &&
		full.height > box.height
	) {
		return {
			dimensions: { width: box.width, height: box.height },
			style: `width:${ box.width }px;height:${ box.height }px;object-fit:cover;`,
		};
	}
	const ratio =
		box && ! stored
			? Math.min(
					1,
					( box.width || Infinity ) / full.width,
					( box.height || Infinity ) / full.height
				)
			: 1;
	const dimensions = stored ?? {
		width: Math.round( full.width * ratio ),
		height: Math.round( full.height * ratio ),
	};
	return {
		dimensions,
		style:
			dimensions.width && dimensions.width < full.width
				? `max-width:${ dimensions.width }px;`
				: '',
	};
}

/**
 * wp_get_attachment_image(): an image attachment as an `<img>` of the named size, or '' when the
 * attachment is not a readable image. This server does not resize images, so every size is the
 * original file drawn at that size's dimensions (with a style, since block styles often set the
 * image's width to `auto`).
 */
export function attachmentImage(
	db: Db,
	origin: string,
	attachmentId: number,
	size: string,
	extra: Record< string, string | undefined > = {}
): string {
	const attachment = getPost( db, attachmentId );
	if (
		! attachment ||
		attachment.post_type !== 'attachment' ||
		! attachment.post_mime_type.startsWith( 'image/' )
	) {
		return '';
	}
	const file = String(
		getPostMeta( db, attachmentId, '_wp_attached_file' ) ?? ''
	);
	if ( ! file ) {
		return '';
	}
	const metadata = ( getPostMeta(
		db,
		attachmentId,
		'_wp_attachment_metadata'
	) ?? {} ) as StoredMetadata;
	const { dimensions, style } = sizeOf(
		{ width: metadata.width ?? 0, height: metadata.height ?? 0 },
		size,
		metadata.sizes?.[ size ]
	);
	const slug = size.replace( /[^a-z0-9_-]/gi, '' );
	const { class: extraClass, ...given } = extra;
	const rest = Object.fromEntries(
		Object.entries( given ).filter( ( [ , value ] ) => value !== undefined )
	);
	const sizedStyle = style + ( rest.style ?? '' );
	return `<img${ htmlAttributes( {
		width: dimensions.width || undefined,
		height: dimensions.height || undefined,
		src: `${ origin }/wp-content/uploads/${ file
			.split( '/' )
			.map( encodeURIComponent )
			.join( '/' ) }`,
		class: [ `attachment-${ slug } size-${ slug }`, extraClass ]
			.filter( Boolean )
			.join( ' ' ),
		alt: String(
			getPostMeta( db, attachmentId, '_wp_attachment_image_alt' ) ?? ''
		),
		decoding: 'async',
		loading: 'lazy',
		...rest,
		style: sizedStyle || undefined,
	} ) } />`;
}

/** The featured image's attachment ID (`_thumbnail_id`), 0 when there is none. */
export function featuredImageId( db: Db, postId: number ): number {
	return Number( getPostMeta( db, postId, '_thumbnail_id' ) ?? 0 ) || 0;
}
