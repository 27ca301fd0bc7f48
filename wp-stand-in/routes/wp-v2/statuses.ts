import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/auth/types';
import {
	POST_STATUSES,
	type PostStatusDefinition,
} from '../../../platform/content/post-types';
import { checkEditContext, forbidden } from '../../../platform/rest/errors';
import { filterByContext, type Context } from '../../../platform/rest/response';
import { contextArg } from '../../rest/common-args';
import type {
	JsonSchema,
	RestEndpoint,
	RestRequest,
} from '../../../platform/rest/types';
import {
	ALL_CONTEXTS,
	VIEW_EDIT,
	itemSchema,
	readonlyProperty,
} from '../../../platform/rest/schema';
import type { RestServer } from '../../../platform/rest/server';
import { editsSomePosts } from './common/edits-some-posts';
import { registerDefinitionRoutes } from './common/definition-routes';

/** The item schema of post statuses: all read-only, the flags of hidden statuses in edit context. */
function statusSchema(): JsonSchema {
	const prop = readonlyProperty;
	return itemSchema( 'status', {
		name: prop( 'string', ALL_CONTEXTS, 'The title for the status.' ),
		private: prop(
			'boolean',
			[ 'edit' ],
			'Whether posts with this status should be private.'
		),
		protected: prop(
			'boolean',
			[ 'edit' ],
			'Whether posts with this status should be protected.'
		),
		public: prop(
			'boolean',
			VIEW_EDIT,
			'Whether posts of this status should be shown in the front end of the site.'
		),
		queryable: prop(
			'boolean',
			VIEW_EDIT,
			'Whether posts with this status should be publicly-queryable.'
		),
		show_in_list: prop(
			'boolean',
			[ 'edit' ],
			'Whether to include posts in the edit listing for their post type.'
		),
		slug: prop(
			'string',
			ALL_CONTEXTS,
			'An alphanumeric identifier for the status.'
		),
		date_floating: prop(
			'boolean',
			VIEW_EDIT,
			'Whether posts of this status may have floating published dates.'
		),
	} );
}

/**
 * Who sees a status: everyone a public one; people who edit posts the other statuses that are not
 * WordPress's own, and the trash.
 */
function canReadStatus(
	user: AuthUser | null,
	slug: string,
	status: PostStatusDefinition
): boolean {
	if ( status.public ) {
		return true;
	}
	return ( ! status.internal || slug === 'trash' ) && editsSomePosts( user );
}

/** A status in the request's context, with the link to its posts. */
function prepareStatus(
	request: RestRequest,
	slug: string,
	status: PostStatusDefinition
): Record< string, unknown > {
	const data = {
		name: status.label,
		private: !! status.private,
		protected: !! status.protected,
		public: status.public,
		queryable: status.public,
		show_in_list: ! status.internal,
		slug,
		date_floating: !! status.dateFloating,
	};
	const context: Context = request.params.context ?? 'view';
	const posts = `${ request.origin }/wp-json/wp/v2/posts`;
	return {
		...filterByContext( data, statusSchema(), context ),
		_links: {
			archives: [
				{
					href:
						slug === 'publish'
							? posts
							: `${ posts }?status=${ encodeURIComponent( slug ) }`,
				},
			],
		},
	};
}

/** GET /wp/v2/statuses: the statuses this user may see, by slug (the trash included). */
function listStatuses(): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { context: contextArg() },
		permission: ( request ) =>
			checkEditContext(
				request,
				() => editsSomePosts( request.user ),
				'rest_cannot_view',
				'Sorry, you are not allowed to manage post statuses.'
			),
		handler: ( request ) => {
			const data: Record< string, unknown > = {};
			for ( const [ slug, status ] of Object.entries( POST_STATUSES ) ) {
				if ( canReadStatus( request.user, slug, status ) ) {
					data[ slug ] = prepareStatus( request, slug, status );
				}
			}
			return { data };
		},
	};
}

/** WP_REST_Post_Statuses_Controller: /wp/v2/statuses and /wp/v2/statuses/<status>. */
export function registerStatuses( rest: RestServer, _ctx: AppContext ): void {
	registerDefinitionRoutes( rest, {
		base: 'statuses',
		param: 'status',
		paramDescription: 'An alphanumeric identifier for the status.',
		invalid: 'Invalid status.',
		definitions: POST_STATUSES,
		schema: statusSchema,
		list: listStatuses(),
		canRead: ( request, status ) =>
			canReadStatus( request.user, request.params.status, status ) ||
			forbidden(
				'rest_cannot_read_status',
				'Cannot view status.',
				request.user
			),
		prepare: prepareStatus,
	} );
}
