/** The stored submissions (table `tessera_feedback`, migration 8). */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';
import {
	containsPattern,
	limitOffset,
	placeholders,
	WhereClause,
} from '../../platform/store/where';
import type { SubmittedField } from '../../shared/form-submission/form-result';

/** Inbox (`publish`), spam, or in the trash. */
export type FeedbackStatus = 'publish' | 'spam' | 'trash';
type ReceivedStatus = Exclude< FeedbackStatus, 'trash' >;

export interface NewFeedback {
	formId: string;
	postId: number;
	fields: SubmittedField[];
	ipHash: string;
	userAgent: string;
	status: ReceivedStatus;
}

export interface Feedback extends Omit< NewFeedback, 'status' > {
	id: number;
	status: FeedbackStatus;
	/** ISO 8601, UTC. */
	created: string;
	/** Nobody has opened it yet. */
	unread: boolean;
}

interface Row {
	id: number;
	form_id: string;
	post_id: number;
	fields: string;
	created_gmt: string;
	ip_hash: string;
	user_agent: string;
	status: FeedbackStatus;
	is_unread: number;
}

/** User agents are kept for spam review, cut to a sane length. */
const MAX_USER_AGENT = 512;

function fromRow( row: Row ): Feedback {
	return {
		id: row.id,
		formId: row.form_id,
		postId: row.post_id,
		fields: JSON.parse( row.fields ) as SubmittedField[],
		created: row.created_gmt,
		ipHash: row.ip_hash,
		userAgent: row.user_agent,
		status: row.status,
		unread: row.is_unread === 1,
	};
}

export function insertFeedback(
	db: Db,
	feedback: NewFeedback,
	now = new Date()
): Feedback {
	const created = now.toISOString();
	const userAgent = feedback.userAgent.slice( 0, MAX_USER_AGENT );
	const info = stmt(
		db,
		`INSERT INTO tessera_feedback ( form_id, post_id, fields, created_gmt, ip_hash, user_agent, status )
		VALUES ( ?, ?, ?, ?, ?, ?, ? )`
	).run(
		feedback.formId,
		feedback.postId,
		JSON.stringify( feedback.fields ),
		created,
		feedback.ipHash,
		userAgent,
		feedback.status
	);
	return {
		...feedback,
		userAgent,
		id: Number( info.lastInsertRowid ),
		created,
		unread: true,
	};
}

export function getFeedback( db: Db, id: number ): Feedback | undefined {
	const row = stmt( db, 'SELECT * FROM tessera_feedback WHERE id = ?' ).get(
		id
	) as Row | undefined;
	return row ? fromRow( row ) : undefined;
}

export interface FeedbackQuery {
	status: FeedbackStatus;
	formId?: string;
	postId?: number;
	/** Matches any label or value. */
	search?: string;
	limit?: number;
	offset?: number;
}

function whereOf( query: FeedbackQuery ): WhereClause {
	const where = new WhereClause();
	where.add( 'status = ?', query.status );
	if ( query.formId ) {
		where.add( 'form_id = ?', query.formId );
	}
	if ( query.postId ) {
		where.add( 'post_id = ?', query.postId );
	}
	if ( query.search ) {
		// The JSON text holds labels and values; escaped characters match as JSON writes them.
		where.add(
			"fields LIKE ? ESCAPE '\\'",
			containsPattern( JSON.stringify( query.search ).slice( 1, -1 ) )
		);
	}
	return where;
}

/** Newest first. */
export function listFeedback(
	db: Db,
	query: FeedbackQuery
): { rows: Feedback[]; total: number } {
	const where = whereOf( query );
	const total = (
		stmt(
			db,
			`SELECT COUNT(*) AS n FROM tessera_feedback WHERE ${ where.sql }`
		).get( ...where.params ) as { n: number }
	 ).n;
	const rows = stmt(
		db,
		`SELECT * FROM tessera_feedback WHERE ${ where.sql } ORDER BY id DESC LIMIT ? OFFSET ?`
	).all(
		...where.params,
		...limitOffset( query.limit ?? -1, query.offset ?? 0 )
	) as Row[];
	return { rows: rows.map( fromRow ), total };
}

/** How many submissions each status holds, and how many of the inbox are unread. */
export function feedbackCounts(
	db: Db
): Record< FeedbackStatus, number > & { unread: number } {
	const counts = { publish: 0, spam: 0, trash: 0, unread: 0 };
	const rows = stmt(
		db,
		`SELECT status, COUNT(*) AS n, SUM( is_unread ) AS unread FROM tessera_feedback GROUP BY status`
	).all() as { status: FeedbackStatus; n: number; unread: number }[];
	for ( const row of rows ) {
		counts[ row.status ] = row.n;
		if ( row.status === 'publish' ) {
			counts.unread = row.unread;
		}
	}
	return counts;
}

/**
 * Moves submissions to the inbox, spam or the trash. The trash remembers where each came from, and
 * leaving it without a status named goes back there (`restore`).
 *
 * @return How many rows changed.
 */
export function setFeedbackStatus(
	db: Db,
	ids: readonly number[],
	status: FeedbackStatus | 'restore'
): number {
	if ( ! ids.length ) {
		return 0;
	}
	const list = placeholders( ids );
	if ( status === 'trash' ) {
		return stmt(
			db,
			`UPDATE tessera_feedback SET status_before_trash = status, status = 'trash'
			WHERE status != 'trash' AND id IN ( ${ list } )`
		).run( ...ids ).changes;
	}
	if ( status === 'restore' ) {
		return stmt(
			db,
			`UPDATE tessera_feedback SET status = COALESCE( status_before_trash, 'publish' ), status_before_trash = NULL
			WHERE status = 'trash' AND id IN ( ${ list } )`
		).run( ...ids ).changes;
	}
	return stmt(
		db,
		`UPDATE tessera_feedback SET status = ?, status_before_trash = NULL
		WHERE status != ? AND id IN ( ${ list } )`
	).run( status, status, ...ids ).changes;
}

export function setFeedbackUnread(
	db: Db,
	ids: readonly number[],
	unread: boolean
): number {
	if ( ! ids.length ) {
		return 0;
	}
	return stmt(
		db,
		`UPDATE tessera_feedback SET is_unread = ? WHERE id IN ( ${ placeholders( ids ) } )`
	).run( unread ? 1 : 0, ...ids ).changes;
}

/** Deletes submissions for good; only from the trash, as WordPress empties it. */
export function deleteTrashedFeedback(
	db: Db,
	ids: readonly number[]
): number {
	if ( ! ids.length ) {
		return 0;
	}
	return stmt(
		db,
		`DELETE FROM tessera_feedback WHERE status = 'trash' AND id IN ( ${ placeholders( ids ) } )`
	).run( ...ids ).changes;
}
