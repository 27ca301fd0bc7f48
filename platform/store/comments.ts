/**
 * Comments (table `comments`, migration 11), with WordPress's columns: `comment_approved` holds
 * '1' (approved), '0' (held for moderation), 'spam' or 'trash'.
 */
import type { Db } from './db';
import { stmt } from './statements';

export interface CommentRow {
	comment_ID: number;
	comment_post_ID: number;
	comment_author: string;
	comment_author_email: string;
	comment_author_url: string;
	comment_author_IP: string;
	comment_date: string;
	comment_date_gmt: string;
	comment_content: string;
	comment_karma: number;
	comment_approved: string;
	comment_agent: string;
	comment_type: string;
	comment_parent: number;
	user_id: number;
}

export type CommentFields = Omit< CommentRow, 'comment_ID' >;

const COLUMNS = [
	'comment_post_ID',
	'comment_author',
	'comment_author_email',
	'comment_author_url',
	'comment_author_IP',
	'comment_date',
	'comment_date_gmt',
	'comment_content',
	'comment_karma',
	'comment_approved',
	'comment_agent',
	'comment_type',
	'comment_parent',
	'user_id',
] as const;

export function getComment( db: Db, id: number ): CommentRow | undefined {
	return stmt( db, 'SELECT * FROM comments WHERE comment_ID = ?' ).get(
		id
	) as CommentRow | undefined;
}

export function insertComment( db: Db, comment: CommentFields ): number {
	const result = stmt(
		db,
		`INSERT INTO comments ( ${ COLUMNS.join( ', ' ) } ) VALUES ( ${ COLUMNS.map( ( c ) => '@' + c ).join( ', ' ) } )`
	).run( comment );
	return Number( result.lastInsertRowid );
}

/** Writes every column of the comment (the caller merged the changes into the stored row). */
export function updateCommentRow( db: Db, comment: CommentRow ): void {
	stmt(
		db,
		`UPDATE comments SET ${ COLUMNS.map( ( c ) => `${ c } = @${ c }` ).join( ', ' ) } WHERE comment_ID = @comment_ID`
	).run( comment );
}

/** Sets `comment_approved`; false when the comment already had that value (nothing changed). */
export function setCommentApproved(
	db: Db,
	id: number,
	approved: string
): boolean {
	return (
		stmt(
			db,
			'UPDATE comments SET comment_approved = ? WHERE comment_ID = ? AND comment_approved != ?'
		).run( approved, id, approved ).changes > 0
	);
}

/** Deletes the comment for good; its replies move up to its own parent, as WordPress moves them. */
export function deleteCommentRow( db: Db, comment: CommentRow ): void {
	stmt(
		db,
		'UPDATE comments SET comment_parent = ? WHERE comment_parent = ?'
	).run( comment.comment_parent, comment.comment_ID );
	stmt( db, 'DELETE FROM comments WHERE comment_ID = ?' ).run(
		comment.comment_ID
	);
}

/** Whether any comment replies to this one, whatever its status. */
export function hasReplies( db: Db, id: number ): boolean {
	return !! stmt(
		db,
		'SELECT 1 FROM comments WHERE comment_parent = ? LIMIT 1'
	).get( id );
}

/** What identifies a comment as said before: same post, parent, author, address and text. */
export interface DuplicateProbe {
	postId: number;
	parent: number;
	author: string;
	/** Compared only when not empty. */
	email: string;
	content: string;
}

/** The ID of an earlier comment (not in the trash) that says the same thing, if any. */
export function findDuplicateComment(
	db: Db,
	probe: DuplicateProbe
): number | undefined {
	const row = stmt(
		db,
		`SELECT comment_ID FROM comments WHERE comment_post_ID = ? AND comment_parent = ?
			AND comment_approved != 'trash' AND comment_author = ?
			AND ( ? = '' OR comment_author_email = ? ) AND comment_content = ? LIMIT 1`
	).get(
		probe.postId,
		probe.parent,
		probe.author,
		probe.email,
		probe.email,
		probe.content
	) as { comment_ID: number } | undefined;
	return row?.comment_ID;
}

/**
 * The GMT date of the newest comment since `sinceGmt` by the same commenter: the signed-in user
 * (`userId`) or the address (`ip`), or the same e-mail address.
 */
export function lastCommentDateGmt(
	db: Db,
	who: { userId: number; ip: string; email: string },
	sinceGmt: string
): string | undefined {
	const sql = who.userId
		? `SELECT comment_date_gmt FROM comments WHERE comment_date_gmt >= ?
			AND ( user_id = ? OR comment_author_email = ? ) ORDER BY comment_date_gmt DESC LIMIT 1`
		: `SELECT comment_date_gmt FROM comments WHERE comment_date_gmt >= ?
			AND ( comment_author_IP = ? OR comment_author_email = ? ) ORDER BY comment_date_gmt DESC LIMIT 1`;
	const row = stmt( db, sql ).get(
		sinceGmt,
		who.userId || who.ip,
		who.email
	) as { comment_date_gmt: string } | undefined;
	return row?.comment_date_gmt;
}

/** Whether the user has an approved comment anywhere on the site. */
export function userHasApprovedComment( db: Db, userId: number ): boolean {
	return !! stmt(
		db,
		"SELECT 1 FROM comments WHERE user_id = ? AND comment_approved = '1' LIMIT 1"
	).get( userId );
}

/** Whether someone with this name and e-mail address has an approved comment on the site. */
export function authorHasApprovedComment(
	db: Db,
	author: string,
	email: string
): boolean {
	return !! stmt(
		db,
		"SELECT 1 FROM comments WHERE comment_author = ? AND comment_author_email = ? AND comment_approved = '1' LIMIT 1"
	).get( author, email );
}
