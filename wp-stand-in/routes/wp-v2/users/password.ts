import type { AppContext } from '../../../../platform/context';
import { hashPassword } from '../../../auth/passwords';
import { endOtherSessions } from '../../../auth/sessions';
import { setUserPasswordHash } from '../../../../platform/store/users';
import { invalidParam } from '../../../../platform/rest/errors';
import type { RestRequest } from '../../../../platform/rest/types';

function refuse( message: string ): never {
	throw invalidParam( 'password', message, {
		code: 'rest_user_invalid_password',
		message,
		data: { status: 400 },
	} );
}

/**
 * The users controller's password check: an empty password is refused (`'0'` too, which PHP counts
 * as empty), and so is a backslash, which WordPress's slashing of request data would mangle.
 * Answers the password's scrypt hash.
 */
export async function hashCheckedPassword(
	password: string
): Promise< string > {
	if ( password === '' || password === '0' ) {
		refuse( 'Passwords cannot be empty.' );
	}
	if ( password.includes( '\\' ) ) {
		refuse( 'Passwords cannot contain the "\\" character.' );
	}
	return hashPassword( password );
}

/**
 * Stores a new password hash and signs the user out of their other sessions: every session when
 * someone else changed it, all but the request's own when the user changed their own.
 *
 * @param ctx     The site.
 * @param userId  Whose password changes.
 * @param hash    The new password's hash, from hashCheckedPassword().
 * @param request The request making the change.
 */
export function storePassword(
	ctx: AppContext,
	userId: number,
	hash: string,
	request: RestRequest
): void {
	setUserPasswordHash( ctx.db, userId, hash );
	endOtherSessions(
		ctx.db,
		userId,
		request.user?.id === userId ? request.sessionToken : undefined
	);
}
