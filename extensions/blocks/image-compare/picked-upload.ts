import {
	imageFromMedia,
	type MediaItem,
} from '../../../shared/images/from-media';
import type { PickedImage } from '../../../shared/images/image-source';

/**
 * What one picker holds after the library or the uploader answers: the image, or null when the
 * answer has no address. A failed upload ends that way (the uploader hands over an empty list in
 * place of the temporary preview), and the slot is emptied, as the core image block does, so no
 * revoked `blob:` address stays in the post.
 */
export function pickedUpload(
	media: MediaItem | undefined
): PickedImage | null {
	return media && ( media.url || media.source_url )
		? imageFromMedia( media )
		: null;
}
