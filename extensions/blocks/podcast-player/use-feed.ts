import { useEffect, useState } from '@wordpress/element';
import type { PodcastFeedData } from '../../../shared/podcast-feed/types';
import { fetchPodcastFeed } from './fetch-feed';

export type FeedState =
	| { status: 'idle' }
	| { status: 'loading' }
	| { status: 'ready'; feed: PodcastFeedData }
	| { status: 'failed'; message: string };

/**
 * The feed's data for `url` and the chosen episodes, fetched again whenever either changes (a
 * new choice of episode clears what was shown). Nothing is fetched while `url` is empty.
 */
export function useFeed( url: string, guids: string[] ): FeedState {
	const [ state, setState ] = useState< FeedState >( { status: 'idle' } );
	const key = JSON.stringify( guids );
	useEffect( () => {
		if ( ! url ) {
			setState( { status: 'idle' } );
			return undefined;
		}
		let current = true;
		setState( { status: 'loading' } );
		fetchPodcastFeed( url, JSON.parse( key ) ).then(
			( feed ) => current && setState( { status: 'ready', feed } ),
			( error: { message?: string } ) =>
				current &&
				setState( {
					status: 'failed',
					message: error?.message ?? '',
				} )
		);
		return () => {
			current = false;
		};
	}, [ url, key ] );
	return state;
}
