/** The stored submissions (table `tessera_feedback`, migration 8). */
import type { Db } from './db';
import { stmt } from './statements';
import { limitOffset } from './where';
import type { SubmittedField } from '../../shared/form-submission/form-result';

type FeedbackStatus = 'publish' | 'spam';

export interface NewFeedback {
	formId: string;
	postId: number;
	fields: SubmittedField[];
	ipHash: string;
	userAgent: string;
	status: FeedbackStatus;
}

export interface Feedback extends NewFeedback {
	id: number;
	/** ISO 8601, UTC. */
	created: string;
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
	limit?: number;
	offset?: number;
}

/** Newest first. */
export function listFeedback(
	db: Db,
	query: FeedbackQuery
): { rows: Feedback[]; total: number } {
	const where = query.formId ? 'status = ? AND form_id = ?' : 'status = ?';
	const params = query.formId
		? [ query.status, query.formId ]
		: [ query.status ];
	const total = (
		stmt(
			db,
			`SELECT COUNT(*) AS n FROM tessera_feedback WHERE ${ where }`
		).get( ...params ) as { n: number }
	 ).n;
	const rows = stmt(
		db,
		`SELECT * FROM tessera_feedback WHERE ${ where } ORDER BY id DESC LIMIT ? OFFSET ?`
	).all(
		...params,
		...limitOffset( query.limit ?? -1, query.offset ?? 0 )
	) as Row[];
	return { rows: rows.map( fromRow ), total };
}

/** The forms that have submissions, with how many each, for the list's filter. */
export function feedbackForms(
	db: Db
): { formId: string; postId: number; count: number }[] {
	return stmt(
		db,
		`SELECT form_id AS formId, post_id AS postId, COUNT(*) AS count FROM tessera_feedback
		WHERE status = 'publish' GROUP BY form_id, post_id ORDER BY post_id, form_id`
	).all() as { formId: string; postId: number; count: number }[];
}
