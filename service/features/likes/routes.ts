import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import type { JsonSchema, RestRequest } from '../../../platform/rest/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { mysqlGmt } from '../../../platform/content/dates';
import { likeablePost } from './likeable';
import { addLike, likeCount, removeLike, userLikes } from '../../store/likes';

/** The shape WordPress.com's likes endpoints answer with (`/sites/$site/posts/$id/likes`). */
interface LikesResponse {
	post_ID: number;
	like_count: number;
	i_like: boolean;
}

function postOf( ctx: AppContext, request: RestRequest ) {
	const result = likeablePost( ctx.db, Number( request.params.id ) );
	if ( result.ok ) {
		return result.post;
	}
	throw result.reason === 'missing'
		? new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 )
		: new RestError(
				'rest_likes_disabled',
				'Likes are turned off for this post.',
				403
			);
}

function likes( ctx: AppContext, request: RestRequest ): LikesResponse {
	const post = postOf( ctx, request );
	return {
		post_ID: post.ID,
		like_count: likeCount( ctx.db, post.ID ),
		i_like:
			!! request.user && userLikes( ctx.db, post.ID, request.user.id ),
	};
}

/** Any signed-in user who can read the site may like (a subscriber included). */
function canLike( request: RestRequest ): true | RestError {
	if ( ! request.user ) {
		return new RestError(
			'rest_not_logged_in',
			'You must be signed in to like posts.',
			401
		);
	}
	return requireCapability(
		'read',
		'rest_forbidden',
		'Sorry, you are not allowed to like posts.'
	)( request );
}

function likesSchema(): JsonSchema {
	return {
		$schema: 'http://json-schema.org/draft-04/schema#',
		title: 'post-likes',
		type: 'object',
		properties: {
			post_ID: {
				description: 'The liked post.',
				type: 'integer',
				readonly: true,
			},
			like_count: {
				description: 'How many people like the post.',
				type: 'integer',
				readonly: true,
			},
			i_like: {
				description: 'Whether the current user likes the post.',
				type: 'boolean',
				readonly: true,
			},
		},
	};
}

/**
 * `/wpcom/v2/posts/<id>/likes`: GET the count (anyone, for a published post with likes on),
 * POST to like and DELETE to unlike (signed in; cookie requests need the REST nonce like every
 * write). Liking twice or unliking a post one does not like changes nothing.
 */
export function registerLikesRoutes( rest: RestServer, ctx: AppContext ): void {
	const args = { id: { type: 'integer', description: 'The post ID.' } };
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/posts/(?P<id>[\\d]+)/likes',
		schema: likesSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args,
				permission: () => true,
				handler: ( request ) => ( { data: likes( ctx, request ) } ),
			},
			{
				methods: [ 'POST' ],
				args,
				permission: canLike,
				handler: ( request ) => {
					const post = postOf( ctx, request );
					addLike( ctx.db, post.ID, request.user!.id, mysqlGmt() );
					return { data: likes( ctx, request ) };
				},
			},
			{
				methods: [ 'DELETE' ],
				args,
				permission: canLike,
				handler: ( request ) => {
					const post = postOf( ctx, request );
					removeLike( ctx.db, post.ID, request.user!.id );
					return { data: likes( ctx, request ) };
				},
			},
		],
	} );
}
