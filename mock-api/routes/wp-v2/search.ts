import type { AppContext } from '../../context';
import { POST_TYPES } from '../../content/post-types';
import { TAXONOMIES } from '../../content/taxonomies';
import { postLink } from '../../content/permalinks';
import { queryPosts } from '../../store/post-query';
import { queryTerms } from '../../store/terms';
import { checkPageNumber, collection } from '../../rest/response';
import { collectionArgs, idList } from '../../rest/common-args';
import type { RestServer } from '../../rest/server';

const SEARCHABLE_TYPES = [ 'post', 'page' ];
const SEARCHABLE_TAXONOMIES = [ 'category', 'post_tag' ];

/** WP_REST_Search_Controller: published posts and pages (type=post) or terms (type=term). */
export function registerSearch( rest: RestServer, ctx: AppContext ): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/search',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					...collectionArgs(),
					context: {
						type: 'string',
						enum: [ 'view', 'embed' ],
						default: 'view',
					},
					type: {
						description:
							'Limit results to items of an object type.',
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
							enum: [
								...SEARCHABLE_TYPES,
								...SEARCHABLE_TAXONOMIES,
								'any',
							],
						},
						default: 'any',
					},
					exclude: idList(
						'Ensure result set excludes specific IDs.'
					),
					include: idList( 'Limit result set to specific IDs.' ),
				},
				permission: () => true,
				handler: ( request ) => {
					const p = request.params;
					const page = p.page ?? 1;
					const perPage = p.per_page ?? 10;
					const subtypes: string[] = [].concat( p.subtype ?? 'any' );
					const api = `${ request.origin }/wp-json/wp/v2`;
					const base = `${ api }/search`;
					if ( p.type === 'term' ) {
						const taxonomies = subtypes.includes( 'any' )
							? SEARCHABLE_TAXONOMIES
							: subtypes.filter( ( s ) =>
									SEARCHABLE_TAXONOMIES.includes( s )
								);
						const all = taxonomies.flatMap(
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
						checkPageNumber(
							page,
							all.length,
							perPage,
							'rest_search_invalid_page_number'
						);
						const items = all
							.slice( ( page - 1 ) * perPage, page * perPage )
							.map( ( term ) => ( {
								id: term.term_id,
								title: term.name,
								url: `${ request.origin }/${ term.taxonomy === 'post_tag' ? 'tag' : 'category' }/${ term.slug }/`,
								type: 'term',
								subtype: term.taxonomy,
								_links: {
									self: [
										{
											embeddable: true,
											href: `${ api }/${ TAXONOMIES[ term.taxonomy ].restBase }/${ term.term_id }`,
										},
									],
									about: [
										{
											href: `${ api }/taxonomies/${ term.taxonomy }`,
										},
									],
								},
							} ) );
						return collection(
							items,
							all.length,
							page,
							perPage,
							base
						);
					}
					if ( p.type === 'post-format' ) {
						return collection( [], 0, page, perPage, base );
					}
					const types = subtypes.includes( 'any' )
						? SEARCHABLE_TYPES
						: subtypes.filter( ( s ) =>
								SEARCHABLE_TYPES.includes( s )
							);
					const { rows, total } = queryPosts( ctx.db, {
						types: types.length ? types : [ 'none' ],
						statuses: [ 'publish' ],
						readable: {
							userId: 0,
							othersDrafts: false,
							othersPrivate: false,
						},
						search: p.search || undefined,
						include: p.include,
						exclude: p.exclude,
						orderby: 'date',
						order: 'desc',
						limit: perPage,
						offset: ( page - 1 ) * perPage,
					} );
					checkPageNumber(
						page,
						total,
						perPage,
						'rest_search_invalid_page_number'
					);
					const items = rows.map( ( post ) => ( {
						id: post.ID,
						title: post.post_title,
						url: postLink( request.origin, post ),
						type: 'post',
						subtype: post.post_type,
						_links: {
							self: [
								{
									embeddable: true,
									href: `${ api }/${ POST_TYPES[ post.post_type ].restBase }/${ post.ID }`,
								},
							],
							about: [
								{ href: `${ api }/types/${ post.post_type }` },
							],
						},
					} ) );
					return collection( items, total, page, perPage, base );
				},
			},
		],
	} );
}
