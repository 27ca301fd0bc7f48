import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import {
	TAXONOMIES,
	type TaxonomyDefinition,
} from '../../../platform/content/taxonomies';
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
import { taxonomyLabels } from './labels';
import { registerDefinitionRoutes } from './common/definition-routes';

/** The item schema of taxonomies: all read-only; capabilities, labels and visibility in edit context. */
function taxonomySchema(): JsonSchema {
	const prop = readonlyProperty;
	return itemSchema( 'taxonomy', {
		capabilities: prop(
			'object',
			[ 'edit' ],
			'All capabilities used by the taxonomy.'
		),
		description: prop(
			'string',
			VIEW_EDIT,
			'A human-readable description of the taxonomy.'
		),
		hierarchical: prop(
			'boolean',
			VIEW_EDIT,
			'Whether or not the taxonomy should have children.'
		),
		labels: prop(
			'object',
			[ 'edit' ],
			'Human-readable labels for the taxonomy for various contexts.'
		),
		name: prop( 'string', ALL_CONTEXTS, 'The title for the taxonomy.' ),
		slug: prop(
			'string',
			ALL_CONTEXTS,
			'An alphanumeric identifier for the taxonomy.'
		),
		show_cloud: prop(
			'boolean',
			[ 'edit' ],
			'Whether or not the term cloud should be displayed.'
		),
		types: prop(
			'array',
			VIEW_EDIT,
			'Types associated with the taxonomy.'
		),
		rest_base: prop(
			'string',
			ALL_CONTEXTS,
			'REST base route for the taxonomy.'
		),
		rest_namespace: prop(
			'string',
			ALL_CONTEXTS,
			'REST namespace route for the taxonomy.'
		),
		visibility: prop(
			'object',
			[ 'edit' ],
			'The visibility settings for the taxonomy.'
		),
	} );
}

/** A taxonomy's description in the request's context. */
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
			edit_terms: tax.manageCap,
			delete_terms: tax.manageCap,
			assign_terms: tax.assignCap,
		},
		description: '',
		labels: taxonomyLabels( tax ),
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
	out._links = definitionLinks( request.origin, 'taxonomies', tax.restBase );
	return out;
}

/** GET /wp/v2/taxonomies: every taxonomy (of one post type, with `type`); in edit context those the user assigns. */
function listTaxonomies(): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: {
			context: contextArg(),
			type: {
				description:
					'Limit results to taxonomies associated with a specific post type.',
				type: 'string',
			},
		},
		permission: ( request ) =>
			checkEditContext(
				request,
				() =>
					Object.values( TAXONOMIES ).some( ( t ) =>
						userCan( request.user, t.assignCap )
					),
				'rest_cannot_view',
				'Sorry, you are not allowed to manage terms in this taxonomy.'
			),
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
					data[ tax.slug ] = prepareTaxonomy( request, tax, context );
				}
			}
			return { data };
		},
	};
}

/** WP_REST_Taxonomies_Controller: /wp/v2/taxonomies and /wp/v2/taxonomies/<taxonomy>. */
export function registerTaxonomies( rest: RestServer, _ctx: AppContext ): void {
	registerDefinitionRoutes( rest, {
		base: 'taxonomies',
		param: 'taxonomy',
		invalid: 'Invalid taxonomy.',
		definitions: TAXONOMIES,
		schema: taxonomySchema,
		list: listTaxonomies(),
		canRead: ( request, tax ) =>
			checkEditContext(
				request,
				() => userCan( request.user, tax.assignCap ),
				'rest_forbidden_context',
				'Sorry, you are not allowed to manage terms in this taxonomy.'
			),
		prepare: ( request, _slug, tax ) =>
			prepareTaxonomy( request, tax, request.params.context ?? 'view' ),
	} );
}
