import { addQueryArgs } from '@wordpress/url';

import type { Plan, SiteType } from './catalog';

/** The store's page of the site's plan: where "View my plan" goes. */
export function getPlansPageUrl( siteFragment: string ): string {
	return `/plans/${ encodeURIComponent( siteFragment ) }`;
}

export interface UpgradeUrlInput {
	/** The plan to buy. */
	plan: Plan;
	siteFragment: string;
	siteType: SiteType;
	/** Where the store sends the person back to (`plan_upgraded=1` is added). */
	returnTo: string;
}

/**
 * The store's checkout for `plan`: `/checkout/{site}/{plan}` with `redirect_to` back to `returnTo`
 * carrying `plan_upgraded=1`, and `customerType=business` on an atomic site.
 *
 * @param input The plan, the site and where to come back to.
 */
export function getUpgradeUrl( input: UpgradeUrlInput ): string {
	return addQueryArgs(
		`/checkout/${ encodeURIComponent( input.siteFragment ) }/${
			input.plan.path_slug
		}`,
		{
			redirect_to: addQueryArgs( input.returnTo, { plan_upgraded: 1 } ),
			...( input.siteType === 'atomic'
				? { customerType: 'business' }
				: {} ),
		}
	);
}
