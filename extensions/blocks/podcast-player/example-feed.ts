import type { PodcastFeedData } from '../../../shared/podcast-feed/types';

/** The feed an inserter preview carries in `exampleFeedData`, when it has the feed's shape. */
export function exampleFeed( value: unknown ): PodcastFeedData | undefined {
	const feed = value as Partial< PodcastFeedData > | undefined;
	return feed &&
		typeof feed === 'object' &&
		typeof feed.title === 'string' &&
		Array.isArray( feed.tracks )
		? ( feed as PodcastFeedData )
		: undefined;
}
