import type { TaxonomyDefinition } from '../../../../platform/content/taxonomies';
import { POST_TYPES } from '../../../../platform/content/post-types';
import { getPost } from '../../../../platform/store/posts';
import { queryTerms } from '../../../../platform/store/terms';
import { RestError, checkEditContext } from '../../../../platform/rest/errors';
import { collection, requestedPage } from '../../../../platform/rest/response';
import { sortedCollectionArgs, stringListArg } from '../../../rest/common-args';
import type {
	JsonSchema,
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import type { AppContext } from '../../../../platform/context';
import { allowPost } from '../common/post-permissions';
import type { TermsResource } from './resource';

function listArgs( tax: TaxonomyDefinition ): Record< string, JsonSchema > {
	return {
		...sortedCollectionArgs( [
			'id',
			'include',
			'name',
			'slug',
			'include_slugs',
			'term_group',
			'description',
			'count',
		] ),
		hide_empty: { type: 'boolean', default: false },
		...( tax.hierarchical ? { parent: { type: 'integer' } } : {} ),
		post: {
			description:
				'Limit result set to terms assigned to a specific post.',
			type: 'integer',
		},
		slug: stringListArg(),
	};
}

/** The terms of one post (`post=ID`) are listed only to those who may read that post. */
function canReadPostTerms(
	ctx: AppContext,
	request: RestRequest
): true | RestError {
	if ( ! request.params.post ) {
		return true;
	}
	const post = getPost( ctx.db, request.params.post );
	const type = post && POST_TYPES[ post.post_type ];
	if ( ! post || ! type ) {
		return new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 400 );
	}
	return allowPost( request, 'read_post', post, type, [
		'rest_forbidden_context',
		'Sorry, you are not allowed to view terms for this post.',
	] );
}

/** GET /wp/v2/<taxonomy>: a page of the taxonomy's terms, filtered and sorted. */
export function listTerms( terms: TermsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: listArgs( terms.tax ),
		permission: ( request ) => {
			const edit = checkEditContext(
				request,
				() => terms.canEdit( request ),
				'rest_forbidden_context',
				'Sorry, you are not allowed to edit terms in this taxonomy.'
			);
			return edit === true
				? canReadPostTerms( terms.ctx, request )
				: edit;
		},
		handler: ( request ) => {
			const p = request.params;
			const { page, perPage, offset } = requestedPage( p );
			const { rows, total } = queryTerms( terms.ctx.db, {
				taxonomy: terms.tax.slug,
				search: p.search,
				include: p.include,
				exclude: p.exclude,
				slugs: p.slug,
				// Only a hierarchical taxonomy declares `parent`; another ignores it, as WordPress.
				parent: terms.tax.hierarchical ? p.parent : undefined,
				post: p.post ?? undefined,
				hideEmpty: p.hide_empty,
				orderby:
					p.orderby === 'include_slugs'
						? 'slug'
						: ( p.orderby ?? 'name' ),
				order: p.order ?? 'asc',
				limit: perPage,
				offset,
			} );
			return collection( {
				items: rows.map( ( term ) =>
					terms.prepare( request, term, p.context ?? 'view' )
				),
				total,
				page,
				perPage,
				baseUrl: terms.url( request ),
				invalidPageCode: 'rest_term_invalid_page_number',
			} );
		},
	};
}
