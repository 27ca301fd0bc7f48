/** The longest tweet, and the length the network gives every address (its shortened form). */
export const TWEET_LENGTH = 280;
export const URL_WEIGHT = 23;

/** Addresses as the network finds them in text: http(s) up to a space or a closing bracket. */
export const URL_PATTERN = /https?:\/\/[^\s<>()"]+/g;

/**
 * The length the network counts for `text`: each address 23, every other character (code
 * point, so an emoji's surrogate pair is one) 1.
 *
 * @param text The tweet's text.
 */
export function tweetWeight( text: string ): number {
	let weight = 0;
	let last = 0;
	for ( const match of text.matchAll( URL_PATTERN ) ) {
		weight += Array.from( text.slice( last, match.index ) ).length;
		weight += URL_WEIGHT;
		last = match.index + match[ 0 ].length;
	}
	return weight + Array.from( text.slice( last ) ).length;
}
