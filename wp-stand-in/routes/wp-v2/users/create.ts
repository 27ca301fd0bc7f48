import type { AppContext } from '../../../../platform/context';
import type { Role } from '../../../../platform/auth/types';
import {
	getUserById,
	getUserByLogin,
	getUserBySlug,
	insertUser,
} from '../../../../platform/store/users';
import { sanitizeTitle, uniqueSlug } from '../../../../platform/content/slugs';
import { mysqlGmt } from '../../../../platform/content/dates';
import { RestError, requireCapability } from '../../../../platform/rest/errors';
import { writableArgs } from '../../../../platform/rest/schema';
import type { RestEndpoint } from '../../../../platform/rest/types';
import { prepareUser } from './prepare';
import { hashCheckedPassword } from './password';
import { userSchema } from './schema';
import { created } from '../common/created';

/** A login name and an email address each belong to one user (an email may not be another's login). */
function checkLoginFree( ctx: AppContext, username: string, email: string ) {
	if ( getUserByLogin( ctx.db, username ) ) {
		throw new RestError(
			'existing_user_login',
			'Sorry, that username already exists!',
			400
		);
	}
	if ( getUserByLogin( ctx.db, email ) ) {
		throw new RestError(
			'existing_user_email',
			'Sorry, that email address is already used!',
			400
		);
	}
}

/** POST /wp/v2/users: a new user, by someone who may create users. */
export function createUser( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		args: writableArgs( userSchema() ),
		permission: requireCapability(
			'create_users',
			'rest_cannot_create_user',
			'Sorry, you are not allowed to create new users.'
		),
		handler: async ( request ) => {
			const b = request.body;
			checkLoginFree( ctx, b.username, b.email );
			const nicename = uniqueSlug(
				sanitizeTitle( b.slug ?? b.username ) || 'user',
				( s ) => !! getUserBySlug( ctx.db, s )
			);
			const id = insertUser( ctx.db, {
				user_login: b.username,
				user_pass: await hashCheckedPassword( b.password ),
				user_email: b.email,
				user_nicename: nicename,
				display_name: b.name ?? b.username,
				user_url: b.url ?? '',
				description: b.description ?? '',
				user_registered: mysqlGmt(),
				role: ( b.roles?.[ 0 ] ?? 'subscriber' ) as Role,
			} );
			return created(
				request,
				'users',
				id,
				prepareUser( ctx, request, getUserById( ctx.db, id )!, 'edit' )
			);
		},
	};
}
