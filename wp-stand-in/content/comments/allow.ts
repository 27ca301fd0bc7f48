import type { Db } from '../../../platform/store/db';
import {
	findDuplicateComment,
	lastCommentDateGmt,
} from '../../../platform/store/comments';
import { getPost } from '../../../platform/store/posts';
import { userCan } from '../../../platform/auth/capabilities';
import { loadAuthUser } from '../../../platform/auth/current-user';
import type { AuthUser } from '../../../platform/auth/types';
import type { CommentError } from './comment-error';
import {
	isDisallowed,
	passesModeration,
	type CommentFacts,
} from './moderation';

/** A new comment as wp_allow_comment() reads it. */
export interface CommentCandidate extends CommentFacts {
	postId: number;
	parent: number;
	/** The account it is posted as (0: none). */
	userId: number;
	/** When it is posted, GMT (`YYYY-MM-DD HH:MM:SS`). */
	dateGmt: string;
}

const FLOOD_SECONDS = 15;
const HOUR_MS = 60 * 60 * 1000;

function gmtMs( date: string ): number {
	return Date.parse( `${ date.replace( ' ', 'T' ) }Z` );
}

/**
 * wp_check_comment_flood() with wp_throttle_comment_flood(): someone who does not moderate
 * comments waits 15 seconds after their last comment (matched by account, else by address, or
 * by e-mail address).
 */
function isFlood(
	db: Db,
	candidate: CommentCandidate,
	actor: AuthUser | null
): boolean {
	if (
		userCan( actor, 'manage_options' ) ||
		userCan( actor, 'moderate_comments' )
	) {
		return false;
	}
	const now = gmtMs( candidate.dateGmt );
	const hourAgo = new Date( now - HOUR_MS )
		.toISOString()
		.slice( 0, 19 )
		.replace( 'T', ' ' );
	const last = lastCommentDateGmt(
		db,
		{ userId: actor?.id ?? 0, ip: candidate.ip, email: candidate.email },
		hourAgo
	);
	return !! last && now - gmtMs( last ) < FLOOD_SECONDS * 1000;
}

/** The approval: the post's author and moderators are trusted, anyone else is checked. */
function approval( db: Db, candidate: CommentCandidate ): string {
	const user = candidate.userId ? loadAuthUser( db, candidate.userId ) : null;
	if (
		user &&
		( user.id === getPost( db, candidate.postId )?.post_author ||
			userCan( user, 'moderate_comments' ) )
	) {
		return '1';
	}
	if ( isDisallowed( db, candidate ) ) {
		return 'trash';
	}
	return passesModeration( db, candidate ) ? '1' : '0';
}

/**
 * wp_allow_comment(): the new comment's `comment_approved` ('1', '0' or 'trash'), or WordPress's
 * error for a comment said before on the same post (409) or one posted too soon after the last
 * (429).
 *
 * @param db        The site.
 * @param candidate The comment.
 * @param actor     Who is posting (the signed-in user), for the flood check.
 */
export function allowComment(
	db: Db,
	candidate: CommentCandidate,
	actor: AuthUser | null
): string | CommentError {
	if (
		findDuplicateComment( db, {
			postId: candidate.postId,
			parent: candidate.parent,
			author: candidate.author,
			email: candidate.email,
			content: candidate.content,
		} )
	) {
		return {
			code: 'comment_duplicate',
			message:
				'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
			status: 409,
		};
	}
	if ( isFlood( db, candidate, actor ) ) {
		return {
			code: 'comment_flood',
			message: 'You are posting comments too quickly. Slow down.',
			status: 429,
		};
	}
	return approval( db, candidate );
}
