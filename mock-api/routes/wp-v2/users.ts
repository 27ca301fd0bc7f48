import type { AppContext } from '../../context';
import type { Role } from '../../auth/types';
import { ROLE_CAPABILITIES, ROLES, userCan } from '../../auth/capabilities';
import { hashPassword } from '../../auth/passwords';
import {
	getUserById,
	getUserByLogin,
	getUserBySlug,
	insertUser,
	queryUsers,
} from '../../store/users';
import { sanitizeTitle, uniqueSlug } from '../../content/slugs';
import { mysqlGmt } from '../../content/dates';
import { RestError, forbidden } from '../../rest/errors';
import { checkPageNumber, collection } from '../../rest/response';
import { collectionArgs, idList } from '../../rest/common-args';
import { writableArgs } from './posts/schema';
import type { RestServer } from '../../rest/server';
import { prepareUser, userSchema } from './users-prepare';
import { registerUserItems } from './users-item';

/** WP_REST_Users_Controller: /wp/v2/users, /wp/v2/users/<id>, /wp/v2/users/me. */
export function registerUsers( rest: RestServer, ctx: AppContext ): void {
	const schema = () => userSchema();
	const writable = writableArgs( userSchema() );
	const updateArgs = Object.fromEntries(
		Object.entries( writable ).map( ( [ k, v ] ) => [
			k,
			{ ...v, required: false },
		] )
	);

	rest.register( {
		namespace: 'wp/v2',
		route: '/users',
		schema,
		allowBatch: true,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					...collectionArgs(),
					exclude: idList(
						'Ensure result set excludes specific IDs.'
					),
					include: idList( 'Limit result set to specific IDs.' ),
					offset: { type: 'integer', minimum: 0 },
					order: {
						type: 'string',
						default: 'asc',
						enum: [ 'asc', 'desc' ],
					},
					orderby: {
						type: 'string',
						default: 'name',
						enum: [
							'id',
							'include',
							'name',
							'registered_date',
							'slug',
							'include_slugs',
							'email',
							'url',
						],
					},
					slug: { type: 'array', items: { type: 'string' } },
					roles: { type: 'array', items: { type: 'string' } },
					capabilities: { type: 'array', items: { type: 'string' } },
					who: { type: 'string', enum: [ 'authors' ] },
					has_published_posts: {
						type: [ 'boolean', 'array' ],
						items: { type: 'string' },
					},
				},
				permission: ( request ) => {
					const p = request.params;
					const canList = userCan( request.user, 'list_users' );
					if ( p.context === 'edit' && ! canList ) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to list users.',
							request.user
						);
					}
					if (
						[ 'email', 'registered_date' ].includes( p.orderby ) &&
						! canList
					) {
						return forbidden(
							'rest_forbidden_orderby',
							'Sorry, you are not allowed to order users by this parameter.',
							request.user
						);
					}
					if (
						p.who === 'authors' &&
						! userCan( request.user, 'edit_posts' )
					) {
						return forbidden(
							'rest_forbidden_who',
							'Sorry, you are not allowed to query users by this parameter.',
							request.user
						);
					}
					if ( p.roles?.length && ! canList ) {
						return forbidden(
							'rest_user_cannot_view',
							'Sorry, you are not allowed to filter users by role.',
							request.user
						);
					}
					if (
						p.capabilities?.length &&
						! canList &&
						! (
							p.capabilities.length === 1 &&
							p.capabilities[ 0 ] === 'edit_posts' &&
							userCan( request.user, 'edit_posts' )
						)
					) {
						return forbidden(
							'rest_user_cannot_view',
							'Sorry, you are not allowed to filter users by capability.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const p = request.params;
					let roles: Role[] | undefined = p.roles;
					const capabilities: string[] =
						p.capabilities ??
						( p.who === 'authors' ? [ 'edit_posts' ] : [] );
					if ( capabilities.length ) {
						const withCaps = ROLES.filter( ( role ) =>
							capabilities.every( ( cap ) =>
								ROLE_CAPABILITIES[ role ].has( cap )
							)
						);
						roles = roles
							? roles.filter( ( r ) => withCaps.includes( r ) )
							: withCaps;
						if ( ! roles.length ) {
							roles = [ 'none' as Role ];
						}
					}
					const perPage = p.per_page ?? 10;
					const page = p.page ?? 1;
					const { rows, total } = queryUsers( ctx.db, {
						search: p.search,
						roles,
						include: p.include,
						slugs: p.slug,
						hasPublishedPosts:
							! userCan( request.user, 'list_users' ) &&
							! capabilities.length,
						orderby:
							p.orderby === 'include_slugs' ||
							p.orderby === 'url' ||
							p.orderby === 'include'
								? 'id'
								: ( p.orderby ?? 'name' ),
						order: p.order ?? 'asc',
						limit: perPage,
						offset: p.offset ?? ( page - 1 ) * perPage,
					} );
					const visible = p.exclude?.length
						? rows.filter( ( r ) => ! p.exclude.includes( r.ID ) )
						: rows;
					checkPageNumber(
						page,
						total,
						perPage,
						'rest_user_invalid_page_number'
					);
					const items = visible.map( ( row ) =>
						prepareUser( ctx, request, row, p.context ?? 'view' )
					);
					return collection(
						items,
						total,
						page,
						perPage,
						`${ request.origin }/wp-json/wp/v2/users`
					);
				},
			},
			{
				methods: [ 'POST' ],
				args: writable,
				permission: ( request ) =>
					userCan( request.user, 'create_users' ) ||
					forbidden(
						'rest_cannot_create_user',
						'Sorry, you are not allowed to create new users.',
						request.user
					),
				handler: async ( request ) => {
					const b = request.body;
					if ( getUserByLogin( ctx.db, b.username ) ) {
						throw new RestError(
							'existing_user_login',
							'Sorry, that username already exists!',
							400
						);
					}
					if ( getUserByLogin( ctx.db, b.email ) ) {
						throw new RestError(
							'existing_user_email',
							'Sorry, that email address is already used!',
							400
						);
					}
					const nicename = uniqueSlug(
						sanitizeTitle( b.slug ?? b.username ) || 'user',
						( s ) => !! getUserBySlug( ctx.db, s )
					);
					const id = insertUser( ctx.db, {
						user_login: b.username,
						user_pass: await hashPassword( b.password ),
						user_email: b.email,
						user_nicename: nicename,
						display_name: b.name ?? b.username,
						user_url: b.url ?? '',
						description: b.description ?? '',
						user_registered: mysqlGmt(),
						role: ( b.roles?.[ 0 ] ?? 'subscriber' ) as Role,
					} );
					return {
						status: 201,
						data: prepareUser(
							ctx,
							request,
							getUserById( ctx.db, id )!,
							'edit'
						),
						headers: {
							Location: `${ request.origin }/wp-json/wp/v2/users/${ id }`,
						},
					};
				},
			},
		],
	} );
	registerUserItems( rest, ctx, schema, updateArgs );
}
