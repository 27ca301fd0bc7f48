import type { AppContext } from '../../../../platform/context';
import type { Role } from '../../../../platform/auth/types';
import {
	ROLE_CAPABILITIES,
	ROLES,
	userCan,
} from '../../../../platform/auth/capabilities';
import {
	queryUsers,
	type UserSearchColumn,
} from '../../../../platform/store/users';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import { collection, requestedPage } from '../../../../platform/rest/response';
import { sortedCollectionArgs, stringListArg } from '../../../rest/common-args';
import type {
	JsonSchema,
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { prepareUser } from './prepare';

/** The `search_columns` names and the columns they stand for. */
const SEARCH_COLUMNS: Record< string, UserSearchColumn > = {
	id: 'ID',
	username: 'user_login',
	slug: 'user_nicename',
	email: 'user_email',
	name: 'display_name',
};

/** The columns a user without list_users may search: never the e-mail address or website. */
const PUBLIC_SEARCH_COLUMNS: UserSearchColumn[] = [
	'ID',
	'user_login',
	'user_nicename',
	'display_name',
];

function listArgs(): Record< string, JsonSchema > {
	return {
		...sortedCollectionArgs( [
			'id',
			'include',
			'name',
			'registered_date',
			'slug',
			'include_slugs',
			'email',
			'url',
		] ),
		slug: stringListArg(),
		roles: stringListArg(),
		capabilities: stringListArg(),
		who: { type: 'string', enum: [ 'authors' ] },
		has_published_posts: {
			type: [ 'boolean', 'array' ],
			items: { type: 'string' },
		},
		search_columns: {
			default: [],
			description: 'Array of column names to be searched.',
			type: 'array',
			items: {
				enum: Object.keys( SEARCH_COLUMNS ),
				type: 'string',
			},
		},
	};
}

/**
 * The columns the search looks in: those asked for among those the user may search, else all the
 * user may search (undefined: WP_User_Query's own choice, for users who may list users).
 */
function searchColumns( request: RestRequest ): UserSearchColumn[] | undefined {
	const allowed = userCan( request.user, 'list_users' )
		? undefined
		: PUBLIC_SEARCH_COLUMNS;
	const asked = ( ( request.params.search_columns ?? [] ) as string[] )
		.map( ( name ) => SEARCH_COLUMNS[ name ] )
		.filter( ( column ) =>
			( allowed ?? Object.values( SEARCH_COLUMNS ) ).includes( column )
		);
	return asked.length ? asked : allowed;
}

/**
 * Who may list users how: anyone sees authors of published posts; edit context, private sort
 * keys and role or capability filters need list_users (editors may ask for authors).
 */
function canList( request: RestRequest ): true | RestError {
	const p = request.params;
	const mayList = userCan( request.user, 'list_users' );
	const refuse = ( code: string, message: string ) =>
		forbidden( code, message, request.user );
	if ( p.context === 'edit' && ! mayList ) {
		return refuse(
			'rest_forbidden_context',
			'Sorry, you are not allowed to list users.'
		);
	}
	if ( [ 'email', 'registered_date' ].includes( p.orderby ) && ! mayList ) {
		return refuse(
			'rest_forbidden_orderby',
			'Sorry, you are not allowed to order users by this parameter.'
		);
	}
	if ( p.who === 'authors' && ! userCan( request.user, 'edit_posts' ) ) {
		return refuse(
			'rest_forbidden_who',
			'Sorry, you are not allowed to query users by this parameter.'
		);
	}
	if ( p.roles?.length && ! mayList ) {
		return refuse(
			'rest_user_cannot_view',
			'Sorry, you are not allowed to filter users by role.'
		);
	}
	const authorsOnly =
		p.capabilities?.length === 1 &&
		p.capabilities[ 0 ] === 'edit_posts' &&
		userCan( request.user, 'edit_posts' );
	if ( p.capabilities?.length && ! mayList && ! authorsOnly ) {
		return refuse(
			'rest_user_cannot_view',
			'Sorry, you are not allowed to filter users by capability.'
		);
	}
	return true;
}

/** The roles to list: those asked for, narrowed to the roles holding every capability asked for. */
function rolesAsked(
	roles: Role[] | undefined,
	capabilities: string[]
): Role[] | undefined {
	if ( ! capabilities.length ) {
		return roles;
	}
	const withCaps = ROLES.filter( ( role ) =>
		capabilities.every( ( cap ) => ROLE_CAPABILITIES[ role ].has( cap ) )
	);
	const narrowed = roles
		? roles.filter( ( r ) => withCaps.includes( r ) )
		: withCaps;
	// No role qualifies: a role no user has, so the result is empty.
	return narrowed.length ? narrowed : [ 'none' as Role ];
}

/** GET /wp/v2/users: a page of users, filtered and sorted. */
export function listUsers( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: listArgs(),
		permission: canList,
		handler: ( request ) => {
			const p = request.params;
			const capabilities: string[] =
				p.capabilities ??
				( p.who === 'authors' ? [ 'edit_posts' ] : [] );
			const { page, perPage, offset } = requestedPage( p );
			const { rows, total } = queryUsers( ctx.db, {
				search: p.search,
				searchColumns: p.search ? searchColumns( request ) : undefined,
				roles: rolesAsked( p.roles, capabilities ),
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
				offset,
			} );
			const visible = p.exclude?.length
				? rows.filter( ( r ) => ! p.exclude.includes( r.ID ) )
				: rows;
			return collection( {
				items: visible.map( ( row ) =>
					prepareUser( ctx, request, row, p.context ?? 'view' )
				),
				total,
				page,
				perPage,
				baseUrl: `${ request.origin }/wp-json/wp/v2/users`,
				invalidPageCode: 'rest_user_invalid_page_number',
			} );
		},
	};
}
