import type { Db } from '../../platform/store/db';
import { getPost, type PostRow } from '../../platform/store/posts';
import { userCanPost } from '../../platform/auth/post-capabilities';
import type { AuthUser } from '../../platform/auth/types';
import { POST_TYPES } from '../../platform/content/post-types';

/**
 * Whether the user may read the post, as the REST posts controllers' check_read_permission()
 * decides: a published post is readable by everyone, others as read_post allows. Media has no
 * status of its own (`inherit`): it is readable when the post it is attached to is, and by
 * everyone when it is attached to nothing (or to a post that no longer exists).
 */
export function postReadable(
	db: Db,
	user: AuthUser | null,
	post: PostRow,
	seen: Set< number > = new Set()
): boolean {
	const type = POST_TYPES[ post.post_type ];
	if ( ! type ) {
		return false;
	}
	if (
		post.post_status === 'publish' ||
		userCanPost( user, 'read_post', post, type )
	) {
		return true;
	}
	if ( post.post_status !== 'inherit' ) {
		return false;
	}
	if ( post.post_parent > 0 ) {
		// Parents that lead back to a post already asked about: stored data gone wrong.
		if ( seen.has( post.ID ) ) {
			return false;
		}
		seen.add( post.ID );
		const parent = getPost( db, post.post_parent );
		if ( parent ) {
			return postReadable( db, user, parent, seen );
		}
	}
	return true;
}
