import type { Db } from '../../../platform/store/db';
import { getPost, type PostRow } from '../../../platform/store/posts';
import { fieldsFor } from '../../../platform/content/registered-meta';
import { readExtras } from '../../../platform/content/post-extras';

export type LikeableResult =
	{ ok: true; post: PostRow } | { ok: false; reason: 'missing' | 'disabled' };

/** Post types whose posts can be liked: those with the `jetpack_likes_enabled` field. */
function typeSupportsLikes( postType: string ): boolean {
	return 'jetpack_likes_enabled' in fieldsFor( postType );
}

/** Whether the post shows its Like button (published, a type with likes, likes turned on). */
export function likesEnabled( db: Db, post: PostRow ): boolean {
	return (
		post.post_status === 'publish' &&
		typeSupportsLikes( post.post_type ) &&
		readExtras( db, post.ID, post.post_type ).fields
			.jetpack_likes_enabled !== false
	);
}

/**
 * The post a like is for. Posts a visitor cannot see (drafts, private, trash) are `missing`,
 * like unknown IDs, so that the likes routes reveal nothing about them.
 *
 * @param db     The site database.
 * @param postId The post ID from the request.
 */
export function likeablePost( db: Db, postId: number ): LikeableResult {
	const post = getPost( db, postId );
	if (
		! post ||
		post.post_status !== 'publish' ||
		! typeSupportsLikes( post.post_type )
	) {
		return { ok: false, reason: 'missing' };
	}
	return likesEnabled( db, post )
		? { ok: true, post }
		: { ok: false, reason: 'disabled' };
}
