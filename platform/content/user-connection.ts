/**
 * Whether a user is linked to the platform's account (Jetpack's "user connection"), which the
 * photo-feed gallery and Mailchimp blocks need. On a simple site every user is an account of the
 * platform already. Elsewhere the site is connected by its owner, who is linked with it (as
 * Jetpack's connection owner is); every other user links their own account once, through the
 * connect flow (`/jetpack/v4/connection/url`, service/features/user-connection/).
 */
import type { Db } from '../store/db';
import { firstAdministrator } from '../store/users';
import { isUserLinked } from '../store/user-connections';
import type { SiteType } from '../../shared/plans/catalog';

export function isUserConnected(
	db: Db,
	userId: number,
	siteType: SiteType
): boolean {
	if ( userId <= 0 ) {
		return false;
	}
	return (
		siteType === 'simple' ||
		firstAdministrator( db )?.ID === userId ||
		isUserLinked( db, userId )
	);
}
