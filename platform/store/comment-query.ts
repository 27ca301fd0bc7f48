/** Lists of comments: the REST collection's query, a post's thread, the newest approved ones. */
import type { Db } from './db';
import type { CommentRow } from './comments';
import { stmt } from './statements';
import {
	WhereClause,
	containsPattern,
	includeOrder,
	limitOffset,
} from './where';

export interface CommentQuery {
	/** `comment_approved` values to match; none means any. */
	approved?: string[];
	/** The comment type, or undefined for every type. */
	type?: string;
	posts?: number[];
	parents?: number[];
	parentsExclude?: number[];
	authors?: number[];
	authorsExclude?: number[];
	authorEmail?: string;
	include?: number[];
	exclude?: number[];
	search?: string;
	/** Also search the e-mail and IP addresses (only for people who moderate comments). */
	searchPrivate?: boolean;
	/** Local dates (`YYYY-MM-DD HH:MM:SS`) the comment must be after or before. */
	after?: string;
	before?: string;
	orderby:
		'date' | 'date_gmt' | 'id' | 'include' | 'post' | 'parent' | 'type';
	order: 'asc' | 'desc';
	limit: number;
	offset: number;
}

const ORDER_COLUMNS: Record< CommentQuery[ 'orderby' ], string > = {
	date: 'comment_date',
	date_gmt: 'comment_date_gmt',
	id: 'comment_ID',
	include: 'comment_ID',
	post: 'comment_post_ID',
	parent: 'comment_parent',
	type: 'comment_type',
};

function searchCondition( where: WhereClause, query: CommentQuery ): void {
	if ( ! query.search ) {
		return;
	}
	const columns = [
		'comment_author',
		'comment_author_url',
		'comment_content',
		...( query.searchPrivate
			? [ 'comment_author_email', 'comment_author_IP' ]
			: [] ),
	];
	const like = containsPattern( query.search );
	where.add(
		`( ${ columns.map( ( c ) => `${ c } LIKE ? ESCAPE '\\'` ).join( ' OR ' ) } )`,
		...columns.map( () => like )
	);
}

function whereClause( query: CommentQuery ): WhereClause {
	const where = new WhereClause();
	where.in( 'comment_approved', query.approved );
	if ( query.type ) {
		where.add( 'comment_type = ?', query.type );
	}
	where.in( 'comment_post_ID', query.posts );
	where.in( 'comment_parent', query.parents );
	where.in( 'comment_parent', query.parentsExclude, true );
	where.in( 'user_id', query.authors );
	where.in( 'user_id', query.authorsExclude, true );
	if ( query.authorEmail ) {
		where.add( 'comment_author_email = ?', query.authorEmail );
	}
	where.in( 'comment_ID', query.include );
	where.in( 'comment_ID', query.exclude, true );
	searchCondition( where, query );
	if ( query.after ) {
		where.add( 'comment_date > ?', query.after );
	}
	if ( query.before ) {
		where.add( 'comment_date < ?', query.before );
	}
	return where;
}

/** Comments matching the query, and how many match in all (for X-WP-Total). */
export function queryComments(
	db: Db,
	query: CommentQuery
): { rows: CommentRow[]; total: number } {
	const where = whereClause( query );
	const clause = where.sql ? `WHERE ${ where.sql }` : '';
	const total = (
		db
			.prepare( `SELECT COUNT(*) AS n FROM comments ${ clause }` )
			.get( ...where.params ) as { n: number }
	 ).n;
	const direction = query.order === 'asc' ? 'ASC' : 'DESC';
	const order = ( query.orderby === 'include' &&
		includeOrder( 'comment_ID', query.include ) ) || {
		sql: `${ ORDER_COLUMNS[ query.orderby ] } ${ direction }, comment_ID ${ direction }`,
		params: [],
	};
	const rows = db
		.prepare(
			`SELECT * FROM comments ${ clause } ORDER BY ${ order.sql } LIMIT ? OFFSET ?`
		)
		.all(
			...where.params,
			...order.params,
			...limitOffset( query.limit, query.offset )
		) as CommentRow[];
	return { rows, total };
}

/**
 * A post's comments as its page lists them, oldest first: the approved ones, and the held ones
 * of the signed-in user (`userId`) or of the commenter whose address is `email`.
 */
export function threadComments(
	db: Db,
	postId: number,
	heldFor: { userId: number; email: string }
): CommentRow[] {
	return stmt(
		db,
		`SELECT * FROM comments WHERE comment_post_ID = ? AND ( comment_approved = '1'
			OR ( comment_approved = '0' AND ( ( ? > 0 AND user_id = ? ) OR ( ? != '' AND comment_author_email = ? ) ) ) )
		ORDER BY comment_date_gmt ASC, comment_ID ASC`
	).all(
		postId,
		heldFor.userId,
		heldFor.userId,
		heldFor.email,
		heldFor.email
	) as CommentRow[];
}

/** The newest approved comments on published posts, newest first. */
export function newestApprovedComments( db: Db, count: number ): CommentRow[] {
	return stmt(
		db,
		`SELECT comments.* FROM comments JOIN posts ON posts.ID = comments.comment_post_ID
		WHERE comments.comment_approved = '1' AND posts.post_status = 'publish'
		ORDER BY comments.comment_date_gmt DESC, comments.comment_ID DESC LIMIT ?`
	).all( count ) as CommentRow[];
}
