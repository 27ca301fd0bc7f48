import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import {
	TAXONOMIES,
	createTermCap,
	type TaxonomyDefinition,
} from '../../content/taxonomies';
import { RestError, forbidden } from '../../rest/errors';
import { filterByContext, type Context } from '../../rest/response';
import { contextArg } from '../../rest/common-args';
import type { JsonSchema, RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';
import { CURIES } from './posts/links';
import { own } from '../../content/own';

const ALL = [ 'view', 'edit', 'embed' ];

function taxonomySchema(): JsonSchema {
	const prop = (
		type: string | string[],
		context: string[],
		description: string
	) => ( { type, context, description, readonly: true } );
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: 'taxonomy',
		type: 'object',
		properties: {
			capabilities: prop(
				'object',
				[ 'edit' ],
				'All capabilities used by the taxonomy.'
			),
			description: prop(
				'string',
				[ 'view', 'edit' ],
				'A human-readable description of the taxonomy.'
			),
			hierarchical: prop(
				'boolean',
				[ 'view', 'edit' ],
				'Whether or not the taxonomy should have children.'
			),
			labels: prop(
				'object',
				[ 'edit' ],
				'Human-readable labels for the taxonomy for various contexts.'
			),
			name: prop( 'string', ALL, 'The title for the taxonomy.' ),
			slug: prop(
				'string',
				ALL,
				'An alphanumeric identifier for the taxonomy.'
			),
			show_cloud: prop(
				'boolean',
				[ 'edit' ],
				'Whether or not the term cloud should be displayed.'
			),
			types: prop(
				'array',
				[ 'view', 'edit' ],
				'Types associated with the taxonomy.'
			),
			rest_base: prop(
				'string',
				ALL,
				'REST base route for the taxonomy.'
			),
			rest_namespace: prop(
				'string',
				ALL,
				'REST namespace route for the taxonomy.'
			),
			visibility: prop(
				'object',
				[ 'edit' ],
				'The visibility settings for the taxonomy.'
			),
		},
	};
}

function prepareTaxonomy(
	request: RestRequest,
	tax: TaxonomyDefinition,
	context: Context
) {
	const data = {
		name: tax.plural,
		slug: tax.slug,
		capabilities: {
			manage_terms: tax.manageCap,
			edit_terms: createTermCap( tax ),
			delete_terms: tax.manageCap,
			assign_terms: tax.assignCap,
		},
		description: '',
		labels: {
			name: tax.plural,
			singular_name: tax.singular,
			search_items: `Search ${ tax.plural }`,
			popular_items: tax.hierarchical ? null : `Popular ${ tax.plural }`,
			all_items: `All ${ tax.plural }`,
			parent_item: tax.hierarchical ? `Parent ${ tax.singular }` : null,
			parent_item_colon: tax.hierarchical
				? `Parent ${ tax.singular }:`
				: null,
			edit_item: `Edit ${ tax.singular }`,
			view_item: `View ${ tax.singular }`,
			update_item: `Update ${ tax.singular }`,
			add_new_item: `Add New ${ tax.singular }`,
			new_item_name: `New ${ tax.singular } Name`,
			separate_items_with_commas: tax.hierarchical
				? null
				: `Separate ${ tax.plural.toLowerCase() } with commas`,
			add_or_remove_items: tax.hierarchical
				? null
				: `Add or remove ${ tax.plural.toLowerCase() }`,
			choose_from_most_used: tax.hierarchical
				? null
				: `Choose from the most used ${ tax.plural.toLowerCase() }`,
			not_found: `No ${ tax.plural.toLowerCase() } found.`,
			no_terms: `No ${ tax.plural.toLowerCase() }`,
			back_to_items: `&larr; Go to ${ tax.plural }`,
			menu_name: tax.plural,
			name_admin_bar: tax.singular,
		},
		types: tax.types,
		show_cloud: ! tax.hierarchical,
		hierarchical: tax.hierarchical,
		rest_base: tax.restBase,
		rest_namespace: 'wp/v2',
		visibility: {
			public: tax.public,
			publicly_queryable: tax.public,
			show_admin_column: tax.public,
			show_in_nav_menus: tax.public,
			show_in_quick_edit: tax.public,
			show_ui: true,
		},
	};
	const out = filterByContext( data, taxonomySchema(), context ) as Record<
		string,
		unknown
	>;
	out._links = {
		collection: [
			{ href: `${ request.origin }/wp-json/wp/v2/taxonomies` },
		],
		'wp:items': [
			{ href: `${ request.origin }/wp-json/wp/v2/${ tax.restBase }` },
		],
		curies: CURIES,
	};
	return out;
}

/** WP_REST_Taxonomies_Controller: /wp/v2/taxonomies and /wp/v2/taxonomies/<taxonomy>. */
export function registerTaxonomies( rest: RestServer, _ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/taxonomies',
		schema: taxonomySchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					context: contextArg(),
					type: {
						description:
							'Limit results to taxonomies associated with a specific post type.',
						type: 'string',
					},
				},
				permission: ( request ) => {
					if (
						request.params.context === 'edit' &&
						! Object.values( TAXONOMIES ).some( ( t ) =>
							userCan( request.user, t.assignCap )
						)
					) {
						return forbidden(
							'rest_cannot_view',
							'Sorry, you are not allowed to manage terms in this taxonomy.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const context = request.params.context ?? 'view';
					const data: Record< string, unknown > = {};
					for ( const tax of Object.values( TAXONOMIES ) ) {
						if (
							request.params.type &&
							! tax.types.includes( request.params.type )
						) {
							continue;
						}
						if (
							context !== 'edit' ||
							userCan( request.user, tax.assignCap )
						) {
							data[ tax.slug ] = prepareTaxonomy(
								request,
								tax,
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
		route: '/taxonomies/(?P<taxonomy>[\\w-]+)',
		schema: taxonomySchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { taxonomy: { type: 'string' }, context: contextArg() },
				permission: ( request ) => {
					const tax = own( TAXONOMIES, request.params.taxonomy );
					if ( ! tax ) {
						return new RestError(
							'rest_taxonomy_invalid',
							'Invalid taxonomy.',
							404
						);
					}
					if (
						request.params.context === 'edit' &&
						! userCan( request.user, tax.assignCap )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to manage terms in this taxonomy.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => ( {
					data: prepareTaxonomy(
						request,
						TAXONOMIES[ request.params.taxonomy as string ],
						request.params.context ?? 'view'
					),
				} ),
			},
		],
	} );
}
