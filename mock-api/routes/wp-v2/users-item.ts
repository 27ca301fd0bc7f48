import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import {
	getUserById,
	getUserByLogin,
	updateUser,
	type UserRow,
} from '../../store/users';
import { updateUserMeta } from '../../store/usermeta';
import { sanitizeTitle } from '../../content/slugs';
import { RestError, forbidden } from '../../rest/errors';
import { contextArg } from '../../rest/common-args';
import type { JsonSchema, RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';
import { prepareUser } from './users-prepare';

/** Editor preferences are small; a larger object is refused rather than stored. */
const PREFERENCES_LIMIT = 64 * 1024;

function hasPublished( ctx: AppContext, id: number ): boolean {
	return !! ctx.db
		.prepare(
			"SELECT 1 FROM posts WHERE post_author = ? AND post_status = 'publish' AND post_type IN ( 'post', 'page' ) LIMIT 1"
		)
		.get( id );
}

export function findUser( ctx: AppContext, request: RestRequest ): UserRow {
	if ( request.params.id === undefined ) {
		if ( ! request.user ) {
			throw new RestError(
				'rest_not_logged_in',
				'You are not currently logged in.',
				401
			);
		}
		return getUserById( ctx.db, request.user.id )!;
	}
	const user = getUserById( ctx.db, Number( request.params.id ) );
	if ( ! user ) {
		throw new RestError( 'rest_user_invalid_id', 'Invalid user ID.', 404 );
	}
	return user;
}

/** /wp/v2/users/<id> and /wp/v2/users/me: read and update one user. */
export function registerUserItems(
	rest: RestServer,
	ctx: AppContext,
	schema: () => JsonSchema,
	updateArgs: Record< string, JsonSchema >
): void {
	const readPermission = ( request: RestRequest ) => {
		const user = findUser( ctx, request );
		const own = request.user?.id === user.ID;
		if (
			request.params.context === 'edit' &&
			! own &&
			! userCan( request.user, 'list_users' )
		) {
			return forbidden(
				'rest_user_cannot_view',
				'Sorry, you are not allowed to list users.',
				request.user
			);
		}
		if (
			! own &&
			! userCan( request.user, 'list_users' ) &&
			! hasPublished( ctx, user.ID )
		) {
			return forbidden(
				'rest_user_cannot_view',
				'Sorry, you are not allowed to list users.',
				request.user
			);
		}
		return true as const;
	};
	const editPermission = ( request: RestRequest ) => {
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
		return true as const;
	};
	const update = ( request: RestRequest ) => {
		const user = findUser( ctx, request );
		const b = request.body;
		if (
			b.email !== undefined &&
			b.email !== user.user_email &&
			getUserByLogin( ctx.db, b.email )
		) {
			throw new RestError(
				'rest_user_invalid_email',
				'Invalid email address.',
				400
			);
		}
		if ( b.username !== undefined && b.username !== user.user_login ) {
			throw new RestError(
				'rest_user_invalid_argument',
				"Username isn't editable.",
				400
			);
		}
		ctx.db.transaction( () => {
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
				if (
					JSON.stringify( b.meta.persisted_preferences ).length >
					PREFERENCES_LIMIT
				) {
					throw new RestError(
						'rest_invalid_param',
						'Invalid parameter(s): meta',
						400,
						{
							params: {
								meta: 'meta[persisted_preferences] is too large.',
							},
						}
					);
				}
				updateUserMeta(
					ctx.db,
					user.ID,
					'persisted_preferences',
					b.meta.persisted_preferences
				);
			}
			if ( b.roles?.length ) {
				ctx.db
					.prepare( 'UPDATE users SET role = ? WHERE ID = ?' )
					.run( b.roles[ 0 ], user.ID );
			}
		} )();
		return {
			data: prepareUser(
				ctx,
				request,
				getUserById( ctx.db, user.ID )!,
				'edit'
			),
		};
	};

	for ( const route of [ '/users/(?P<id>[\\d]+)', '/users/me' ] ) {
		rest.register( {
			namespace: 'wp/v2',
			route,
			schema,
			allowBatch: true,
			endpoints: [
				{
					methods: [ 'GET' ],
					args: { context: contextArg() },
					permission: readPermission,
					handler: ( request ) => ( {
						data: prepareUser(
							ctx,
							request,
							findUser( ctx, request ),
							request.params.context ?? 'view'
						),
					} ),
				},
				{
					methods: [ 'POST', 'PUT', 'PATCH' ],
					args: updateArgs,
					permission: editPermission,
					handler: update,
				},
			],
		} );
	}
}
