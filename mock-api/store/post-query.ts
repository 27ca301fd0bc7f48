import type { Db } from './db';
import type { PostRow } from './posts';

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
	mimeTypePrefix?: string;
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

function placeholders( values: unknown[] ): string {
	return values.map( () => '?' ).join( ', ' );
}

/** Builds the WHERE clause of a post query; every value is bound, never interpolated. */
function whereClause( query: PostQuery ): { sql: string; params: unknown[] } {
	const where: string[] = [];
	const params: unknown[] = [];
	const add = ( sql: string, ...values: unknown[] ) => {
		where.push( sql );
		params.push( ...values );
	};
	add( `post_type IN ( ${ placeholders( query.types ) } )`, ...query.types );
	add(
		`post_status IN ( ${ placeholders( query.statuses ) } )`,
		...query.statuses
	);
	const { userId, othersDrafts, othersPrivate } = query.readable;
	add(
		`( post_status IN ( 'publish', 'inherit' ) OR post_author = ?
			OR ( post_status = 'private' AND ? ) OR ( post_status != 'private' AND ? ) )`,
		userId,
		othersPrivate ? 1 : 0,
		othersDrafts ? 1 : 0
	);
	if ( query.search ) {
		const like = `%${ query.search.replace( /[\\%_]/g, ( c ) => '\\' + c ) }%`;
		add(
			"( post_title LIKE ? ESCAPE '\\' OR post_excerpt LIKE ? ESCAPE '\\' OR post_content LIKE ? ESCAPE '\\' )",
			like,
			like,
			like
		);
	}
	const list = (
		column: string,
		values: unknown[] | undefined,
		not = false
	) => {
		if ( values?.length ) {
			add(
				`${ column } ${ not ? 'NOT IN' : 'IN' } ( ${ placeholders( values ) } )`,
				...values
			);
		}
	};
	list( 'post_author', query.authors );
	list( 'post_author', query.authorsExclude, true );
	list( 'ID', query.include );
	list( 'ID', query.exclude, true );
	list( 'post_name', query.slugs );
	list( 'post_parent', query.parents );
	list( 'post_parent', query.parentsExclude, true );
	for ( const termIds of query.terms ?? [] ) {
		add(
			`ID IN ( SELECT object_id FROM term_relationships WHERE term_id IN ( ${ placeholders( termIds ) } ) )`,
			...termIds
		);
	}
	if ( query.termsExclude?.length ) {
		add(
			`ID NOT IN ( SELECT object_id FROM term_relationships WHERE term_id IN ( ${ placeholders( query.termsExclude ) } ) )`,
			...query.termsExclude
		);
	}
	if ( query.mimeTypePrefix ) {
		add(
			'post_mime_type LIKE ?',
			query.mimeTypePrefix.replace( /[%_]/g, '' ) + '%'
		);
	}
	return { sql: where.join( ' AND ' ), params };
}

/** Posts matching the query, and how many match in all (for X-WP-Total). */
export function queryPosts(
	db: Db,
	query: PostQuery
): { rows: PostRow[]; total: number } {
	const { sql, params } = whereClause( query );
	const total = (
		db
			.prepare( `SELECT COUNT(*) AS n FROM posts WHERE ${ sql }` )
			.get( ...params ) as { n: number }
	 ).n;
	const direction = query.order === 'asc' ? 'ASC' : 'DESC';
	let order = `${ ORDER_COLUMNS[ query.orderby ] ?? 'post_date' } ${ direction }, ID ${ direction }`;
	const orderParams: unknown[] = [];
	if ( query.orderby === 'include' && query.include?.length ) {
		order = `CASE ID ${ query.include.map( () => 'WHEN ? THEN ?' ).join( ' ' ) } END`;
		query.include.forEach( ( id, index ) => orderParams.push( id, index ) );
	}
	const rows = db
		.prepare(
			`SELECT * FROM posts WHERE ${ sql } ORDER BY ${ order } LIMIT ? OFFSET ?`
		)
		.all(
			...params,
			...orderParams,
			query.limit,
			query.offset
		) as PostRow[];
	return { rows, total };
}
