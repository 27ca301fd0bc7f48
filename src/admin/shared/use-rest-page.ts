import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** One page of a WordPress REST collection, with its paging headers. */
export interface RestPage< T > {
	items: T[];
	/** `X-WP-Total`. */
	total: number;
	/** `X-WP-TotalPages`. */
	pages: number;
	/** Every header of the answer, for a collection's own ones. */
	headers: Headers | null;
}

const EMPTY = { items: [], total: 0, pages: 0, headers: null };

/** GET `path` (under /wp-json/) as one page of a collection. */
export async function fetchRestPage< T >(
	path: string
): Promise< RestPage< T > > {
	const response = ( await apiFetch( { path, parse: false } ) ) as Response;
	return {
		items: ( await response.json() ) as T[],
		total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
		pages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 0 ),
		headers: response.headers,
	};
}

/**
 * The page of a collection that `path` names, fetched again whenever `path` changes or `reload`
 * is called (after an action). `error` holds WordPress's message when a request fails.
 *
 * @param path The collection's path with its query (page, per_page, filters).
 */
export function useRestPage< T >( path: string ) {
	const [ page, setPage ] = useState< RestPage< T > >( EMPTY );
	const [ loading, setLoading ] = useState( true );
	const [ error, setError ] = useState( '' );
	const [ generation, setGeneration ] = useState( 0 );

	useEffect( () => {
		let current = true;
		setLoading( true );
		fetchRestPage< T >( path )
			.then( ( result ) => {
				if ( current ) {
					setPage( result );
					setError( '' );
				}
			} )
			.catch( ( failure: { message?: string } ) => {
				if ( current ) {
					setError(
						failure.message ??
							__( 'The list could not be loaded.', 'tessera' )
					);
				}
			} )
			.finally( () => current && setLoading( false ) );
		return () => {
			current = false;
		};
	}, [ path, generation ] );

	const reload = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );
	return { page, loading, error, setError, reload, generation };
}
