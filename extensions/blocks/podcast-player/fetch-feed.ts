import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import type { PodcastFeedData } from '../../../shared/podcast-feed/types';
import { isEmbeddableAnswer } from './url';

/** The feed's player data from the site (`/wpcom/v2/podcast-player`), with the Episode options. */
export function fetchPodcastFeed(
	url: string,
	guids: string[]
): Promise< PodcastFeedData > {
	return apiFetch< PodcastFeedData >( {
		path: addQueryArgs( '/wpcom/v2/podcast-player', {
			url,
			guids,
			'episode-options': true,
		} ),
	} );
}

/** Whether the address is something else WordPress can embed (a video page, a post). */
export async function isEmbeddable( url: string ): Promise< boolean > {
	try {
		const answer = await apiFetch< { html?: unknown } >( {
			path: addQueryArgs( '/oembed/1.0/proxy', { url } ),
		} );
		return isEmbeddableAnswer( answer?.html, url );
	} catch {
		return false;
	}
}
