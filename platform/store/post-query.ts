import type { Db } from './db';
import { POST_COLUMNS, type PostRow } from './posts';
import { stmt } from './statements';
import {
	WhereClause,
	containsPattern,
	includeOrder,
	limitOffset,
	placeholders,
} from './where';

export interface Readability {
	userId: number;
	/** May read others' non-public posts (edit_others_posts). */
	othersDrafts: boolean;
	/** May read others' private posts (read_private_posts). */
	othersPrivate: boolean;
}

export interface PostQuery {
	types: string[];
	statuses: string[];
	readable: Readability;
	search?: string;
	/** A search leaves out password-protected posts (WordPress does for visitors not signed in). */
	searchSkipsProtected?: boolean;
	authors?: number[];
	authorsExclude?: number[];
	include?: number[];
	exclude?: number[];
	slugs?: string[];
	parents?: number[];
	parentsExclude?: number[];
	/** Term ids the post must have at least one of, per taxonomy. */
	terms?: number[][];
	termsExclude?: number[];
	/** MIME type starts the attachment may have (any one of them). */
	mimeTypePrefixes?: string[];
	/** The start of the local date (`2024`, `2024-04`, `2024-04-03`): a date archive. */
	datePrefix?: string;
	orderby:
		| 'date'
		| 'id'
		| 'title'
		| 'slug'
		| 'modified'
		| 'author'
		| 'include'
		| 'menu_order'
		| 'relevance'
		| 'parent';
	order: 'asc' | 'desc';
	limit: number;
	offset: number;
}

const ORDER_COLUMNS: Record< string, string > = {
	date: 'post_date',
	id: 'ID',
	title: 'post_title',
	slug: 'post_name',
	modified: 'post_modified',
	author: 'post_author',
	menu_order: 'menu_order',
	parent: 'post_parent',
	relevance: 'post_date',
};

/** Builds the WHERE clause of a post query. */
function whereClause( query: PostQuery ): WhereClause {
	const where = new WhereClause();
	where.add(
		`post_type IN ( ${ placeholders( query.types ) } )`,
		...query.types
	);
	where.add(
		`post_status IN ( ${ placeholders( query.statuses ) } )`,
		...query.statuses
	);
	const { userId, othersDrafts, othersPrivate } = query.readable;
	where.add(
		`( post_status IN ( 'publish', 'inherit' ) OR post_author = ?
			OR ( post_status = 'private' AND ? ) OR ( post_status != 'private' AND ? ) )`,
		userId,
		othersPrivate ? 1 : 0,
		othersDrafts ? 1 : 0
	);
	if ( query.search ) {
		const like = containsPattern( query.search );
		where.add(
			"( post_title LIKE ? ESCAPE '\\' OR post_excerpt LIKE ? ESCAPE '\\' OR post_content LIKE ? ESCAPE '\\' )",
			like,
			like,
			like
		);
		if ( query.searchSkipsProtected ) {
			where.add( "post_password = ''" );
		}
	}
	where.in( 'post_author', query.authors );
	where.in( 'post_author', query.authorsExclude, true );
	where.in( 'ID', query.include );
	where.in( 'ID', query.exclude, true );
	where.in( 'post_name', query.slugs );
	where.in( 'post_parent', query.parents );
	where.in( 'post_parent', query.parentsExclude, true );
	for ( const termIds of query.terms ?? [] ) {
		where.add(
			`ID IN ( SELECT object_id FROM term_relationships WHERE term_id IN ( ${ placeholders( termIds ) } ) )`,
			...termIds
		);
	}
	if ( query.termsExclude?.length ) {
		where.add(
			`ID NOT IN ( SELECT object_id FROM term_relationships WHERE term_id IN ( ${ placeholders( query.termsExclude ) } ) )`,
			...query.termsExclude
		);
	}
	if ( query.mimeTypePrefixes?.length ) {
		where.add(
			`( ${ query.mimeTypePrefixes
				.map( () => 'post_mime_type LIKE ?' )
				.join( ' OR ' ) } )`,
			...query.mimeTypePrefixes.map(
				( prefix ) => prefix.replace( /[%_]/g, '' ) + '%'
			)
		);
	}
	if ( query.datePrefix ) {
		where.add(
			'substr( post_date, 1, ? ) = ?',
			query.datePrefix.length,
			query.datePrefix
		);
	}
	return where;
}

/** Every column but the post's text, which can be far longer than the rest of the row together. */
const COLUMNS_BUT_CONTENT = [
	'ID',
	...POST_COLUMNS.filter( ( column ) => column !== 'post_content' ),
].join( ', ' );

/**
 * The row with its `post_content` read from the database on first use: for a caller that said it
 * would not need the text, yet may still reach it through code that reads whole rows.
 */
function contentOnDemand( db: Db, row: PostRow ): PostRow {
	let content: string | undefined;
	Object.defineProperty( row, 'post_content', {
		enumerable: true,
		configurable: true,
		get: () =>
			( content ??=
				(
					stmt(
						db,
						'SELECT post_content FROM posts WHERE ID = ?'
					).get( row.ID ) as { post_content: string } | undefined
				 )?.post_content ?? '' ),
		set: ( value: string ) => {
			content = value;
		},
	} );
	return row;
}

/**
 * Posts matching the query, and how many match in all (for X-WP-Total).
 *
 * @param db              The site database.
 * @param query           Which posts, in which order.
 * @param options         How the rows are read.
 * @param options.content False when the caller shows no text of the posts (a REST list asked
 *                        for titles): the rows are read without `post_content`, which is then
 *                        read per post only if something asks for it.
 */
export function queryPosts(
	db: Db,
	query: PostQuery,
	options: { content?: boolean } = {}
): { rows: PostRow[]; total: number } {
	const where = whereClause( query );
	const total = (
		db
			.prepare( `SELECT COUNT(*) AS n FROM posts WHERE ${ where.sql }` )
			.get( ...where.params ) as { n: number }
	 ).n;
	const direction = query.order === 'asc' ? 'ASC' : 'DESC';
	const order = ( query.orderby === 'include' &&
		includeOrder( 'ID', query.include ) ) || {
		sql: `${ ORDER_COLUMNS[ query.orderby ] ?? 'post_date' } ${ direction }, ID ${ direction }`,
		params: [],
	};
	const withContent = options.content ?? true;
	const rows = db
		.prepare(
			`SELECT ${ withContent ? '*' : COLUMNS_BUT_CONTENT } FROM posts WHERE ${ where.sql } ORDER BY ${ order.sql } LIMIT ? OFFSET ?`
		)
		.all(
			...where.params,
			...order.params,
			...limitOffset( query.limit, query.offset )
		) as PostRow[];
	return {
		rows: withContent
			? rows
			: rows.map( ( row ) => contentOnDemand( db, row ) ),
		total,
	};
}
