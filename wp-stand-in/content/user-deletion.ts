import type { AppContext } from '../../platform/context';
import {
	deletePostRow,
	getPost,
	postsByAuthor,
	reassignAuthor,
	releasePostChildren,
} from '../../platform/store/posts';
import { deleteUserRow } from '../../platform/store/users';
import { deleteAttachmentForGood } from './attachment-deletion';
import { trashPost } from './trash';

/** The post types whose posts go when their author is deleted without reassigning them. */
const DELETED_WITH_USER = [ 'post', 'page', 'attachment', 'revision' ];

/**
 * wp_delete_post() without `force`, as wp_delete_user() calls it for each post of the user: a
 * post or page goes to the trash (one already there goes for good, with its revisions), an
 * attachment is deleted with its file, a revision is deleted.
 */
function deleteAuthoredPost( ctx: AppContext, postId: number ): void {
	const { db } = ctx;
	// An earlier deletion may have taken this one with it (a revision of a deleted post).
	const post = getPost( db, postId );
	if ( ! post ) {
		return;
	}
	if ( post.post_type === 'attachment' ) {
		deleteAttachmentForGood( ctx, post );
	} else if ( post.post_type === 'revision' ) {
		deletePostRow( db, post.ID );
	} else if ( post.post_status !== 'trash' ) {
		trashPost( db, post );
	} else {
		db.transaction( () => {
			releasePostChildren( db, post.ID );
			deletePostRow( db, post.ID );
		} )();
	}
}

/**
 * wp_delete_user(): the user's posts are given to `reassign`, or (null) deleted as WordPress
 * deletes them (posts and pages to the trash, attachments and revisions for good); then the user
 * goes, with everything stored under their ID.
 *
 * @param ctx      The app.
 * @param userId   The user deleted.
 * @param reassign Who gets the posts, or null to delete them.
 */
export function deleteUser(
	ctx: AppContext,
	userId: number,
	reassign: number | null
): void {
	const { db } = ctx;
	if ( reassign !== null ) {
		db.transaction( () => {
			reassignAuthor( db, userId, reassign );
			deleteUserRow( db, userId );
		} )();
		return;
	}
	for ( const post of postsByAuthor( db, userId, DELETED_WITH_USER ) ) {
		deleteAuthoredPost( ctx, post.ID );
	}
	deleteUserRow( db, userId );
}
