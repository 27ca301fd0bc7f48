import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';

import {
	fetchMembershipsStatus,
	isUsableStatus,
	type MembershipProduct,
} from '../../../shared/memberships/status';
import { NO_PLANS, withPlanIds } from './plans';
import { TABS } from './tabs';
import type { DonationsAttributes, TabKey } from './types';

export type PlansState =
	| { kind: 'loading' }
	| { kind: 'error' }
	| { kind: 'upgrade'; upgradeUrl: string }
	| { kind: 'connect'; connectUrl: string }
	| { kind: 'ready' };

/** The donation product of each interval in the currency, or null when one is missing. */
export function productsForCurrency(
	products: MembershipProduct[],
	currency: string
): Record< TabKey, number > | null {
	const ids: Partial< Record< TabKey, number > > = {};
	for ( const tab of TABS ) {
		const product = products.find(
			( item ) =>
				item.currency === currency &&
				item.interval === tab.interval &&
				( item.type === undefined || item.type === 'donation' )
		);
		if ( ! product ) {
			return null;
		}
		ids[ tab.key ] = product.id;
	}
	return ids as Record< TabKey, number >;
}

/**
 * Loads the memberships status for the block's currency and fills each tab's product id: the
 * existing donation products, or new ones made for the currency. When the site must upgrade or
 * connect first, every id becomes -1 (the block then saves nothing).
 *
 * @param attributes    The block's attributes.
 * @param setAttributes The block's setter.
 */
export function useDonationPlans(
	attributes: DonationsAttributes,
	setAttributes: ( changes: Partial< DonationsAttributes > ) => void
): PlansState {
	const [ state, setState ] = useState< PlansState >( { kind: 'loading' } );
	const latest = useRef( attributes );
	latest.current = attributes;
	const { currency } = attributes;

	useEffect( () => {
		let current = true;
		const apply = ( ids: Record< TabKey, number > ) => {
			const unchanged = TABS.every(
				( tab ) =>
					( latest.current[ tab.key ] as { planId?: unknown } )
						?.planId === ids[ tab.key ]
			);
			if ( ! unchanged ) {
				setAttributes( withPlanIds( latest.current, ids ) );
			}
		};
		setState( { kind: 'loading' } );
		( async () => {
			const status = await fetchMembershipsStatus( 'donation' );
			if ( ! current ) {
				return;
			}
			if ( ! isUsableStatus( status ) ) {
				setState( { kind: 'error' } );
				return;
			}
			const found = productsForCurrency(
				status.products ?? [],
				currency
			);
			if (
				status.should_upgrade_to_access_memberships ||
				status.connect_url
			) {
				if ( ! found ) {
					apply( NO_PLANS );
				}
				setState(
					status.should_upgrade_to_access_memberships
						? {
								kind: 'upgrade',
								upgradeUrl: status.upgrade_url ?? '',
							}
						: {
								kind: 'connect',
								connectUrl: status.connect_url ?? '',
							}
				);
				return;
			}
			if ( found ) {
				apply( found );
				setState( { kind: 'ready' } );
				return;
			}
			const created = await apiFetch< {
				products?: MembershipProduct[];
			} >( {
				path: '/wpcom/v2/memberships/products',
				method: 'POST',
				data: { type: 'donation', currency },
			} );
			if ( ! current ) {
				return;
			}
			const ids = productsForCurrency(
				created?.products ?? [],
				currency
			);
			if ( ! ids ) {
				setState( { kind: 'error' } );
				return;
			}
			apply( ids );
			setState( { kind: 'ready' } );
		} )().catch( () => current && setState( { kind: 'error' } ) );
		return () => {
			current = false;
		};
	}, [ currency, setAttributes ] );

	return state;
}
