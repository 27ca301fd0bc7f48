import { __, sprintf } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import {
	useCallback,
	useEffect,
	useReducer,
	useState,
} from '@wordpress/element';

import {
	fetchMembershipsStatus,
	isUsableStatus,
	MEMBERSHIPS_HOST,
	type MembershipProduct,
	type MembershipsStatus,
} from '../../../shared/memberships/status';
import {
	addPlanReducer,
	draftPrice,
	usableProducts,
	type PlanDraft,
} from './plan-form';

/** The connection: 0 unknown or loading, 1 connected, 2 not connected or failed. */
export type Connection = 0 | 1 | 2;

function errorMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } )?.message;
	return typeof message === 'string' && message
		? message
		: __( 'The payment plan could not be saved.', 'tessera' );
}

/** The first message among a status's errors (a string, or an object or list holding them). */
export function statusErrorMessage( errors: unknown ): string {
	if ( typeof errors === 'string' && errors ) {
		return errors;
	}
	if ( errors && typeof errors === 'object' ) {
		for ( const value of Object.values( errors ) ) {
			const message = statusErrorMessage( value );
			if ( message ) {
				return message;
			}
		}
		return '';
	}
	return '';
}

/**
 * The memberships status and products for the block, and the add-plan form's state: saving a
 * plan adds it to the list and answers it so the block can choose it.
 */
export function usePlans( onAdded: ( product: MembershipProduct ) => void ) {
	const [ connection, setConnection ] = useState< Connection >( 0 );
	const [ status, setStatus ] = useState< MembershipsStatus >( {} );
	const [ products, setProducts ] = useState< MembershipProduct[] >( [] );
	const [ statusError, setStatusError ] = useState< string >();
	const [ addPlan, dispatch ] = useReducer( addPlanReducer, { step: 0 } );

	useEffect( () => {
		let current = true;
		fetchMembershipsStatus()
			.then( ( answer ) => {
				if ( ! current ) {
					return;
				}
				if ( ! isUsableStatus( answer ) ) {
					setStatusError(
						statusErrorMessage(
							( answer as MembershipsStatus | null )?.errors
						) ||
							sprintf(
								/* translators: %s: the platform's name, "WordPress.com". */
								__( 'Could not load data from %s.', 'tessera' ),
								MEMBERSHIPS_HOST
							)
					);
					setConnection( 2 );
					return;
				}
				setStatus( answer );
				setProducts( usableProducts( answer.products ?? [] ) );
				setConnection(
					answer.connect_url ||
						answer.should_upgrade_to_access_memberships
						? 2
						: 1
				);
			} )
			.catch( ( error ) => {
				if ( current ) {
					setStatusError( errorMessage( error ) );
					setConnection( 2 );
				}
			} );
		return () => {
			current = false;
		};
	}, [] );

	const save = useCallback(
		async ( draft: PlanDraft ) => {
			dispatch( { type: 'save' } );
			try {
				const product = await apiFetch< MembershipProduct >( {
					path: '/wpcom/v2/memberships/product',
					method: 'POST',
					data: {
						title: draft.title.trim(),
						currency: draft.currency,
						price: draftPrice( draft ),
						interval: draft.interval,
					},
				} );
				setProducts( ( list ) => [ ...list, product ] );
				dispatch( { type: 'saved' } );
				onAdded( product );
			} catch ( error ) {
				dispatch( { type: 'failed', error: errorMessage( error ) } );
			}
		},
		[ onAdded ]
	);

	return {
		connection,
		status,
		statusError,
		products,
		addPlan,
		dispatch,
		save,
	};
}
