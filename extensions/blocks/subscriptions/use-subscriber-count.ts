import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * The site's confirmed subscribers, from `/wpcom/v2/subscribers/count`; null while loading, when
 * the answer has no count, or when the request fails (the form then says the count is unavailable).
 */
export function useSubscriberCount(): number | null {
	const [ count, setCount ] = useState< number | null >( null );
	useEffect( () => {
		let live = true;
		apiFetch< { count?: unknown } >( {
			path: '/wpcom/v2/subscribers/count',
		} )
			.then( ( answer ) => {
				if ( live ) {
					setCount(
						typeof answer?.count === 'number' ? answer.count : null
					);
				}
			} )
			.catch( () => live && setCount( null ) );
		return () => {
			live = false;
		};
	}, [] );
	return count;
}
