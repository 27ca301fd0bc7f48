import type { AppContext } from '../../../context';
import type { PostTypeDefinition } from '../../../content/post-types';
import { getPost, type PostRow } from '../../../store/posts';
import { RestError } from '../../../rest/errors';

/** get_parent() of the revisions and autosaves controllers. */
export function findParent(
	ctx: AppContext,
	id: unknown,
	type: PostTypeDefinition
): PostRow {
	const post = getPost( ctx.db, Number( id ) );
	if ( ! post || post.post_type !== type.slug ) {
		throw new RestError(
			'rest_post_invalid_parent',
			'Invalid post parent ID.',
			404
		);
	}
	return post;
}
