import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import { POST_TYPES, type PostTypeDefinition } from '../../content/post-types';
import { RestError, forbidden } from '../../rest/errors';
import { filterByContext, type Context } from '../../rest/response';
import { contextArg } from '../../rest/common-args';
import type { JsonSchema, RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';
import { CURIES } from './posts/links';
import { own } from '../../content/own';

const ALL = [ 'view', 'edit', 'embed' ];

function typeSchema(): JsonSchema {
	const prop = (
		type: string | string[],
		context: string[],
		description: string
	) => ( { type, context, description, readonly: true } );
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: 'type',
		type: 'object',
		properties: {
			capabilities: prop(
				'object',
				[ 'edit' ],
				'All capabilities used by the post type.'
			),
			description: prop(
				'string',
				[ 'view', 'edit' ],
				'A human-readable description of the post type.'
			),
			hierarchical: prop(
				'boolean',
				[ 'view', 'edit' ],
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
			name: prop( 'string', ALL, 'The title for the post type.' ),
			slug: prop(
				'string',
				ALL,
				'An alphanumeric identifier for the post type.'
			),
			supports: prop(
				'object',
				[ 'edit' ],
				'All features, supported by the post type.'
			),
			has_archive: prop(
				[ 'string', 'boolean' ],
				[ 'view', 'edit' ],
				'If the value is a string, the value will be used as the archive slug.'
			),
			taxonomies: prop(
				'array',
				[ 'view', 'edit' ],
				'Taxonomies associated with post type.'
			),
			rest_base: prop(
				'string',
				ALL,
				'REST base route for the post type.'
			),
			rest_namespace: prop(
				'string',
				ALL,
				"REST route's namespace for the post type."
			),
			visibility: prop(
				'object',
				[ 'edit' ],
				'The visibility settings for the post type.'
			),
			icon: prop(
				[ 'string', 'null' ],
				ALL,
				'The icon for the post type.'
			),
			template: prop(
				'array',
				[ 'view', 'edit' ],
				'The block template associated with the post type.'
			),
			template_lock: prop(
				[ 'string', 'boolean' ],
				[ 'view', 'edit' ],
				'The template_lock associated with the post type.'
			),
		},
	};
}

/** get_post_type_labels() for the labels the editor shows. */
function labels( type: PostTypeDefinition ): Record< string, string | null > {
	const one = type.singular;
	const many = type.plural;
	const lower = one.toLowerCase();
	const lowers = many.toLowerCase();
	return {
		name: many,
		singular_name: one,
		add_new: `Add New ${ one }`,
		add_new_item: `Add New ${ one }`,
		edit_item: `Edit ${ one }`,
		new_item: `New ${ one }`,
		view_item: `View ${ one }`,
		view_items: `View ${ many }`,
		search_items: `Search ${ many }`,
		not_found: `No ${ lowers } found.`,
		not_found_in_trash: `No ${ lowers } found in Trash.`,
		parent_item_colon: type.hierarchical ? `Parent ${ one }:` : null,
		all_items: `All ${ many }`,
		archives: `${ one } Archives`,
		attributes: `${ one } Attributes`,
		insert_into_item: `Insert into ${ lower }`,
		uploaded_to_this_item: `Uploaded to this ${ lower }`,
		featured_image: 'Featured image',
		set_featured_image: 'Set featured image',
		remove_featured_image: 'Remove featured image',
		use_featured_image: 'Use as featured image',
		filter_items_list: `Filter ${ lowers } list`,
		filter_by_date: 'Filter by date',
		items_list_navigation: `${ many } list navigation`,
		items_list: `${ many } list`,
		item_published: `${ one } published.`,
		item_published_privately: `${ one } published privately.`,
		item_reverted_to_draft: `${ one } reverted to draft.`,
		item_trashed: `${ one } trashed.`,
		item_scheduled: `${ one } scheduled.`,
		item_updated: `${ one } updated.`,
		item_link: `${ one } Link`,
		item_link_description: `A link to a ${ lower }.`,
		menu_name: many,
		name_admin_bar: one,
		template_name: `Single item: ${ one }`,
	};
}

export function prepareType(
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
		labels: labels( type ),
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
	out._links = {
		collection: [ { href: `${ request.origin }/wp-json/wp/v2/types` } ],
		'wp:items': [
			{ href: `${ request.origin }/wp-json/wp/v2/${ type.restBase }` },
		],
		curies: CURIES,
	};
	return out;
}

/** WP_REST_Post_Types_Controller: /wp/v2/types and /wp/v2/types/<type>. */
export function registerTypes( rest: RestServer, _ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/types',
		schema: typeSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg() },
				permission: ( request ) => {
					if (
						request.params.context === 'edit' &&
						! Object.values( POST_TYPES ).some( ( t ) =>
							userCan( request.user, t.cap.edit_posts )
						)
					) {
						return forbidden(
							'rest_cannot_view',
							'Sorry, you are not allowed to edit posts in this post type.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const context = request.params.context ?? 'view';
					const data: Record< string, unknown > = {};
					for ( const type of Object.values( POST_TYPES ) ) {
						if (
							context !== 'edit' ||
							userCan( request.user, type.cap.edit_posts )
						) {
							data[ type.slug ] = prepareType(
								request,
								type,
								context
							);
						}
					}
					return { data };
				},
			},
		],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/types/(?P<type>[\\w-]+)',
		schema: typeSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					type: {
						description:
							'An alphanumeric identifier for the post type.',
						type: 'string',
					},
					context: contextArg(),
				},
				permission: ( request ) => {
					const type = own( POST_TYPES, request.params.type );
					if ( ! type ) {
						return new RestError(
							'rest_type_invalid',
							'Invalid post type.',
							404
						);
					}
					if (
						request.params.context === 'edit' &&
						! userCan( request.user, type.cap.edit_posts )
					) {
						return forbidden(
							'rest_cannot_view',
							'Sorry, you are not allowed to edit posts in this post type.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => ( {
					data: prepareType(
						request,
						POST_TYPES[ request.params.type ],
						request.params.context ?? 'view'
					),
				} ),
			},
		],
	} );
}
