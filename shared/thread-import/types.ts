/**
 * `GET /wpcom/v2/tweetstorm/gather?url=`: a thread read into a list of items, each becoming one
 * block in the post. Paragraph content is HTML (links only); addresses are the network's own.
 */
export interface GatherImage {
	url: string;
	alt: string;
}

export type GatherItem =
	| { type: 'paragraph'; content: string }
	| { type: 'gallery'; images: GatherImage[] }
	| { type: 'image'; url: string; alt: string }
	| { type: 'video'; url: string; alt: string }
	| { type: 'embed'; url: string };

/** A tweet's address: the account's handle and the tweet's id (also on x.com and mobile). */
export const TWEET_URL =
	/^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/(\w{1,15})\/status(?:es)?\/(\d{1,19})(?:[/?#][^\s]*)?$/i;

/** The handle of the account that posted the tweet at `url`, or undefined for another address. */
export function tweetAuthor( url: string ): string | undefined {
	return TWEET_URL.exec( url.trim() )?.[ 1 ];
}
