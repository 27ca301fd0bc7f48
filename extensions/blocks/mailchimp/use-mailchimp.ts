import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

/** 0 while loading, 1 connected, 2 not connected (or the check failed). */
export type ConnectionState = 0 | 1 | 2;

export interface InterestCategory {
	id: string;
	title: string;
	interests: Array< { id: string; name: string } >;
}

function errorMessage( error: unknown ): string {
	return error && typeof error === 'object' && 'message' in error
		? String( ( error as { message: unknown } ).message )
		: String( error );
}

/**
 * The site's Mailchimp connection (`/wpcom/v2/mailchimp`), with a way to ask again. Nothing is
 * asked while `enabled` is false (the inserter's preview shows the form without the site).
 */
export function useMailchimpConnection( enabled = true ) {
	const [ state, setState ] = useState< ConnectionState >( 0 );
	const [ connectUrl, setConnectUrl ] = useState< string >( '' );
	const [ error, setError ] = useState< string | null >( null );
	const check = useCallback( () => {
		setState( 0 );
		return apiFetch< { code?: string; connect_url?: string } >( {
			path: '/wpcom/v2/mailchimp',
		} )
			.then( ( answer ) => {
				setError( null );
				setConnectUrl(
					typeof answer.connect_url === 'string'
						? answer.connect_url
						: ''
				);
				setState( answer.code === 'connected' ? 1 : 2 );
			} )
			.catch( ( failure: unknown ) => {
				setError( errorMessage( failure ) );
				setState( 2 );
			} );
	}, [] );
	useEffect( () => {
		if ( enabled ) {
			void check();
		}
	}, [ check, enabled ] );
	return { state, connectUrl, error, check };
}

/**
 * The audience's groups (`/wpcom/v2/mailchimp/groups`), once connected: null until they are
 * known (while loading, or when the request failed and `error` says why).
 */
export function useMailchimpGroups( connected: boolean ) {
	const [ groups, setGroups ] = useState< InterestCategory[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	useEffect( () => {
		if ( ! connected ) {
			return;
		}
		let live = true;
		apiFetch< { interest_categories?: InterestCategory[] } >( {
			path: '/wpcom/v2/mailchimp/groups',
		} )
			.then(
				( answer ) =>
					live &&
					setGroups(
						Array.isArray( answer.interest_categories )
							? answer.interest_categories
							: []
					)
			)
			.catch(
				( failure: unknown ) =>
					live && setError( errorMessage( failure ) )
			);
		return () => {
			live = false;
		};
	}, [ connected ] );
	return { groups, error };
}
