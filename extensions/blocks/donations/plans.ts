import type { DonationsAttributes, TabKey } from './types';
import { TABS, tabSettings } from './tabs';

/** A tab's product id: a positive id, or -1 when the site cannot take payments yet. */
export function planIdOf(
	attributes: DonationsAttributes,
	key: TabKey
): number | null {
	const id = tabSettings( attributes, key ).planId;
	return typeof id === 'number' && Number.isSafeInteger( id ) ? id : null;
}

/** Whether every tab has a real product, so the block can be saved and paid. */
export function hasAllPlans( attributes: DonationsAttributes ): boolean {
	return TABS.every( ( tab ) => {
		const id = planIdOf( attributes, tab.key );
		return id !== null && id > 0;
	} );
}

/** The attribute changes that set each tab's product id (the same for all when one is given). */
export function withPlanIds(
	attributes: DonationsAttributes,
	ids: Record< TabKey, number >
): Partial< DonationsAttributes > {
	const changes: Record< string, unknown > = {};
	for ( const tab of TABS ) {
		changes[ tab.key ] = {
			...tabSettings( attributes, tab.key ),
			planId: ids[ tab.key ],
		};
	}
	return changes as Partial< DonationsAttributes >;
}

export const NO_PLANS: Record< TabKey, number > = {
	oneTimeDonation: -1,
	monthlyDonation: -1,
	annualDonation: -1,
};
