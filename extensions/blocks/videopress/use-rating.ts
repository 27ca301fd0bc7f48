import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import {
	parseVideoRating,
	type VideoRating,
} from '../../../shared/videopress/rating';

/** Sends the rating; true only for a 200 answer. */
export async function saveVideoRating(
	id: number,
	rating: VideoRating
): Promise< boolean > {
	try {
		const response = await apiFetch< Response, false >( {
			path: '/wpcom/v2/videopress/meta',
			method: 'POST',
			data: { id, rating },
			parse: false,
		} );
		return response.status === 200;
	} catch {
		return false;
	}
}

/**
 * The video's rating, changed optimistically: the menu shows the new rating at once and goes back
 * to the previous one, without a message, when the site refuses it. Anything that is not one of
 * the four ratings is ignored.
 */
export function useRating(
	id: number | undefined,
	initial: VideoRating | undefined
): [ VideoRating | undefined, ( value: string ) => void ] {
	const [ rating, setRating ] = useState( initial );
	useEffect( () => setRating( initial ), [ initial ] );
	const change = ( value: string ) => {
		const next = parseVideoRating( value );
		if ( ! next || ! id ) {
			return;
		}
		const previous = rating;
		setRating( next );
		saveVideoRating( id, next ).then( ( saved ) => {
			if ( ! saved ) {
				setRating( previous );
			}
		} );
	};
	return [ rating, change ];
}
