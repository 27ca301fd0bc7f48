import { boundedCache } from '../server-render/bounded-cache';
import type { RemoteGet } from '../server-render/remote';
import { FeedError } from './errors';
import { FEED_TIMEOUT_S } from './limits';
import { parsePodcastFeed } from './parse';
import type { PodcastFeedData, PodcastQuery } from './types';

/**
 * Feeds read, by address, query and the document fetched: a page showing the player twice, or
 * shown again, reads an unchanged feed once.
 */
const readFeeds = boundedCache< PodcastFeedData >( 20 );

/** A feed address as the server accepts it: absolute http(s), no credentials. */
export function feedAddress( value: string ): string | null {
	try {
		const url = new URL( value.trim() );
		return ( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			! url.username &&
			! url.password
			? url.toString()
			: null;
	} catch {
		return null;
	}
}

/**
 * Fetches a podcast feed and reads it. A host that cannot be reached, answers an error status,
 * takes too long, or sends something other than an RSS feed fails with a FeedError.
 *
 * @param get   The site's outgoing fetch.
 * @param url   The feed's address.
 * @param query Which episodes, and whether to list them all.
 */
export function loadPodcastFeed(
	get: RemoteGet,
	url: string,
	query: PodcastQuery = {}
): PodcastFeedData {
	const address = feedAddress( url );
	if ( ! address ) {
		throw new FeedError( 'invalid_url', 'A valid URL was not provided.' );
	}
	const response = get( address, { timeoutS: FEED_TIMEOUT_S } );
	if ( 'error' in response ) {
		throw new FeedError(
			response.error === 'timeout' ? 'feed_timeout' : 'feed_unreachable',
			response.message
		);
	}
	if ( response.status < 200 || response.status >= 300 ) {
		throw new FeedError(
			'feed_unreachable',
			`The feed host answered ${ response.status }.`
		);
	}
	const body = response.body;
	const feed = readFeeds.get(
		`${ address }\n${ JSON.stringify( query ) }\n${ body }`,
		() => parsePodcastFeed( body, address, query )
	);
	// A copy, so that what one caller changes never reaches the next.
	return {
		...feed,
		tracks: feed.tracks.map( ( track ) => ( { ...track } ) ),
		...( feed.options && {
			options: feed.options.map( ( option ) => ( { ...option } ) ),
		} ),
	};
}
