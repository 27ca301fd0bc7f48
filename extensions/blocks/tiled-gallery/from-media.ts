import {
	imageFromMedia,
	type MediaItem,
} from '../../../shared/images/from-media';
import type { GalleryImage } from './types';

/** A library item or upload as a gallery image (its attachment page kept for "link to attachment"). */
export function galleryImageFromMedia(
	media: MediaItem & { link?: string }
): GalleryImage {
	const caption =
		typeof media.caption === 'string'
			? media.caption
			: ( media.caption?.raw ?? '' );
	return {
		...imageFromMedia( media ),
		...( caption ? { caption } : {} ),
		...( media.link ? { link: media.link } : {} ),
	};
}
