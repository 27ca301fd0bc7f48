import type { AppContext } from '../../../../platform/context';
import type { PostTypeDefinition } from '../../../../platform/content/post-types';
import { publishDuePostsAndNotify } from '../../../../service/features/subscriptions/notify';
import { shareIfFirstPublished } from '../../../../service/features/publicize/share';
import { getPost, type PostRow } from '../../../../platform/store/posts';
import { RestError } from '../../../../platform/rest/errors';

/** get_post() for the endpoint's type, or WordPress's rest_post_invalid_id. */
export function findPost(
	ctx: AppContext,
	id: unknown,
	type: PostTypeDefinition
): PostRow {
	for ( const due of publishDuePostsAndNotify( ctx ) ) {
		shareIfFirstPublished( ctx, due, 'future' );
	}
	const post = getPost( ctx.db, Number( id ) );
	if ( ! post || post.post_type !== type.slug || Number( id ) <= 0 ) {
		throw new RestError( 'rest_post_invalid_id', 'Invalid post ID.', 404 );
	}
	return post;
}
