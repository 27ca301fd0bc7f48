/**
 * The photo-feed gallery as WordPress.com's `/wpcom/v2/instagram-gallery/*` endpoints describe
 * it: the server answers in these shapes, the block's editor and render read them.
 */

/** One post of the account's feed: its page, caption, kind and picture (a video's cover). */
export interface PhotoFeedImage {
	link: string;
	title: string;
	type: 'image' | 'video';
	url: string;
}

/**
 * `GET /wpcom/v2/instagram-gallery/gallery`: the account's name and its latest posts. When the
 * network refused the token, `images` is the string `ERROR` rather than a list.
 */
export interface PhotoFeedGallery {
	external_name: string;
	images: PhotoFeedImage[] | 'ERROR';
}

/** `GET /wpcom/v2/instagram-gallery/connections`: one per connected account; the token is its keyring id. */
export interface PhotoFeedConnection {
	username: string;
	token: string;
}

/** The most posts a gallery shows, and so the most the editor asks for. */
export const PHOTO_FEED_MAX_COUNT = 30;
