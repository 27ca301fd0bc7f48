/**
 * The link that lets someone who left a held comment see it under the post for a while
 * (WordPress's `unapproved` and `moderation-hash` query arguments): a keyed hash of the comment,
 * so that no one else can guess the link of another person's held comment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../platform/store/db';
import type { CommentRow } from '../../../platform/store/comments';
import { getComment } from '../../../platform/store/comments';
import { nonceSecret } from '../../../platform/auth/nonces';

/** How long after posting the link still shows the held comment. */
const PREVIEW_MS = 10 * 60 * 1000;

/** The hash for the comment's link. */
export function moderationHash( db: Db, comment: CommentRow ): string {
	return createHmac( 'sha256', nonceSecret( db ) )
		.update(
			`comment-moderation|${ comment.comment_ID }|${ comment.comment_date_gmt }`
		)
		.digest( 'hex' )
		.slice( 0, 32 );
}

/**
 * wp_get_unapproved_comment_author_email(): the e-mail address of the held comment the link
 * names, while its hash matches and the comment is less than ten minutes old; '' otherwise.
 */
export function unapprovedCommenterEmail(
	db: Db,
	query: Record< string, unknown >,
	now: number = Date.now()
): string {
	const id = Number( query.unapproved );
	const hash = query[ 'moderation-hash' ];
	if ( ! Number.isSafeInteger( id ) || id <= 0 || typeof hash !== 'string' ) {
		return '';
	}
	const comment = getComment( db, id );
	if ( ! comment ) {
		return '';
	}
	const expected = Buffer.from( moderationHash( db, comment ) );
	const given = Buffer.from( hash );
	const posted = Date.parse(
		`${ comment.comment_date_gmt.replace( ' ', 'T' ) }Z`
	);
	return given.length === expected.length &&
		timingSafeEqual( given, expected ) &&
		now < posted + PREVIEW_MS
		? comment.comment_author_email
		: '';
}
