import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { asCrmData, type CrmData } from './crm-status';

export type CrmFetch =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'loaded'; data: CrmData };

/** The CRM state from `/jetpack/v4/jetpack_crm`, fetched once per panel. */
export function useCrmData(): [ CrmFetch, ( data: CrmData ) => void ] {
	const [ state, setState ] = useState< CrmFetch >( { status: 'loading' } );
	useEffect( () => {
		let live = true;
		apiFetch( { path: '/jetpack/v4/jetpack_crm' } )
			.then( ( body ) => {
				const data = asCrmData( body );
				if ( live ) {
					setState(
						data ? { status: 'loaded', data } : { status: 'error' }
					);
				}
			} )
			.catch( () => live && setState( { status: 'error' } ) );
		return () => {
			live = false;
		};
	}, [] );
	return [ state, ( data ) => setState( { status: 'loaded', data } ) ];
}
