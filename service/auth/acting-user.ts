import type { Db } from '../../platform/store/db';
import type { AuthUser } from '../../platform/auth/types';
import { ROLE_CAPABILITIES } from '../../platform/auth/capabilities';
import { saveUserWithId } from '../../platform/store/users';
import { loadAuthUser } from '../../platform/auth/current-user';

/** The header the Tessera service sets on what it passes to a WordPress site's data. */
export const ACTING_USER_HEADER = 'x-tessera-acting-user';

/**
 * The WordPress user a request of the Tessera service acts for (base64 JSON `{ id, name, role }`,
 * written by the service from a signed request), kept in the site's users so that what they do
 * (a like, a reply) has an author; null for a visitor who is not signed in.
 */
export function actingUser( db: Db, header: unknown ): AuthUser | null {
	if ( typeof header !== 'string' || ! header ) {
		return null;
	}
	const { id, name, role } = JSON.parse(
		Buffer.from( header, 'base64' ).toString( 'utf8' )
	) as { id: number; name: string; role: string };
	if (
		! Number.isInteger( id ) ||
		id <= 0 ||
		! Object.hasOwn( ROLE_CAPABILITIES, role )
	) {
		return null;
	}
	saveUserWithId( db, id, {
		display_name: String( name ),
		role: role as AuthUser[ 'role' ],
	} );
	return loadAuthUser( db, id );
}
