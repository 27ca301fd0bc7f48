import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import {
	POST_TYPES,
	type PostTypeDefinition,
} from '../../../platform/content/post-types';
import { checkEditContext } from '../../../platform/rest/errors';
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
import { definitionLinks } from './common/links';
import { typeLabels } from './labels';
import { editsSomePosts } from './common/edits-some-posts';
import { registerDefinitionRoutes } from './common/definition-routes';

/** The item schema of post types: all read-only; capabilities, labels and supports in edit context. */
function typeSchema(): JsonSchema {
	const prop = readonlyProperty;
	return itemSchema( 'type', {
		capabilities: prop(
			'object',
			[ 'edit' ],
			'All capabilities used by the post type.'
		),
		description: prop(
			'string',
			VIEW_EDIT,
			'A human-readable description of the post type.'
		),
		hierarchical: prop(
			'boolean',
			VIEW_EDIT,
			'Whether or not the post type should have children.'
		),
		viewable: prop(
			'boolean',
			[ 'edit' ],
			'Whether or not the post type can be viewed.'
		),
		labels: prop(
			'object',
			[ 'edit' ],
			'Human-readable labels for the post type for various contexts.'
		),
		name: prop( 'string', ALL_CONTEXTS, 'The title for the post type.' ),
		slug: prop(
			'string',
			ALL_CONTEXTS,
			'An alphanumeric identifier for the post type.'
		),
		supports: prop(
			'object',
			[ 'edit' ],
			'All features, supported by the post type.'
		),
		has_archive: prop(
			[ 'string', 'boolean' ],
			VIEW_EDIT,
			'If the value is a string, the value will be used as the archive slug.'
		),
		taxonomies: prop(
			'array',
			VIEW_EDIT,
			'Taxonomies associated with post type.'
		),
		rest_base: prop(
			'string',
			ALL_CONTEXTS,
			'REST base route for the post type.'
		),
		rest_namespace: prop(
			'string',
			ALL_CONTEXTS,
			"REST route's namespace for the post type."
		),
		visibility: prop(
			'object',
			[ 'edit' ],
			'The visibility settings for the post type.'
		),
		icon: prop(
			[ 'string', 'null' ],
			ALL_CONTEXTS,
			'The icon for the post type.'
		),
		template: prop(
			'array',
			VIEW_EDIT,
			'The block template associated with the post type.'
		),
		template_lock: prop(
			[ 'string', 'boolean' ],
			VIEW_EDIT,
			'The template_lock associated with the post type.'
		),
	} );
}

/** A post type's description in the request's context. */
function prepareType(
	request: RestRequest,
	type: PostTypeDefinition,
	context: Context
): Record< string, unknown > {
	const data = {
		capabilities: {
			edit_post: 'edit_post',
			read_post: 'read_post',
			delete_post: 'delete_post',
			...type.cap,
		},
		description: type.description,
		hierarchical: type.hierarchical,
		has_archive: false,
		visibility: { show_in_nav_menus: type.viewable, show_ui: type.showUi },
		viewable: type.viewable,
		labels: typeLabels( type ),
		name: type.plural,
		slug: type.slug,
		icon: type.icon,
		supports: type.supports,
		taxonomies: type.taxonomies,
		rest_base: type.restBase,
		rest_namespace: 'wp/v2',
		template: [],
		template_lock: false,
	};
	const out = filterByContext( data, typeSchema(), context ) as Record<
		string,
		unknown
	>;
	out._links = definitionLinks( request.origin, 'types', type.restBase );
	return out;
}

/** Reading a post type in edit context needs the right to edit its posts. */
const EDIT_REFUSAL = [
	'rest_cannot_view',
	'Sorry, you are not allowed to edit posts in this post type.',
] as const;

/** GET /wp/v2/types: every post type; in edit context those whose posts the user edits. */
function listTypes(): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { context: contextArg() },
		permission: ( request ) =>
			checkEditContext(
				request,
				() => editsSomePosts( request.user ),
				...EDIT_REFUSAL
			),
		handler: ( request ) => {
			const context = request.params.context ?? 'view';
			const data: Record< string, unknown > = {};
			for ( const type of Object.values( POST_TYPES ) ) {
				if (
					context !== 'edit' ||
					userCan( request.user, type.cap.edit_posts )
				) {
					data[ type.slug ] = prepareType( request, type, context );
				}
			}
			return { data };
		},
	};
}

/** WP_REST_Post_Types_Controller: /wp/v2/types and /wp/v2/types/<type>. */
export function registerTypes( rest: RestServer, _ctx: AppContext ): void {
	registerDefinitionRoutes( rest, {
		base: 'types',
		param: 'type',
		paramDescription: 'An alphanumeric identifier for the post type.',
		invalid: 'Invalid post type.',
		definitions: POST_TYPES,
		schema: typeSchema,
		list: listTypes(),
		canRead: ( request, type ) =>
			checkEditContext(
				request,
				() => userCan( request.user, type.cap.edit_posts ),
				...EDIT_REFUSAL
			),
		prepare: ( request, _slug, type ) =>
			prepareType( request, type, request.params.context ?? 'view' ),
	} );
}
