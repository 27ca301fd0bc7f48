import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * The site's confirmed subscribers, from `/wpcom/v2/subscribers/count`: undefined while the
 * answer is awaited (nothing is said yet), null when the answer has no count or the request
 * fails (the form then says the count is unavailable).
 */
export function useSubscriberCount(): number | null | undefined {
	const [ count, setCount ] = useState< number | null | undefined >();
	useEffect( () => {
		let live = true;
		apiFetch< { count?: unknown } >( {
			path: '/wpcom/v2/subscribers/count',
		} )
			.then( ( answer ) => {
				if ( live ) {
					setCount(
						Number.isSafeInteger( answer?.count ) &&
							( answer.count as number ) >= 0
							? ( answer.count as number )
							: null
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
