import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { publishDuePostsAndNotify } from '../../../features/subscriptions/notify';
import { getPost, type PostRow } from '../../../store/posts';
import { RestError } from '../../../rest/errors';

/** get_post() for the endpoint's type, or WordPress's rest_post_invalid_id. */
export function findPost(
	ctx: AppContext,
	id: unknown,
	type: PostTypeDefinition
): PostRow {
	publishDuePostsAndNotify( ctx );
	const post = getPost( ctx.db, Number( id ) );
	if ( ! post || post.post_type !== type.slug || Number( id ) <= 0 ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return post;
}
