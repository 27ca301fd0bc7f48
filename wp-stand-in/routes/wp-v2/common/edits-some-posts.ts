import { userCan } from '../../../../platform/auth/capabilities';
import type { AuthUser } from '../../../../platform/auth/types';
import { POST_TYPES } from '../../../../platform/content/post-types';

/**
 * Whether the user edits the posts of some post type the REST API shows: what WordPress asks of
 * those who may see the editor's own resources (post types and hidden statuses in edit
 * context, remote URL previews).
 */
export function editsSomePosts( user: AuthUser | null ): boolean {
	return Object.values( POST_TYPES ).some( ( type ) =>
		userCan( user, type.cap.edit_posts )
	);
}
