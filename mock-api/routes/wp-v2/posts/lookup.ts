import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { getPost, publishDuePosts, type PostRow } from '../../../store/posts';
import { mysqlGmt } from '../../../content/dates';
import { RestError } from '../../../rest/errors';

/** get_post() for the endpoint's type, or WordPress's rest_post_invalid_id. */
export function findPost(
	ctx: AppContext,
	id: unknown,
	type: PostTypeDefinition
): PostRow {
	publishDuePosts( ctx.db, mysqlGmt() );
	const post = getPost( ctx.db, Number( id ) );
	if ( ! post || post.post_type !== type.slug || Number( id ) <= 0 ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return post;
}
