import type { Db } from './db';
import { stmt } from './statements';
import { WhereClause, containsPattern } from './where';

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

export interface UserQuery {
	search?: string;
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
		const like = containsPattern( query.search );
		where.add(
			"( user_login LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\' OR user_email LIKE ? ESCAPE '\\' OR user_nicename LIKE ? ESCAPE '\\' )",
			like,
			like,
			like,
			like
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
		.all( ...where.params, query.limit, query.offset ) as UserRow[];
	return { rows, total };
}
