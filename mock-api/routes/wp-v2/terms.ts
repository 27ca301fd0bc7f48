import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import { userCanPost } from '../../auth/post-capabilities';
import { POST_TYPES } from '../../content/post-types';
import {
	createTermCap,
	type TaxonomyDefinition,
} from '../../content/taxonomies';
import { sanitizeTitle, uniqueSlug } from '../../content/slugs';
import { getSetting } from '../../content/settings';
import { getPost } from '../../store/posts';
import {
	deleteTerm,
	getTerm,
	getTermBySlug,
	insertTerm,
	queryTerms,
	updateTerm,
	type TermRow,
} from '../../store/terms';
import { RestError, forbidden } from '../../rest/errors';
import { checkPageNumber, collection, type Context } from '../../rest/response';
import { collectionArgs, contextArg, idList } from '../../rest/common-args';
import type { RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';
import { termArgs, termSchema } from './terms-schema';
import { prepareTerm } from './terms-prepare';

/** WP_REST_Terms_Controller for one taxonomy. */
export function registerTerms(
	rest: RestServer,
	ctx: AppContext,
	tax: TaxonomyDefinition
): void {
	const base = `/${ tax.restBase }`;
	const schema = () => termSchema( tax );
	const prepare = ( request: RestRequest, term: TermRow, context: Context ) =>
		prepareTerm( request, tax, term, context );
	const findTerm = ( id: unknown ) => {
		const term = getTerm( ctx.db, Number( id ) );
		if ( ! term || term.taxonomy !== tax.slug ) {
			throw new RestError(
				'rest_term_invalid',
				'Term does not exist.',
				404
			);
		}
		return term;
	};
	const checkParent = ( parent: unknown ) => {
		if (
			parent &&
			getTerm( ctx.db, Number( parent ) )?.taxonomy !== tax.slug
		) {
			throw new RestError(
				'rest_term_invalid',
				'Parent term does not exist.',
				400
			);
		}
	};
	const canEdit = ( request: RestRequest ) =>
		userCan( request.user, createTermCap( tax ) );

	rest.register( {
		namespace: 'wp/v2',
		route: base,
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
							'slug',
							'include_slugs',
							'term_group',
							'description',
							'count',
						],
					},
					hide_empty: { type: 'boolean', default: false },
					...( tax.hierarchical
						? { parent: { type: 'integer' } }
						: {} ),
					post: {
						description:
							'Limit result set to terms assigned to a specific post.',
						type: 'integer',
					},
					slug: { type: 'array', items: { type: 'string' } },
				},
				permission: ( request ) => {
					if (
						request.params.context === 'edit' &&
						! canEdit( request )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to edit terms in this taxonomy.',
							request.user
						);
					}
					if ( request.params.post ) {
						const post = getPost( ctx.db, request.params.post );
						const type = post && POST_TYPES[ post.post_type ];
						if ( ! post || ! type ) {
							return new RestError(
								'rest_post_invalid_id',
								'Invalid post ID.',
								400
							);
						}
						if (
							! userCanPost(
								request.user,
								'read_post',
								post,
								type
							)
						) {
							return forbidden(
								'rest_forbidden_context',
								'Sorry, you are not allowed to view terms for this post.',
								request.user
							);
						}
					}
					return true;
				},
				handler: ( request ) => {
					const p = request.params;
					const perPage = p.per_page ?? 10;
					const page = p.page ?? 1;
					const { rows, total } = queryTerms( ctx.db, {
						taxonomy: tax.slug,
						search: p.search,
						include: p.include,
						exclude: p.exclude,
						slugs: p.slug,
						parent: p.parent,
						post: p.post ?? undefined,
						hideEmpty: p.hide_empty,
						orderby:
							p.orderby === 'include_slugs'
								? 'slug'
								: ( p.orderby ?? 'name' ),
						order: p.order ?? 'asc',
						limit: perPage,
						offset: p.offset ?? ( page - 1 ) * perPage,
					} );
					checkPageNumber(
						page,
						total,
						perPage,
						'rest_term_invalid_page_number'
					);
					return collection(
						rows.map( ( t ) =>
							prepare( request, t, p.context ?? 'view' )
						),
						total,
						page,
						perPage,
						`${ request.origin }/wp-json/wp/v2${ base }`
					);
				},
			},
			{
				methods: [ 'POST' ],
				args: termArgs( tax, true ),
				permission: ( request ) =>
					canEdit( request ) ||
					forbidden(
						'rest_cannot_create',
						'Sorry, you are not allowed to create terms in this taxonomy.',
						request.user
					),
				handler: ( request ) => {
					const b = request.body;
					checkParent( b.parent );
					const parent = Number( b.parent ?? 0 );
					const existing = ctx.db
						.prepare(
							'SELECT term_id FROM terms WHERE taxonomy = ? AND name = ? AND parent = ?'
						)
						.get( tax.slug, b.name, parent ) as
						{ term_id: number } | undefined;
					if ( existing ) {
						throw new RestError(
							'term_exists',
							'A term with the name provided already exists with this parent.',
							400,
							{ term_id: existing.term_id }
						);
					}
					const wanted = sanitizeTitle( b.slug || b.name ) || 'term';
					if ( b.slug && getTermBySlug( ctx.db, tax.slug, wanted ) ) {
						throw new RestError(
							'duplicate_term_slug',
							`The slug "${ wanted }" is already in use by another term.`,
							400
						);
					}
					const slug = uniqueSlug(
						wanted,
						( s ) => !! getTermBySlug( ctx.db, tax.slug, s )
					);
					const id = insertTerm( ctx.db, {
						name: b.name,
						slug,
						taxonomy: tax.slug,
						description: b.description ?? '',
						parent,
					} );
					return {
						status: 201,
						data: prepare(
							request,
							getTerm( ctx.db, id )!,
							'edit'
						),
						headers: {
							Location: `${ request.origin }/wp-json/wp/v2${ base }/${ id }`,
						},
					};
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wp/v2',
		route: `${ base }/(?P<id>[\\d]+)`,
		schema,
		allowBatch: true,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: { type: 'integer' }, context: contextArg() },
				permission: ( request ) => {
					findTerm( request.params.id );
					if (
						request.params.context === 'edit' &&
						! canEdit( request )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to edit this term.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => ( {
					data: prepare(
						request,
						findTerm( request.params.id ),
						request.params.context ?? 'view'
					),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: termArgs( tax, false ),
				permission: ( request ) => {
					findTerm( request.params.id );
					return (
						canEdit( request ) ||
						forbidden(
							'rest_cannot_update',
							'Sorry, you are not allowed to edit this term.',
							request.user
						)
					);
				},
				handler: ( request ) => {
					const term = findTerm( request.params.id );
					const b = request.body;
					checkParent( b.parent );
					if ( b.parent && Number( b.parent ) === term.term_id ) {
						throw new RestError(
							'rest_term_invalid',
							'Parent term does not exist.',
							400
						);
					}
					let slug = term.slug;
					if ( b.slug !== undefined ) {
						slug = sanitizeTitle( b.slug ) || term.slug;
						const other = getTermBySlug( ctx.db, tax.slug, slug );
						if ( other && other.term_id !== term.term_id ) {
							throw new RestError(
								'duplicate_term_slug',
								`The slug "${ slug }" is already in use by another term.`,
								400
							);
						}
					}
					updateTerm( ctx.db, term.term_id, {
						name: b.name ?? term.name,
						slug,
						description: b.description ?? term.description,
						parent:
							b.parent !== undefined
								? Number( b.parent )
								: term.parent,
					} );
					return {
						data: prepare(
							request,
							findTerm( term.term_id ),
							'edit'
						),
					};
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {
					id: { type: 'integer' },
					force: {
						type: 'boolean',
						default: false,
						description:
							'Required to be true, as terms do not support trashing.',
					},
				},
				permission: ( request ) => {
					findTerm( request.params.id );
					return (
						userCan( request.user, tax.manageCap ) ||
						forbidden(
							'rest_cannot_delete',
							'Sorry, you are not allowed to delete this term.',
							request.user
						)
					);
				},
				handler: ( request ) => {
					const term = findTerm( request.params.id );
					if ( request.params.force !== true ) {
						throw new RestError(
							'rest_trash_not_implemented',
							"Terms do not support trashing. Set 'force' to true to delete.",
							501
						);
					}
					if (
						tax.slug === 'category' &&
						term.term_id ===
							getSetting( ctx.db, 'default_category' )
					) {
						throw new RestError(
							'rest_cannot_delete',
							'The term cannot be deleted.',
							400
						);
					}
					const previous = prepare( request, term, 'edit' );
					ctx.db.transaction( () => {
						ctx.db
							.prepare(
								'UPDATE terms SET parent = ? WHERE parent = ?'
							)
							.run( term.parent, term.term_id );
						deleteTerm( ctx.db, term.term_id );
					} )();
					return { data: { deleted: true, previous } };
				},
			},
		],
	} );
}
