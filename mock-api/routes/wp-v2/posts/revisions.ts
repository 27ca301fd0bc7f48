import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { userCanPost } from '../../../auth/post-capabilities';
import { deletePostRow, getPost } from '../../../store/posts';
import { RestError, forbidden } from '../../../rest/errors';
import { checkPageNumber, collection } from '../../../rest/response';
import { collectionArgs, contextArg } from '../../../rest/common-args';
import type { RestRequest } from '../../../rest/types';
import type { RestServer } from '../../../rest/server';
import { findParent } from './parent';
import { revisionsOf } from './revision-store';
import { prepareRevision, revisionSchema } from './revision-prepare';

/** WP_REST_Revisions_Controller: /wp/v2/<rest_base>/<parent>/revisions[/<id>]. */
export function registerRevisions(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const base = `/${ type.restBase }/(?P<parent>[\\d]+)/revisions`;
	const schema = () => revisionSchema( type, false );
	const canRead = ( request: RestRequest ) => {
		const parent = findParent( ctx, request.params.parent, type );
		if ( ! userCanPost( request.user, 'edit_post', parent, type ) ) {
			return forbidden(
				'rest_cannot_read',
				'Sorry, you are not allowed to view revisions of this post.',
				request.user
			);
		}
		return true as const;
	};
	const findRevision = ( request: RestRequest ) => {
		const parent = findParent( ctx, request.params.parent, type );
		const revision = getPost( ctx.db, Number( request.params.id ) );
		if (
			! revision ||
			revision.post_type !== 'revision' ||
			revision.post_parent !== parent.ID
		) {
			throw new RestError(
				'rest_post_invalid_id',
				'Invalid revision ID.',
				404
			);
		}
		return revision;
	};

	rest.register( {
		namespace: 'wp/v2',
		route: base,
		schema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					parent: {
						description: 'The ID for the parent of the revision.',
						type: 'integer',
					},
					...collectionArgs(),
					order: {
						type: 'string',
						default: 'desc',
						enum: [ 'asc', 'desc' ],
					},
				},
				permission: canRead,
				handler: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					let revisions = revisionsOf( ctx, parent.ID );
					if ( request.params.order === 'asc' ) {
						revisions = revisions.reverse();
					}
					const perPage = request.params.per_page ?? 10;
					const page = request.params.page ?? 1;
					checkPageNumber(
						page,
						revisions.length,
						perPage,
						'rest_revision_invalid_page_number'
					);
					const items = revisions
						.slice( ( page - 1 ) * perPage, page * perPage )
						.map( ( r ) =>
							prepareRevision(
								ctx,
								request,
								r,
								type,
								request.params.context ?? 'view',
								false
							)
						);
					return collection(
						items,
						revisions.length,
						page,
						perPage,
						`${ request.origin }/wp-json/wp/v2/${ type.restBase }/${ parent.ID }/revisions`
					);
				},
			},
		],
	} );

	rest.register( {
		namespace: 'wp/v2',
		route: `${ base }/(?P<id>[\\d]+)`,
		schema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					parent: { type: 'integer' },
					id: { type: 'integer' },
					context: contextArg(),
				},
				permission: canRead,
				handler: ( request ) => ( {
					data: prepareRevision(
						ctx,
						request,
						findRevision( request ),
						type,
						request.params.context ?? 'view',
						false
					),
				} ),
			},
			{
				methods: [ 'DELETE' ],
				args: {
					parent: { type: 'integer' },
					id: { type: 'integer' },
					force: {
						description:
							'Required to be true, as revisions do not support trashing.',
						type: 'boolean',
						default: false,
					},
				},
				permission: ( request ) => {
					const parent = findParent(
						ctx,
						request.params.parent,
						type
					);
					if (
						! userCanPost(
							request.user,
							'delete_post',
							parent,
							type
						)
					) {
						return forbidden(
							'rest_cannot_delete',
							'Sorry, you are not allowed to delete this revision.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const revision = findRevision( request );
					if ( request.params.force !== true ) {
						throw new RestError(
							'rest_trash_not_supported',
							"Revisions do not support trashing. Set 'force' to true to delete.",
							501
						);
					}
					const previous = prepareRevision(
						ctx,
						request,
						revision,
						type,
						'edit',
						false
					);
					deletePostRow( ctx.db, revision.ID );
					return { data: { deleted: true, previous } };
				},
			},
		],
	} );
}
