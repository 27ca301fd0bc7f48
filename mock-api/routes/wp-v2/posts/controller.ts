import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { userCan } from '../../../auth/capabilities';
import { userCanPost } from '../../../auth/post-capabilities';
import { deletePostRow, getPost } from '../../../store/posts';
import { trashPost } from '../../../content/trash';
import { queryPosts } from '../../../store/post-query';
import { queryTerms } from '../../../store/terms';
import { RestError, forbidden } from '../../../rest/errors';
import {
	checkPageNumber,
	collection,
	type Context,
} from '../../../rest/response';
import { contextArg } from '../../../rest/common-args';
import type { RestRequest, RestRouteDefinition } from '../../../rest/types';
import type { RestServer } from '../../../rest/server';
import { postSchema, writableArgs } from './schema';
import { preparePost } from './prepare';
import { preparePostWrite, writePost } from './save';
import { findPost } from './lookup';
import { postCollectionArgs, postQuery } from './collection-query';

const ID = '(?P<id>[\\d]+)';

/** What a post looks like in this request's context, with its terms looked up. */
export function postResponder( ctx: AppContext, type: PostTypeDefinition ) {
	return ( request: RestRequest, id: number, context: Context ) => {
		const post = getPost( ctx.db, id )!;
		const termsOf = ( taxonomy: string ) =>
			queryTerms( ctx.db, {
				taxonomy,
				post: id,
				orderby: 'name',
				order: 'asc',
				limit: 1000,
				offset: 0,
			} ).rows;
		return preparePost( ctx, request, post, type, context, termsOf );
	};
}

/** WP_REST_Posts_Controller for one post type: /wp/v2/<rest_base> and /wp/v2/<rest_base>/<id>. */
export function registerPostsController(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const schema = () => postSchema( type );
	const respond = postResponder( ctx, type );
	const base = `/${ type.restBase }`;
	const caps = type.cap;

	const collectionRoute: RestRouteDefinition = {
		namespace: 'wp/v2',
		route: base,
		schema,
		allowBatch: true,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: postCollectionArgs( type ),
				permission: ( request ) => {
					if (
						request.params.context === 'edit' &&
						! userCan( request.user, caps.edit_posts )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to edit posts in this post type.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const query = postQuery( ctx, request, type );
					const { rows, total } = queryPosts( ctx.db, query );
					checkPageNumber(
						request.params.page ?? 1,
						total,
						query.limit,
						'rest_post_invalid_page_number'
					);
					const items = rows.map( ( row ) =>
						respond(
							request,
							row.ID,
							request.params.context ?? 'view'
						)
					);
					const {
						context: _c,
						_fields: _f,
						_embed: _e,
						_wpnonce: _n,
						_locale: _l,
						...params
					} = request.params;
					void _c;
					void _f;
					void _e;
					void _n;
					void _l;
					return collection(
						items,
						total,
						request.params.page ?? 1,
						query.limit,
						`${ request.origin }/wp-json/wp/v2${ base }`,
						params
					);
				},
			},
			{
				methods: [ 'POST' ],
				args: writableArgs( schema() ),
				permission: ( request ) => {
					if ( request.body.id ) {
						return new RestError(
							'rest_post_exists',
							'Cannot create existing post.',
							400
						);
					}
					if ( ! userCan( request.user, caps.create_posts ) ) {
						return forbidden(
							'rest_cannot_create',
							'Sorry, you are not allowed to create posts as this user.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const prepared = preparePostWrite( ctx, request, type );
					const id = writePost(
						ctx,
						prepared,
						undefined,
						request.user!.id
					);
					const location = `${ request.origin }/wp-json/wp/v2${ base }/${ id }`;
					return {
						status: 201,
						data: respond( request, id, 'edit' ),
						headers: { Location: location },
					};
				},
			},
		],
	};

	const itemRoute: RestRouteDefinition = {
		namespace: 'wp/v2',
		route: `${ base }/${ ID }`,
		schema,
		allowBatch: true,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {
					id: {
						description: 'Unique identifier for the post.',
						type: 'integer',
					},
					context: contextArg(),
					password: {
						description:
							'The password for the post if it is password protected.',
						type: 'string',
					},
				},
				permission: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
					if (
						request.params.context === 'edit' &&
						! userCanPost( request.user, 'edit_post', post, type )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to edit this post.',
							request.user
						);
					}
					if (
						! userCanPost( request.user, 'read_post', post, type )
					) {
						return forbidden(
							'rest_forbidden',
							'Sorry, you are not allowed to do that.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => ( {
					data: respond(
						request,
						Number( request.params.id ),
						request.params.context ?? 'view'
					),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: writableArgs( schema() ),
				permission: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
					if (
						! userCanPost( request.user, 'edit_post', post, type )
					) {
						return forbidden(
							'rest_cannot_edit',
							'Sorry, you are not allowed to edit this post.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) => {
					const existing = findPost( ctx, request.params.id, type );
					const prepared = preparePostWrite(
						ctx,
						request,
						type,
						existing
					);
					writePost( ctx, prepared, existing, request.user!.id );
					return { data: respond( request, existing.ID, 'edit' ) };
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {
					id: {
						description: 'Unique identifier for the post.',
						type: 'integer',
					},
					force: {
						description:
							'Whether to bypass Trash and force deletion.',
						type: 'boolean',
						default: false,
					},
				},
				permission: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
					if (
						! userCanPost( request.user, 'delete_post', post, type )
					) {
						return forbidden(
							'rest_cannot_delete',
							'Sorry, you are not allowed to delete this post.',
							request.user
						);
					}
					return true;
				},
				handler: ( request ) =>
					deletePost( ctx, request, type, respond ),
			},
		],
	};

	rest.register( collectionRoute );
	rest.register( itemRoute );
}

/** delete_item(): to the trash, or for good with `force`. */
export function deletePost(
	ctx: AppContext,
	request: RestRequest,
	type: PostTypeDefinition,
	respond: ReturnType< typeof postResponder >
) {
	const post = findPost( ctx, request.params.id, type );
	const supportsTrash = type.slug !== 'attachment';
	if (
		request.params.force === true ||
		String( request.params.force ) === 'true'
	) {
		const previous = respond( { ...request }, post.ID, 'edit' );
		ctx.db.transaction( () => {
			ctx.db
				.prepare(
					"DELETE FROM posts WHERE post_parent = ? AND post_type = 'revision'"
				)
				.run( post.ID );
			ctx.db
				.prepare(
					'UPDATE posts SET post_parent = 0 WHERE post_parent = ?'
				)
				.run( post.ID );
			deletePostRow( ctx.db, post.ID );
		} )();
		return { data: { deleted: true, previous } };
	}
	if ( ! supportsTrash ) {
		throw new RestError(
			'rest_trash_not_supported',
			"The post does not support trashing. Set 'force' to true to delete.",
			501
		);
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
