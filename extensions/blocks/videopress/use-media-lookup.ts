import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import {
	parseVideoRating,
	type VideoRating,
} from '../../../shared/videopress/rating';

interface MediaItem {
	jetpack_videopress?: { guid?: unknown; rating?: unknown } | null;
}

export type MediaLookup =
	| { status: 'idle' | 'loading' }
	| { status: 'found'; guid: string; rating: VideoRating | undefined }
	| { status: 'failed' };

/**
 * The hosted video of attachment `id`, read from `/wp/v2/media/{id}` (`jetpack_videopress`):
 * its guid and rating. A failed request or an attachment without a hosted video is `failed`.
 */
export function useMediaLookup( id: number | undefined ): MediaLookup {
	const [ lookup, setLookup ] = useState< MediaLookup >( { status: 'idle' } );
	useEffect( () => {
		if ( ! id ) {
			setLookup( { status: 'idle' } );
			return;
		}
		let current = true;
		setLookup( { status: 'loading' } );
		apiFetch< MediaItem >( {
			path: `/wp/v2/media/${ id }?context=edit`,
		} ).then(
			( media ) => {
				const guid = media?.jetpack_videopress?.guid;
				if ( ! current ) {
					return;
				}
				setLookup(
					typeof guid === 'string' && guid
						? {
								status: 'found',
								guid,
								rating: parseVideoRating(
									media.jetpack_videopress?.rating
								),
							}
						: { status: 'failed' }
				);
			},
			() => current && setLookup( { status: 'failed' } )
		);
		return () => {
			current = false;
		};
	}, [ id ] );
	return lookup;
}
