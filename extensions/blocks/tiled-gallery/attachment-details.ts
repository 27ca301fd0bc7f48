import type { GalleryImage } from './types';

/** What the gallery reads of an attachment record (`/wp/v2/media/<id>`). */
export interface AttachmentRecord {
	id: number;
	link?: string;
	media_details?: { width?: unknown; height?: unknown };
}

const isSize = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value > 0;

/** The ids of the images that lack the file's size or the attachment page. */
export function idsMissingDetails( images: GalleryImage[] ): number[] {
	return images.flatMap( ( image ) =>
		image.id &&
		! ( isSize( image.width ) && isSize( image.height ) && image.link )
			? [ image.id ]
			: []
	);
}

/**
 * The images with what their attachments tell of them filled in: the file's width and height
 * (which the layout and the srcset need) and the attachment page ("link to attachment"). Images
 * that came from core's image and gallery blocks lack them: those keep a display size, not the
 * file's. What an image already has is kept. Undefined when nothing changes.
 *
 * @param images      The gallery's images.
 * @param attachments The attachment records loaded so far.
 */
export function withAttachmentDetails(
	images: GalleryImage[],
	attachments: AttachmentRecord[]
): GalleryImage[] | undefined {
	const byId = new Map(
		attachments.map( ( record ) => [ record.id, record ] )
	);
	let changed = false;
	const next = images.map( ( image ) => {
		const record = image.id ? byId.get( image.id ) : undefined;
		if ( ! record ) {
			return image;
		}
		const { width, height } = record.media_details ?? {};
		const filled = { ...image };
		if (
			! ( isSize( image.width ) && isSize( image.height ) ) &&
			isSize( width ) &&
			isSize( height )
		) {
			filled.width = width;
			filled.height = height;
		}
		if ( ! image.link && typeof record.link === 'string' && record.link ) {
			filled.link = record.link;
		}
		changed ||=
			filled.width !== image.width ||
			filled.height !== image.height ||
			filled.link !== image.link;
		return filled;
	} );
	return changed ? next : undefined;
}
