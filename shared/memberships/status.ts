import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { getSiteType } from '../availability/initial-state';
import type { SiteType } from '../availability/types';

/** A membership product (a payment plan, or a donation product of one interval). */
export interface MembershipProduct {
	id: number;
	title: string;
	interval: string;
	price: number;
	currency: string;
	type?: string;
}

/** What `/wpcom/v2/memberships/status` answers. */
export interface MembershipsStatus {
	connected_account_id?: string;
	connect_url?: string;
	should_upgrade_to_access_memberships?: boolean;
	upgrade_url?: string;
	products?: MembershipProduct[];
	errors?: unknown;
}

/** The cheapest plan with memberships (donations and payment plans). */
export const MEMBERSHIPS_PLAN = 'personal' as const;

export const STATUS_PATH = '/wpcom/v2/memberships/status';

/** The name the status and connection messages give the platform behind memberships. */
export const MEMBERSHIPS_HOST = 'WordPress.com';

/**
 * A status the blocks can use: an object, without errors, whose products (if any) are a list.
 * Anything else is the "could not load" case.
 */
export function isUsableStatus( value: unknown ): value is MembershipsStatus {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return false;
	}
	const status = value as MembershipsStatus;
	if ( status.errors !== undefined && status.errors !== null ) {
		return false;
	}
	return status.products === undefined || Array.isArray( status.products );
}

/**
 * The status request: the editor of a WordPress.com simple site says `gutenberg-wpcom`, any other
 * `gutenberg`, as the service tells the two apart.
 *
 * @param type     'donation' for the donation products only.
 * @param siteType The kind of site the editor runs on.
 */
export function membershipsStatusPath(
	type?: 'donation',
	siteType: SiteType = getSiteType()
): string {
	return addQueryArgs( STATUS_PATH, {
		source: siteType === 'simple' ? 'gutenberg-wpcom' : 'gutenberg',
		...( type ? { type } : {} ),
	} );
}

export function fetchMembershipsStatus(
	type?: 'donation'
): Promise< MembershipsStatus > {
	return apiFetch( { path: membershipsStatusPath( type ) } );
}
