import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { deletePostRow, getPost } from '../../../../platform/store/posts';
import { RestError } from '../../../../platform/rest/errors';
import { listPage } from '../../../../platform/rest/response';
import {
	collectionArgs,
	contextArg,
	forceArg,
	orderArg,
} from '../../../rest/common-args';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import type { RestServer } from '../../../../platform/rest/server';
import { revisionsOf } from '../../../content/revisions';
import {
	canReadRevisions,
	registerRevisionRoutes,
	requireParentCapability,
	revisionsResource,
	type RevisionsResource,
} from './resource';

const ITEM_ARGS = { parent: { type: 'integer' }, id: { type: 'integer' } };

/** The revision the URL names: one of its parent's, or WordPress's rest_post_invalid_id. */
function findRevision( revisions: RevisionsResource, request: RestRequest ) {
	const parent = revisions.parent( request );
	const revision = getPost( revisions.ctx.db, Number( request.params.id ) );
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
}

/** GET .../revisions: a page of the post's revisions, newest first unless `order=asc`. */
function listRevisions( revisions: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: {
			parent: {
				description: 'The ID for the parent of the revision.',
				type: 'integer',
			},
			...collectionArgs(),
			order: orderArg( 'desc' ),
		},
		permission: canReadRevisions( revisions ),
		handler: ( request ) => {
			const parent = revisions.parent( request );
			let all = revisionsOf( revisions.ctx, parent.ID );
			if ( request.params.order === 'asc' ) {
				all = all.reverse();
			}
			return listPage(
				all,
				request.params,
				( revision ) =>
					revisions.respond(
						request,
						revision,
						request.params.context ?? 'view'
					),
				{
					baseUrl: `${ request.origin }/wp-json/wp/v2/${ revisions.type.restBase }/${ parent.ID }/revisions`,
					invalidPageCode: 'rest_revision_invalid_page_number',
				}
			);
		},
	};
}

/** GET .../revisions/<id>: one revision. */
function readRevision( revisions: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { ...ITEM_ARGS, context: contextArg() },
		permission: canReadRevisions( revisions ),
		handler: ( request ) => ( {
			data: revisions.respond(
				request,
				findRevision( revisions, request ),
				request.params.context ?? 'view'
			),
		} ),
	};
}

/** DELETE .../revisions/<id>?force=true: revisions have no trash. */
function deleteRevision( revisions: RevisionsResource ): RestEndpoint {
	return {
		methods: [ 'DELETE' ],
		args: {
			...ITEM_ARGS,
			force: forceArg(
				'Required to be true, as revisions do not support trashing.',
				true
			),
		},
		permission: requireParentCapability( revisions, 'delete_post', [
			'rest_cannot_delete',
			'Sorry, you are not allowed to delete this revision.',
		] ),
		handler: ( request ) => {
			const revision = findRevision( revisions, request );
			if ( request.params.force !== true ) {
				throw new RestError(
					'rest_trash_not_supported',
					"Revisions do not support trashing. Set 'force' to true to delete.",
					501
				);
			}
			const previous = revisions.respond( request, revision, 'edit' );
			deletePostRow( revisions.ctx.db, revision.ID );
			return { data: { deleted: true, previous } };
		},
	};
}

/** WP_REST_Revisions_Controller: /wp/v2/<rest_base>/<parent>/revisions[/<id>]. */
export function registerRevisions(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const revisions = revisionsResource( ctx, type, false );
	registerRevisionRoutes( rest, revisions, {
		collection: [ listRevisions( revisions ) ],
		item: [ readRevision( revisions ), deleteRevision( revisions ) ],
	} );
}
