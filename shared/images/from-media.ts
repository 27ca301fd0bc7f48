import type { PickedImage } from './image-source';

/** What the media library and the uploader hand to onSelect (REST fields or the library's names). */
export interface MediaItem {
	id?: number;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	caption?: string | { raw?: string; rendered?: string };
	width?: number;
	height?: number;
	media_details?: { width?: number; height?: number };
	mime?: string;
	mime_type?: string;
	type?: string;
}

/** An attachment (or an upload still in progress, with only a blob: url) as a picked image. */
export function imageFromMedia( media: MediaItem ): PickedImage {
	const width = media.width ?? media.media_details?.width;
	const height = media.height ?? media.media_details?.height;
	return {
		...( media.id ? { id: media.id } : {} ),
		url: media.url ?? media.source_url ?? '',
		alt: media.alt ?? media.alt_text ?? '',
		...( width ? { width } : {} ),
		...( height ? { height } : {} ),
	};
}
