import { userCan } from '../../../../platform/auth/capabilities';
import { queryPosts } from '../../../../platform/store/post-query';
import {
	RestError,
	checkEditContext,
	forbidden,
} from '../../../../platform/rest/errors';
import { collection, fieldIncluded } from '../../../../platform/rest/response';
import { writableArgs } from '../../../../platform/rest/schema';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { listedInCollection } from '../common/post-permissions';
import { postSchema } from './schema';
import { preparePostWrite, writePost } from './save';
import { notifyIfFirstPublished } from '../../../../service/features/subscriptions/notify';
import { shareIfFirstPublished } from '../../../../service/features/publicize/share';
import { postCollectionArgs, postQuery } from './collection-query';
import type { PostsResource } from './resource';
import { created } from '../common/created';

/** The request's own filters, which the prev and next links repeat (not how the answer is shaped). */
function linkParams( request: RestRequest ): Record< string, unknown > {
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
	return params;
}

/** GET /wp/v2/<rest_base>: a page of the posts the user may read, filtered and sorted. */
export function listPosts( posts: PostsResource ): RestEndpoint {
	const { ctx, type, respond } = posts;
	return {
		methods: [ 'GET' ],
		args: postCollectionArgs( type ),
		permission: ( request ) =>
			checkEditContext(
				request,
				() => userCan( request.user, type.cap.edit_posts ),
				'rest_forbidden_context',
				'Sorry, you are not allowed to edit posts in this post type.'
			),
		handler: ( request ) => {
			const query = postQuery( ctx, request, type );
			const context = request.params.context ?? 'view';
			// The rows' text is read only when the response shows it or an excerpt made from it.
			const { rows, total } = queryPosts( ctx.db, query, {
				content: [ 'content', 'excerpt' ].some( ( field ) =>
					fieldIncluded(
						field,
						postSchema( type ),
						context,
						request.params._fields
					)
				),
			} );
			// As WordPress does, the total still counts the rows left out here.
			return collection( {
				items: rows
					.filter( ( row ) =>
						listedInCollection( ctx.db, request, row, type )
					)
					.map( ( row ) => respond( request, row.ID, context, row ) ),
				total,
				page: request.params.page ?? 1,
				perPage: query.limit,
				baseUrl: `${ request.origin }/wp-json/wp/v2/${ type.restBase }`,
				params: linkParams( request ),
				invalidPageCode: 'rest_post_invalid_page_number',
			} );
		},
	};
}

/** POST /wp/v2/<rest_base>: a new post, by a user who may create posts of the type. */
export function createPost( posts: PostsResource ): RestEndpoint {
	const { ctx, type, respond } = posts;
	return {
		methods: [ 'POST' ],
		args: writableArgs( postSchema( type ) ),
		permission: ( request ) => {
			if ( request.body.id ) {
				return new RestError(
					'rest_post_exists',
					'Cannot create existing post.',
					400
				);
			}
			return (
				userCan( request.user, type.cap.create_posts ) ||
				forbidden(
					'rest_cannot_create',
					'Sorry, you are not allowed to create posts as this user.',
					request.user
				)
			);
		},
		handler: ( request ) => {
			const prepared = preparePostWrite( ctx, request, type );
			const id = writePost( ctx, prepared, undefined, request.user!.id );
			void notifyIfFirstPublished( ctx, id, undefined );
			shareIfFirstPublished( ctx, id, undefined );
			return created(
				request,
				type.restBase,
				id,
				respond( request, id, 'edit' )
			);
		},
	};
}
