import type { AppContext } from '../../../platform/context';
import { POST_TYPES } from '../../../platform/content/post-types';
import { TAXONOMIES } from '../../../platform/content/taxonomies';
import { postLink } from '../../../platform/content/permalinks';
import { queryPosts } from '../../../platform/store/post-query';
import { queryTerms } from '../../../platform/store/terms';
import {
	collection,
	listPage,
	requestedPage,
} from '../../../platform/rest/response';
import { collectionArgs, idFilterArgs } from '../../rest/common-args';
import type { JsonSchema, RestRequest } from '../../../platform/rest/types';
import type { RestServer } from '../../../platform/rest/server';
import { termLink } from './terms/prepare';

const SEARCHABLE_TYPES = [ 'post', 'page' ];
const SEARCHABLE_TAXONOMIES = [ 'category', 'post_tag' ];

/** The collection args, the kind of item searched for, and IDs to include or exclude. */
function searchArgs(): Record< string, JsonSchema > {
	return {
		...collectionArgs(),
		context: {
			type: 'string',
			enum: [ 'view', 'embed' ],
			default: 'view',
		},
		type: {
			description: 'Limit results to items of an object type.',
			type: 'string',
			enum: [ 'post', 'term', 'post-format' ],
			default: 'post',
		},
		subtype: {
			description:
				'Limit results to items of one or more object subtypes.',
			type: 'array',
			items: {
				type: 'string',
				enum: [ ...SEARCHABLE_TYPES, ...SEARCHABLE_TAXONOMIES, 'any' ],
			},
			default: 'any',
		},
		...idFilterArgs(),
	};
}

interface SearchResult {
	id: number;
	title: string;
	url: string;
	/** `post` for a post (its type is the subtype); a term's taxonomy for a term, with no subtype. */
	type: string;
	subtype?: string;
	/** The found item's own REST address, embeddable. */
	self: string;
	/** Its type's or taxonomy's REST address. */
	about: string;
}

/** A search result as WordPress shows it: the item's address, and links to it and to its kind. */
function searchResult( { self, about, ...result }: SearchResult ) {
	return {
		...result,
		_links: {
			self: [ { embeddable: true, href: self } ],
			about: [ { href: about } ],
		},
	};
}

/** The subtypes asked for among those searchable (all of them for `any`). */
function subtypesAsked( request: RestRequest, searchable: string[] ) {
	const subtypes: string[] = [].concat( request.params.subtype ?? 'any' );
	return subtypes.includes( 'any' )
		? searchable
		: subtypes.filter( ( s ) => searchable.includes( s ) );
}

/** Terms of the searchable taxonomies whose name matches, by name. */
function searchTerms( ctx: AppContext, request: RestRequest ) {
	const p = request.params;
	const api = `${ request.origin }/wp-json/wp/v2`;
	const all = subtypesAsked( request, SEARCHABLE_TAXONOMIES ).flatMap(
		( taxonomy ) =>
			queryTerms( ctx.db, {
				taxonomy,
				search: p.search,
				include: p.include,
				exclude: p.exclude,
				orderby: 'name',
				order: 'asc',
				limit: 1000,
				offset: 0,
			} ).rows
	);
	return listPage(
		all,
		p,
		( term ) =>
			searchResult( {
				id: term.term_id,
				title: term.name,
				url: termLink(
					request.origin,
					TAXONOMIES[ term.taxonomy ],
					term
				),
				type: term.taxonomy,
				self: `${ api }/${ TAXONOMIES[ term.taxonomy ].restBase }/${ term.term_id }`,
				about: `${ api }/taxonomies/${ term.taxonomy }`,
			} ),
		{
			baseUrl: `${ api }/search`,
			invalidPageCode: 'rest_search_invalid_page_number',
		}
	);
}

/** Published posts and pages whose text matches, newest first. */
function searchPosts( ctx: AppContext, request: RestRequest ) {
	const p = request.params;
	const api = `${ request.origin }/wp-json/wp/v2`;
	const { page, perPage } = requestedPage( p );
	const types = subtypesAsked( request, SEARCHABLE_TYPES );
	const { rows, total } = queryPosts( ctx.db, {
		types: types.length ? types : [ 'none' ],
		statuses: [ 'publish' ],
		readable: {
			userId: 0,
			othersDrafts: false,
			othersPrivate: false,
		},
		search: p.search || undefined,
		searchSkipsProtected: ! request.user,
		include: p.include,
		exclude: p.exclude,
		orderby: 'date',
		order: 'desc',
		limit: perPage,
		offset: ( page - 1 ) * perPage,
	} );
	return collection( {
		items: rows.map( ( post ) =>
			searchResult( {
				id: post.ID,
				title: post.post_title,
				url: postLink( request.origin, post ),
				type: 'post',
				subtype: post.post_type,
				self: `${ api }/${ POST_TYPES[ post.post_type ].restBase }/${ post.ID }`,
				about: `${ api }/types/${ post.post_type }`,
			} )
		),
		total,
		page,
		perPage,
		baseUrl: `${ api }/search`,
		invalidPageCode: 'rest_search_invalid_page_number',
	} );
}

/** WP_REST_Search_Controller: published posts and pages (type=post) or terms (type=term). */
export function registerSearch( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/search',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: searchArgs(),
				permission: () => true,
				handler: ( request ) => {
					if ( request.params.type === 'term' ) {
						return searchTerms( ctx, request );
					}
					if ( request.params.type === 'post-format' ) {
						// This site has no post formats to find.
						return listPage( [], request.params, ( item ) => item, {
							baseUrl: `${ request.origin }/wp-json/wp/v2/search`,
							invalidPageCode: 'rest_search_invalid_page_number',
						} );
					}
					return searchPosts( ctx, request );
				},
			},
		],
	} );
}
