import type { Db } from './db';
import { stmt } from './statements';
import {
	WhereClause,
	containsPattern,
	includeOrder,
	limitOffset,
} from './where';

export interface TermRow {
	term_id: number;
	name: string;
	slug: string;
	taxonomy: string;
	description: string;
	parent: number;
	count: number;
}

/** `count` is the number of published posts holding the term, as WordPress's term count. */
const SELECT = `SELECT terms.*, ( SELECT COUNT(*) FROM term_relationships r JOIN posts p ON p.ID = r.object_id
	WHERE r.term_id = terms.term_id AND p.post_status = 'publish' ) AS count FROM terms`;

export function getTerm( db: Db, id: number ): TermRow | undefined {
	return stmt( db, `${ SELECT } WHERE term_id = ?` ).get( id ) as
		TermRow | undefined;
}

export function getTermBySlug(
	db: Db,
	taxonomy: string,
	slug: string
): TermRow | undefined {
	return stmt( db, `${ SELECT } WHERE taxonomy = ? AND slug = ?` ).get(
		taxonomy,
		slug
	) as TermRow | undefined;
}

export function insertTerm(
	db: Db,
	term: Omit< TermRow, 'term_id' | 'count' >
): number {
	return Number(
		stmt(
			db,
			'INSERT INTO terms ( name, slug, taxonomy, description, parent ) VALUES ( @name, @slug, @taxonomy, @description, @parent )'
		).run( term ).lastInsertRowid
	);
}

export function updateTerm(
	db: Db,
	id: number,
	term: Omit< TermRow, 'term_id' | 'count' | 'taxonomy' >
): void {
	stmt(
		db,
		'UPDATE terms SET name = @name, slug = @slug, description = @description, parent = @parent WHERE term_id = @id'
	).run( { ...term, id } );
}

export function deleteTerm( db: Db, id: number ): void {
	stmt( db, 'DELETE FROM terms WHERE term_id = ?' ).run( id );
}

/** The term of the taxonomy with this name under this parent, if there is one. */
export function findTermIdByName(
	db: Db,
	taxonomy: string,
	name: string,
	parent: number
): number | undefined {
	const row = stmt(
		db,
		'SELECT term_id FROM terms WHERE taxonomy = ? AND name = ? AND parent = ?'
	).get( taxonomy, name, parent ) as { term_id: number } | undefined;
	return row?.term_id;
}

/** Moves the children of a term to another parent (before the term is deleted). */
export function reparentChildTerms(
	db: Db,
	parent: number,
	newParent: number
): void {
	stmt( db, 'UPDATE terms SET parent = ? WHERE parent = ?' ).run(
		newParent,
		parent
	);
}

export interface TermQuery {
	taxonomy: string;
	search?: string;
	include?: number[];
	exclude?: number[];
	slugs?: string[];
	parent?: number;
	post?: number;
	hideEmpty?: boolean;
	orderby:
		| 'id'
		| 'name'
		| 'slug'
		| 'count'
		| 'include'
		| 'description'
		| 'term_group';
	order: 'asc' | 'desc';
	limit: number;
	offset: number;
}

export function queryTerms(
	db: Db,
	query: TermQuery
): { rows: TermRow[]; total: number } {
	const where = new WhereClause();
	where.add( 'taxonomy = ?', query.taxonomy );
	where.in( 'term_id', query.include );
	where.in( 'term_id', query.exclude, true );
	where.in( 'slug', query.slugs );
	if ( query.search ) {
		const like = containsPattern( query.search );
		where.add(
			"( name LIKE ? ESCAPE '\\' OR slug LIKE ? ESCAPE '\\' )",
			like,
			like
		);
	}
	if ( query.parent !== undefined ) {
		where.add( 'parent = ?', query.parent );
	}
	if ( query.post !== undefined ) {
		where.add(
			'term_id IN ( SELECT term_id FROM term_relationships WHERE object_id = ? )',
			query.post
		);
	}
	if ( query.hideEmpty ) {
		where.add( 'count > 0' );
	}
	const inner = `SELECT * FROM ( ${ SELECT } ) WHERE ${ where.sql }`;
	const total = (
		db
			.prepare( `SELECT COUNT(*) AS n FROM ( ${ inner } )` )
			.get( ...where.params ) as { n: number }
	 ).n;
	const columns: Record< string, string > = {
		id: 'term_id',
		name: 'name',
		slug: 'slug',
		count: 'count',
		description: 'description',
		term_group: 'name',
	};
	const order = ( query.orderby === 'include' &&
		includeOrder( 'term_id', query.include ) ) || {
		sql: `${ columns[ query.orderby ] ?? 'name' } ${ query.order === 'desc' ? 'DESC' : 'ASC' }, term_id ASC`,
		params: [],
	};
	const rows = db
		.prepare( `${ inner } ORDER BY ${ order.sql } LIMIT ? OFFSET ?` )
		.all(
			...where.params,
			...order.params,
			...limitOffset( query.limit, query.offset )
		) as TermRow[];
	return { rows, total };
}

/**
 * A post's terms of one taxonomy, by name (what a post's REST response lists), through one
 * statement prepared once: a list of 100 posts asks for them hundreds of times.
 */
export function termsOfPost(
	db: Db,
	postId: number,
	taxonomy: string
): TermRow[] {
	return stmt(
		db,
		`SELECT * FROM ( ${ SELECT } ) WHERE taxonomy = ? AND term_id IN ( SELECT term_id FROM term_relationships WHERE object_id = ? ) ORDER BY name ASC, term_id ASC`
	).all( taxonomy, postId ) as TermRow[];
}

export function postTermIds(
	db: Db,
	postId: number,
	taxonomy: string
): number[] {
	return (
		stmt(
			db,
			'SELECT t.term_id FROM term_relationships r JOIN terms t ON t.term_id = r.term_id WHERE r.object_id = ? AND t.taxonomy = ? ORDER BY t.term_id'
		).all( postId, taxonomy ) as { term_id: number }[]
	 ).map( ( row ) => row.term_id );
}

export function setPostTerms(
	db: Db,
	postId: number,
	taxonomy: string,
	termIds: number[]
): void {
	stmt(
		db,
		'DELETE FROM term_relationships WHERE object_id = ? AND term_id IN ( SELECT term_id FROM terms WHERE taxonomy = ? )'
	).run( postId, taxonomy );
	const insert = stmt(
		db,
		'INSERT OR IGNORE INTO term_relationships ( object_id, term_id ) VALUES ( ?, ? )'
	);
	for ( const termId of termIds ) {
		insert.run( postId, termId );
	}
}
