/** The external media services the picker can browse. */
export type MediaSource = 'google_photos' | 'pexels';

/** One entry of a listing: a photo, a video, or a folder (an album) to open. */
export interface ExternalMediaItem {
	ID: string;
	/** What the copy endpoint is given to name this item. */
	guid: string;
	type: 'image' | 'video' | 'folder';
	name: string;
	title: string;
	caption: string;
	alt?: string;
	URL: string;
	date?: string;
	/** The tiles show `medium` (else `fmt_hd`); `thumbnail` and `large` are the service's other sizes. */
	thumbnails: {
		thumbnail?: string;
		medium?: string;
		large?: string;
		fmt_hd?: string;
	};
	/** How many items a folder holds. */
	children?: number;
}

export interface ExternalMediaAccount {
	image: string;
	name: string;
}

/** GET /wpcom/v2/external-media/list/<service>. */
export interface ExternalMediaList {
	media: ExternalMediaItem[];
	found?: number;
	meta: {
		/** The handle of the next page, or false on the last one. */
		next_page: string | false;
		account?: ExternalMediaAccount;
	};
}

/** An item the copy endpoint could not import. */
export interface CopyFailure {
	errors: Array< { error: string; message: string } >;
}

/** An attachment the copy endpoint made (the site's media library item). */
export interface CopiedMedia {
	ID: number;
	URL: string;
	guid: string;
	file: string;
	mime_type: string;
	title: string;
	caption: string;
	alt: string;
	width?: number;
	height?: number;
}

/** POST /wpcom/v2/external-media/copy/<service>: one entry per item asked for, in order. */
export type CopyResult = Array< CopiedMedia | CopyFailure >;

/** GET /wpcom/v2/external-media/connection/<service>. */
export interface ExternalMediaConnection {
	ID: string;
	label: string;
	connect_URL: string;
}
