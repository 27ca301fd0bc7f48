import type { Db } from './db';
import { stmt } from './statements';
import { WhereClause, containsPattern, limitOffset } from './where';

/** WordPress's default roles: what a user's `role` column may hold. */
export type Role =
	'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

export interface UserRow {
	ID: number;
	user_login: string;
	user_pass: string;
	user_email: string;
	user_nicename: string;
	display_name: string;
	user_url: string;
	description: string;
	user_registered: string;
	role: Role;
}

export function getUserById( db: Db, id: number ): UserRow | undefined {
	return stmt( db, 'SELECT * FROM users WHERE ID = ?' ).get( id ) as
		UserRow | undefined;
}

export function getUserByLogin( db: Db, login: string ): UserRow | undefined {
	return stmt(
		db,
		'SELECT * FROM users WHERE user_login = ? OR user_email = ?'
	).get( login, login ) as UserRow | undefined;
}

export function getUserBySlug( db: Db, slug: string ): UserRow | undefined {
	return stmt( db, 'SELECT * FROM users WHERE user_nicename = ?' ).get(
		slug
	) as UserRow | undefined;
}

export function countUsers( db: Db ): number {
	return (
		stmt( db, 'SELECT COUNT(*) AS n FROM users' ).get() as { n: number }
	 ).n;
}

export function firstAdministrator( db: Db ): UserRow | undefined {
	return stmt(
		db,
		"SELECT * FROM users WHERE role = 'administrator' ORDER BY ID LIMIT 1"
	).get() as UserRow | undefined;
}

export type NewUser = Omit< UserRow, 'ID' >;

export function insertUser( db: Db, user: NewUser ): number {
	const result = stmt(
		db,
		`INSERT INTO users ( user_login, user_pass, user_email, user_nicename, display_name, user_url,
			description, user_registered, role )
		VALUES ( @user_login, @user_pass, @user_email, @user_nicename, @display_name, @user_url,
			@description, @user_registered, @role )`
	).run( user );
	return Number( result.lastInsertRowid );
}

/**
 * A WordPress site's user as the Tessera service knows them: kept under WordPress's own ID, with
 * the name and role WordPress last gave.
 */
export function saveUserWithId(
	db: Db,
	id: number,
	user: Pick< UserRow, 'display_name' | 'role' >
): void {
	stmt(
		db,
		`INSERT INTO users ( ID, user_login, user_pass, user_email, user_nicename, display_name,
			user_url, description, user_registered, role )
		VALUES ( @id, @login, '', '', @login, @display_name, '', '', datetime( 'now' ), @role )
		ON CONFLICT ( ID ) DO UPDATE SET display_name = excluded.display_name, role = excluded.role`
	).run( { id, login: `wordpress-user-${ id }`, ...user } );
}

const UPDATABLE = [
	'user_email',
	'display_name',
	'user_url',
	'description',
	'user_nicename',
] as const;

export function updateUser(
	db: Db,
	id: number,
	changes: Partial< Pick< UserRow, ( typeof UPDATABLE )[ number ] > >
): void {
	for ( const column of UPDATABLE ) {
		const value = changes[ column ];
		if ( value !== undefined ) {
			stmt( db, `UPDATE users SET ${ column } = ? WHERE ID = ?` ).run(
				value,
				id
			);
		}
	}
}

export function setUserRole( db: Db, id: number, role: Role ): void {
	stmt( db, 'UPDATE users SET role = ? WHERE ID = ?' ).run( role, id );
}

/** Replaces the user's password hash (the caller hashes). */
export function setUserPasswordHash( db: Db, id: number, hash: string ): void {
	stmt( db, 'UPDATE users SET user_pass = ? WHERE ID = ?' ).run( hash, id );
}

/** Whether the user has published a post or a page (which makes them visible to visitors). */
export function hasPublishedPosts( db: Db, userId: number ): boolean {
	return !! stmt(
		db,
		"SELECT 1 FROM posts WHERE post_author = ? AND post_status = 'publish' AND post_type IN ( 'post', 'page' ) LIMIT 1"
	).get( userId );
}

/** The users columns a search may look in. */
export type UserSearchColumn =
	| 'ID'
	| 'user_login'
	| 'user_email'
	| 'user_url'
	| 'user_nicename'
	| 'display_name';

/** PHP's is_numeric(): a decimal number, with optional sign, fraction and exponent. */
const NUMERIC =
	/^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

/**
 * Where WP_User_Query looks when no columns are named: an address with `@` among the e-mail
 * addresses, a number among the logins and IDs, a web address among the websites, anything else
 * in login, website, e-mail address, slug and display name.
 */
function defaultSearchColumns( search: string ): UserSearchColumn[] {
	if ( search.includes( '@' ) ) {
		return [ 'user_email' ];
	}
	if ( NUMERIC.test( search ) ) {
		return [ 'user_login', 'ID' ];
	}
	if ( /^https?:\/\//.test( search ) ) {
		return [ 'user_url' ];
	}
	return [
		'user_login',
		'user_url',
		'user_email',
		'user_nicename',
		'display_name',
	];
}

/** The search condition: the ID equal to the search, other columns containing it. */
function addSearch(
	where: WhereClause,
	search: string,
	columns: readonly UserSearchColumn[]
): void {
	const like = containsPattern( search );
	const conditions = columns.map( ( column ) =>
		column === 'ID' ? 'ID = ?' : `${ column } LIKE ? ESCAPE '\\'`
	);
	where.add(
		`( ${ conditions.join( ' OR ' ) } )`,
		...columns.map( ( column ) => ( column === 'ID' ? search : like ) )
	);
}

export interface UserQuery {
	search?: string;
	/** The columns the search looks in; WP_User_Query's choice by the search's shape when none. */
	searchColumns?: UserSearchColumn[];
	roles?: Role[];
	include?: number[];
	slugs?: string[];
	/** Only users who have published posts of a public type (what anonymous visitors may list). */
	hasPublishedPosts?: boolean;
	orderby: 'id' | 'name' | 'slug' | 'registered_date' | 'email';
	order: 'asc' | 'desc';
	limit: number;
	offset: number;
}

const ORDER_COLUMNS: Record< UserQuery[ 'orderby' ], string > = {
	id: 'ID',
	name: 'display_name',
	slug: 'user_nicename',
	registered_date: 'user_registered',
	email: 'user_email',
};

/** Users matching the query, and how many match in all (for X-WP-Total). */
export function queryUsers(
	db: Db,
	query: UserQuery
): { rows: UserRow[]; total: number } {
	const where = new WhereClause();
	if ( query.search ) {
		addSearch(
			where,
			query.search,
			query.searchColumns?.length
				? query.searchColumns
				: defaultSearchColumns( query.search )
		);
	}
	where.in( 'role', query.roles );
	where.in( 'ID', query.include );
	where.in( 'user_nicename', query.slugs );
	if ( query.hasPublishedPosts ) {
		where.add(
			"EXISTS ( SELECT 1 FROM posts WHERE post_author = users.ID AND post_status = 'publish' AND post_type IN ( 'post', 'page' ) )"
		);
	}
	const clause = where.sql ? `WHERE ${ where.sql }` : '';
	const total = (
		db
			.prepare( `SELECT COUNT(*) AS n FROM users ${ clause }` )
			.get( ...where.params ) as { n: number }
	 ).n;
	const order = `${ ORDER_COLUMNS[ query.orderby ] } ${ query.order === 'desc' ? 'DESC' : 'ASC' }`;
	const rows = db
		.prepare(
			`SELECT * FROM users ${ clause } ORDER BY ${ order }, ID ASC LIMIT ? OFFSET ?`
		)
		.all(
			...where.params,
			...limitOffset( query.limit, query.offset )
		) as UserRow[];
	return { rows, total };
}

/** Removes the user; their meta, sessions, connections and likes go with them (foreign keys). */
export function deleteUserRow( db: Db, id: number ): void {
	stmt( db, 'DELETE FROM users WHERE ID = ?' ).run( id );
}
