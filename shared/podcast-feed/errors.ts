/** Every way a feed can fail to embed; the person sees the same message for each. */
export type FeedErrorCode =
	| 'invalid_url'
	| 'feed_unreachable'
	| 'feed_timeout'
	| 'invalid_xml'
	| 'not_a_feed';

export const FEED_ERROR_MESSAGE =
	"Your podcast couldn't be embedded. Please double check your URL.";

export class FeedError extends Error {
	constructor(
		readonly code: FeedErrorCode,
		readonly detail: string
	) {
		super( FEED_ERROR_MESSAGE );
		this.name = 'FeedError';
	}
}
