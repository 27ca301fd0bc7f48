import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import {
	getUserById,
	getUserByLogin,
	hasPublishedPosts,
	setUserRole,
	updateUser,
	type Role,
	type UserRow,
} from '../../../../platform/store/users';
import { updateUserMeta } from '../../../../platform/store/usermeta';
import { setOwnLocale } from '../../../../platform/content/user-locale';
import { sanitizeTitle } from '../../../../platform/content/slugs';
import {
	RestError,
	forbidden,
	invalidParam,
} from '../../../../platform/rest/errors';
import { contextArg } from '../../../rest/common-args';
import { optionalArgs, writableArgs } from '../../../../platform/rest/schema';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { prepareUser } from './prepare';
import { hashCheckedPassword, storePassword } from './password';
import { userSchema } from './schema';

/** Editor preferences are small; a larger object is refused rather than stored. */
const PREFERENCES_LIMIT = 64 * 1024;

function hasPublished( ctx: AppContext, id: number ): boolean {
	return hasPublishedPosts( ctx.db, id );
}

/** The user the URL names (`me`: the signed-in user), or WordPress's error. */
function findUser( ctx: AppContext, request: RestRequest ): UserRow {
	if ( request.params.id === undefined ) {
		// A user deleted by this very request (DELETE /users/me) is signed in no more.
		const me = request.user && getUserById( ctx.db, request.user.id );
		if ( ! me ) {
			throw new RestError(
				'rest_not_logged_in',
				'You are not currently logged in.',
				401
			);
		}
		return me;
	}
	const user = getUserById( ctx.db, Number( request.params.id ) );
	if ( ! user ) {
		throw new RestError( 'rest_user_invalid_id', 'Invalid user ID.', 404 );
	}
	return user;
}

/** Others see a user who has published posts; edit context and anyone else need list_users. */
function canReadUser( ctx: AppContext, request: RestRequest ) {
	const user = findUser( ctx, request );
	if (
		request.user?.id === user.ID ||
		userCan( request.user, 'list_users' )
	) {
		return true;
	}
	return (
		( request.params.context !== 'edit' && hasPublished( ctx, user.ID ) ) ||
		forbidden(
			'rest_user_cannot_view',
			'Sorry, you are not allowed to list users.',
			request.user
		)
	);
}

/** Users edit themselves; others need edit_users, and changing roles needs promote_users. */
function canEditUser( ctx: AppContext, request: RestRequest ) {
	const user = findUser( ctx, request );
	if (
		request.user?.id !== user.ID &&
		! userCan( request.user, 'edit_users' )
	) {
		return forbidden(
			'rest_cannot_edit',
			'Sorry, you are not allowed to edit this user.',
			request.user
		);
	}
	if (
		request.body.roles !== undefined &&
		! userCan( request.user, 'promote_users' )
	) {
		return forbidden(
			'rest_cannot_edit_roles',
			'Sorry, you are not allowed to edit roles of this user.',
			request.user
		);
	}
	return true;
}

/** A new email must not be another user's login; the login itself never changes. */
function checkIdentity(
	ctx: AppContext,
	user: UserRow,
	body: Record< string, unknown >
): void {
	if (
		body.email !== undefined &&
		body.email !== user.user_email &&
		getUserByLogin( ctx.db, body.email as string )
	) {
		throw new RestError(
			'rest_user_invalid_email',
			'Invalid email address.',
			400
		);
	}
	if ( body.username !== undefined && body.username !== user.user_login ) {
		throw new RestError(
			'rest_user_invalid_argument',
			"Username isn't editable.",
			400
		);
	}
}

/** Stores the editor preferences sent, unless they are larger than preferences ever are. */
function savePreferences(
	ctx: AppContext,
	userId: number,
	preferences: unknown
): void {
	if ( JSON.stringify( preferences ).length > PREFERENCES_LIMIT ) {
		throw invalidParam(
			'meta',
			'meta[persisted_preferences] is too large.'
		);
	}
	updateUserMeta( ctx.db, userId, 'persisted_preferences', preferences );
}

/** Stores what is sent of a user: profile fields, preferences, role, password. */
async function updateUserFields(
	ctx: AppContext,
	request: RestRequest
): Promise< number > {
	const user = findUser( ctx, request );
	const b = request.body;
	checkIdentity( ctx, user, b );
	const passwordHash =
		b.password !== undefined
			? await hashCheckedPassword( b.password )
			: undefined;
	ctx.db.transaction( () => {
		if ( passwordHash ) {
			storePassword( ctx, user.ID, passwordHash, request );
		}
		updateUser( ctx.db, user.ID, {
			display_name: b.name,
			user_email: b.email,
			user_url: b.url,
			description: b.description,
			user_nicename:
				b.slug !== undefined
					? sanitizeTitle( b.slug ) || user.user_nicename
					: undefined,
		} );
		if ( b.meta?.persisted_preferences !== undefined ) {
			savePreferences( ctx, user.ID, b.meta.persisted_preferences );
		}
		if ( b.roles?.length ) {
			setUserRole( ctx.db, user.ID, b.roles[ 0 ] as Role );
		}
		if ( typeof b.locale === 'string' ) {
			setOwnLocale( ctx.db, user.ID, b.locale );
		}
	} )();
	return user.ID;
}

/** GET /wp/v2/users/<id> or /wp/v2/users/me: one user. */
export function readUser( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { context: contextArg() },
		permission: ( request ) => canReadUser( ctx, request ),
		handler: ( request ) => ( {
			data: prepareUser(
				ctx,
				request,
				findUser( ctx, request ),
				request.params.context ?? 'view'
			),
		} ),
	};
}

/** POST, PUT or PATCH /wp/v2/users/<id> or /wp/v2/users/me: changes what is sent. */
export function editUser( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST', 'PUT', 'PATCH' ],
		args: optionalArgs( writableArgs( userSchema() ) ),
		permission: ( request ) => canEditUser( ctx, request ),
		handler: async ( request ) => ( {
			data: prepareUser(
				ctx,
				request,
				getUserById( ctx.db, await updateUserFields( ctx, request ) )!,
				'edit'
			),
		} ),
	};
}
