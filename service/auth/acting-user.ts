import type { Db } from '../../platform/store/db';
import type { AuthUser } from '../../platform/auth/types';
import { ROLE_CAPABILITIES } from '../../platform/auth/capabilities';
import { saveUserWithId } from '../../platform/store/users';
import { loadAuthUser } from '../../platform/auth/current-user';
import {
	isWordPressLocale,
	ownLocale,
	setOwnLocale,
} from '../../platform/content/user-locale';

/** The header the Tessera service sets on what it passes to a WordPress site's data. */
export const ACTING_USER_HEADER = 'x-tessera-acting-user';

/**
 * The WordPress user a request of the Tessera service acts for (base64 JSON `{ id, name, role,
 * locale }`, written by the service from a signed request), kept in the site's users so that what
 * they do (a like, a reply) has an author, with their language as their own (Profile → Language),
 * so that the screens and answers given to them are in it; null for a visitor who is not signed in.
 */
export function actingUser( db: Db, header: unknown ): AuthUser | null {
	if ( typeof header !== 'string' || ! header ) {
		return null;
	}
	const { id, name, role, locale } = JSON.parse(
		Buffer.from( header, 'base64' ).toString( 'utf8' )
	) as { id: number; name: string; role: string; locale?: unknown };
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
	if ( isWordPressLocale( locale ) && ownLocale( db, id ) !== locale ) {
		setOwnLocale( db, id, locale );
	}
	return loadAuthUser( db, id );
}
