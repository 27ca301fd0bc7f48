import { trashPost } from '../../../content/trash';
import {
	deletePostRow,
	releasePostChildren,
} from '../../../../platform/store/posts';
import { RestError } from '../../../../platform/rest/errors';
import { contextArg, forceArg } from '../../../rest/common-args';
import { writableArgs } from '../../../../platform/rest/schema';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { canReadPost, requirePostCapability } from '../common/post-permissions';
import { postSchema } from './schema';
import { preparePostWrite, writePost } from './save';
import { notifyIfFirstPublished } from '../../../../service/features/subscriptions/notify';
import { shareIfFirstPublished } from '../../../../service/features/publicize/share';
import type { PostsResource } from './resource';

const ID_ARG = {
	description: 'Unique identifier for the post.',
	type: 'integer',
};

/** GET /wp/v2/<rest_base>/<id>: one post the user may read. */
export function readPost( posts: PostsResource ): RestEndpoint {
	const { type, respond } = posts;
	return {
		methods: [ 'GET' ],
		args: {
			id: ID_ARG,
			context: contextArg(),
			password: {
				description:
					'The password for the post if it is password protected.',
				type: 'string',
			},
		},
		permission: ( request ) =>
			canReadPost( posts.ctx.db, request, posts.find( request ), type ),
		handler: ( request ) => {
			const data = respond(
				request,
				Number( request.params.id ),
				request.params.context ?? 'view'
			);
			// The page a viewable post is shown on, as WordPress's link header names it.
			return type.viewable && typeof data.link === 'string'
				? {
						data,
						headers: {
							Link: `<${ data.link }>; rel="alternate"; type=text/html`,
						},
					}
				: { data };
		},
	};
}

/** POST, PUT or PATCH /wp/v2/<rest_base>/<id>: changes what is sent, keeps the rest. */
export function editPost( posts: PostsResource ): RestEndpoint {
	const { ctx, type, respond } = posts;
	return {
		methods: [ 'POST', 'PUT', 'PATCH' ],
		args: writableArgs( postSchema( type ) ),
		permission: requirePostCapability( posts.find, type, 'edit_post' ),
		handler: ( request ) => {
			const existing = posts.find( request );
			const prepared = preparePostWrite( ctx, request, type, existing );
			writePost( ctx, prepared, existing, request.user!.id );
			void notifyIfFirstPublished(
				ctx,
				existing.ID,
				existing.post_status
			);
			shareIfFirstPublished( ctx, existing.ID, existing.post_status );
			return { data: respond( request, existing.ID, 'edit' ) };
		},
	};
}

/** delete_item(): to the trash, or for good (with its revisions) with `force`. */
function deleteOrTrash( posts: PostsResource, request: RestRequest ) {
	const { ctx, respond } = posts;
	const post = posts.find( request );
	if (
		request.params.force === true ||
		String( request.params.force ) === 'true'
	) {
		const previous = respond( { ...request }, post.ID, 'edit' );
		ctx.db.transaction( () => {
			releasePostChildren( ctx.db, post.ID );
			deletePostRow( ctx.db, post.ID );
		} )();
		return { data: { deleted: true, previous } };
	}
	if ( post.post_status === 'trash' ) {
		throw new RestError(
			'rest_already_trashed',
			'The post has already been deleted.',
			410
		);
	}
	trashPost( ctx.db, post );
	return { data: respond( request, post.ID, 'edit' ) };
}

/** DELETE /wp/v2/<rest_base>/<id>: to the trash, or for good with `force`. */
export function deletePost( posts: PostsResource ): RestEndpoint {
	return {
		methods: [ 'DELETE' ],
		args: {
			id: ID_ARG,
			force: forceArg(
				'Whether to bypass Trash and force deletion.',
				true
			),
		},
		permission: requirePostCapability(
			posts.find,
			posts.type,
			'delete_post'
		),
		handler: ( request ) => deleteOrTrash( posts, request ),
	};
}
