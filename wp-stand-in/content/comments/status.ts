/**
 * A comment's status: `comment_approved` holds '1' (approved), '0' (held for moderation), 'spam'
 * or 'trash'. Moving to the trash or to spam remembers the status it left, which restoring
 * brings back (WordPress's `_wp_trash_meta_status`).
 */
import type { Db } from '../../../platform/store/db';
import {
	getComment,
	setCommentApproved,
} from '../../../platform/store/comments';
import {
	deleteCommentMeta,
	getCommentMeta,
	setCommentMeta,
} from '../../store/commentmeta';

const TRASH_STATUS_KEY = '_wp_trash_meta_status';
const TRASH_TIME_KEY = '_wp_trash_meta_time';

/** wp_get_comment_status(): 'approved', 'unapproved', 'spam', 'trash', or '' for anything else. */
export function commentStatusName( approved: string ): string {
	switch ( approved ) {
		case '1':
			return 'approved';
		case '0':
			return 'unapproved';
		case 'spam':
		case 'trash':
			return approved;
		default:
			return '';
	}
}

/** The status the REST API shows: 'approved', 'hold', or the stored value (spam, trash). */
export function restCommentStatus( approved: string ): string {
	if ( approved === '1' || approved === 'approve' ) {
		return 'approved';
	}
	if ( approved === '0' || approved === 'hold' ) {
		return 'hold';
	}
	return approved;
}

/** The stored value of a status name wp_set_comment_status() accepts, or null for any other. */
function storedStatus( status: string ): string | null {
	switch ( status ) {
		case 'hold':
		case '0':
			return '0';
		case 'approve':
		case '1':
			return '1';
		case 'spam':
		case 'trash':
			return status;
		default:
			return null;
	}
}

/** wp_set_comment_status(): true when the comment's status changed. */
export function setCommentStatus(
	db: Db,
	commentId: number,
	status: string
): boolean {
	const approved = storedStatus( status );
	return approved !== null && setCommentApproved( db, commentId, approved );
}

/** To the trash or to spam, remembering the status the comment leaves. */
function setAside( db: Db, commentId: number, status: 'trash' | 'spam' ) {
	const comment = getComment( db, commentId );
	if ( ! comment || ! setCommentStatus( db, commentId, status ) ) {
		return false;
	}
	setCommentMeta( db, commentId, TRASH_STATUS_KEY, comment.comment_approved );
	setCommentMeta(
		db,
		commentId,
		TRASH_TIME_KEY,
		Math.floor( Date.now() / 1000 )
	);
	return true;
}

/** Back from the trash or from spam to the status it had (held when unknown). */
function bringBack( db: Db, commentId: number ): boolean {
	const remembered = getCommentMeta( db, commentId, TRASH_STATUS_KEY );
	const status =
		typeof remembered === 'string' && remembered ? remembered : '0';
	if ( ! setCommentStatus( db, commentId, status ) ) {
		return false;
	}
	deleteCommentMeta( db, commentId, TRASH_STATUS_KEY );
	deleteCommentMeta( db, commentId, TRASH_TIME_KEY );
	return true;
}

/**
 * handle_status_param() of the REST API: applies a status change ('approved', 'approve', '1',
 * 'hold', '0', 'spam', 'unspam', 'trash', 'untrash'). False when the comment already has that
 * status or the name is unknown, as in WordPress.
 */
export function changeCommentStatus(
	db: Db,
	commentId: number,
	status: string
): boolean {
	const comment = getComment( db, commentId );
	if (
		! comment ||
		commentStatusName( comment.comment_approved ) === status
	) {
		return false;
	}
	switch ( status ) {
		case 'approved':
		case 'approve':
		case '1':
			return setCommentStatus( db, commentId, 'approve' );
		case 'hold':
		case '0':
			return setCommentStatus( db, commentId, 'hold' );
		case 'spam':
		case 'trash':
			return setAside( db, commentId, status );
		case 'unspam':
		case 'untrash':
			return bringBack( db, commentId );
		default:
			return false;
	}
}

/** wp_trash_comment(). */
export function trashComment( db: Db, commentId: number ): boolean {
	return setAside( db, commentId, 'trash' );
}
