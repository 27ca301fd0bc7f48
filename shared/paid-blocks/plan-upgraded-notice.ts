import { dispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { getPlan, getSiteFragment } from '../availability';
import type { EditorInitialState } from '../availability/types';
import { getPlansPageUrl } from '../plans/upgrade-url';

const PLAN_UPGRADED_NOTICE_ID = 'tessera-plan-upgraded';

/** The congratulations line for the site's plan (the generic one when it has no paid plan's name). */
export function planUpgradedMessage( state?: EditorInitialState ): string {
	const plan = getPlan( state );
	return plan.product_slug === 'free'
		? __( 'Congratulations! Your site is now on a paid plan.', 'tessera' )
		: sprintf(
				/* translators: %s: the name of the site's plan, "Premium". */
				__(
					'Congratulations! Your site is now on the %s plan.',
					'tessera'
				),
				plan.product_name
			);
}

/**
 * Back from the store with `plan_upgraded=1` in the address: congratulates the person, with a
 * "View my plan" action, and takes the flag out of the address so that a reload does not repeat it.
 *
 * @param state The editor initial state (the page's unless given).
 * @return Whether the notice was shown.
 */
export function showPlanUpgradedNotice( state?: EditorInitialState ): boolean {
	const url = new URL( window.location.href );
	if ( ! url.searchParams.has( 'plan_upgraded' ) ) {
		return false;
	}
	url.searchParams.delete( 'plan_upgraded' );
	window.history.replaceState( window.history.state, '', url.toString() );
	dispatch( noticesStore ).createSuccessNotice(
		planUpgradedMessage( state ),
		{
			id: PLAN_UPGRADED_NOTICE_ID,
			actions: [
				{
					label: __( 'View my plan', 'tessera' ),
					url: getPlansPageUrl( getSiteFragment( state ) ),
				},
			],
		}
	);
	return true;
}
