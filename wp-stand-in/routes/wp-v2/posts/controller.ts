import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import type { RestServer } from '../../../../platform/rest/server';
import { postSchema } from './schema';
import { postsResource } from './resource';
import { createPost, listPosts } from './collection';
import { deletePost, editPost, readPost } from './item';

/** WP_REST_Posts_Controller for one post type: /wp/v2/<rest_base> and /wp/v2/<rest_base>/<id>. */
export function registerPostsController(
	rest: RestServer,
	ctx: AppContext,
	type: PostTypeDefinition
): void {
	const schema = () => postSchema( type );
	const posts = postsResource( ctx, type );
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ type.restBase }`,
		schema,
		allowBatch: true,
		endpoints: [ listPosts( posts ), createPost( posts ) ],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: `/${ type.restBase }/(?P<id>[\\d]+)`,
		schema,
		allowBatch: true,
		endpoints: [
			readPost( posts ),
			editPost( posts ),
			deletePost( posts ),
		],
	} );
}
