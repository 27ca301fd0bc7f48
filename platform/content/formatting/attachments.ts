import type { Db } from '../../store/db';
import { getPostMeta } from '../../store/postmeta';
import { getPost, type PostRow } from '../../store/posts';
import { IMAGE_SIZES } from '../image-sizes';
import { own } from '../own';

interface ImageMetadata {
	width?: number;
	height?: number;
	file?: string;
	sizes?: Record< string, { file: string; width: number; height: number } >;
}

export interface AttachmentImage {
	url: string;
	width: number;
	height: number;
}

/** An image attachment: a post of type attachment, status inherit, with an image mime type. */
export function isImageAttachment(
	post: PostRow | undefined
): post is PostRow {
	return (
		post?.post_type === 'attachment' &&
		post.post_status === 'inherit' &&
		post.post_mime_type.startsWith( 'image/' )
	);
}

/** wp_get_attachment_metadata() for an image (empty when it has none). */
export function imageMetadata( db: Db, id: number ): ImageMetadata {
	const meta = getPostMeta( db, id, '_wp_attachment_metadata' );
	return meta && typeof meta === 'object' ? ( meta as ImageMetadata ) : {};
}

/** wp_get_attachment_url(): the address of an attachment's file. */
export function attachmentUrl( db: Db, origin: string, id: number ): string {
	const relative = String( getPostMeta( db, id, '_wp_attached_file' ) ?? '' );
	return relative
		? `${ origin }/wp-content/uploads/${ relative.split( '/' ).map( encodeURIComponent ).join( '/' ) }`
		: '';
}

/**
 * wp_get_attachment_image_src(): the file and dimensions an image is shown at in a named size.
 * A size the metadata describes gives its dimensions; a registered size it lacks (the cropped
 * thumbnail) gives the full image scaled down to fit the size's box.
 *
 * @param db     The site database.
 * @param origin The site's address.
 * @param id     The attachment.
 * @param size   A registered size name, or `full`.
 */
export function attachmentImageSrc(
	db: Db,
	origin: string,
	id: number,
	size: string
): AttachmentImage | null {
	if ( ! isImageAttachment( getPost( db, id ) ) ) {
		return null;
	}
	const url = attachmentUrl( db, origin, id );
	const meta = imageMetadata( db, id );
	if ( ! url || ! meta.width || ! meta.height ) {
		return url ? { url, width: 0, height: 0 } : null;
	}
	const described = meta.sizes && own( meta.sizes, size );
	if ( described ) {
		return { url, width: described.width, height: described.height };
	}
	const box = own( IMAGE_SIZES, size );
	const ratio = box
		? Math.min(
				1,
				( box.width || Infinity ) / meta.width,
				( box.height || Infinity ) / meta.height
			)
		: 1;
	return {
		url,
		width: Math.max( 1, Math.round( meta.width * ratio ) ),
		height: Math.max( 1, Math.round( meta.height * ratio ) ),
	};
}

/**
 * wp_image_src_get_dimensions(): the dimensions of the file an `<img src>` points at, when it is
 * the attachment's own file or one of its described sizes.
 */
export function imageSrcDimensions(
	meta: ImageMetadata,
	src: string
): [ number, number ] | null {
	const base = ( path: string ) => path.slice( path.lastIndexOf( '/' ) + 1 );
	if (
		meta.file &&
		meta.width &&
		meta.height &&
		src.includes( base( meta.file ) )
	) {
		return [ meta.width, meta.height ];
	}
	const fileName = base( src );
	for ( const size of Object.values( meta.sizes ?? {} ) ) {
		if ( size.file === fileName ) {
			return [ size.width, size.height ];
		}
	}
	return null;
}
