/** What `/wpcom/v2/memberships/status` answers: whether the site may take payments, and how. */
import type { Db } from '../../../platform/store/db';
import { listProducts } from '../../../platform/store/memberships';
import { getSettings } from '../../../platform/content/settings';
import { planIncludes, PLAN_CATALOG } from '../../../shared/plans/catalog';
import { connectedAccountId } from '../../stand-ins/stripe/account';
import { connectUrl } from '../../stand-ins/stripe/hosts';
import { productResponse, type ProductResponse } from './products';
import { MEMBERSHIPS_PLAN } from '../../../shared/memberships/status';

export interface MembershipsStatus {
	connected_account_id: string;
	connect_url: string;
	should_upgrade_to_access_memberships: boolean;
	upgrade_url: string;
	site_slug: string;
	products: ProductResponse[];
}

export function membershipsStatus(
	db: Db,
	input: { origin: string; type?: string; canConnect: boolean }
): MembershipsStatus {
	const site = new URL( input.origin ).host;
	const shouldUpgrade = ! planIncludes(
		getSettings( db ).tessera_plan,
		MEMBERSHIPS_PLAN
	);
	const account = connectedAccountId( db );
	return {
		connected_account_id: account,
		// Only someone who may connect the site is sent to connect it.
		connect_url:
			account || ! input.canConnect ? '' : connectUrl( `site:${ site }` ),
		should_upgrade_to_access_memberships: shouldUpgrade,
		upgrade_url: shouldUpgrade
			? `/checkout/${ encodeURIComponent( site ) }/${
					PLAN_CATALOG[ MEMBERSHIPS_PLAN ].path_slug
				}`
			: '',
		site_slug: site,
		products: listProducts( db, input.type ).map( productResponse ),
	};
}
