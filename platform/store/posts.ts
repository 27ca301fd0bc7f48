import type { Db } from './db';
import { stmt } from './statements';

/** A row of the posts table (posts, pages, attachments, revisions, reusable blocks). */
export interface PostRow {
	ID: number;
	post_author: number;
	post_date: string;
	post_date_gmt: string;
	post_content: string;
	post_title: string;
	post_excerpt: string;
	post_status: string;
	comment_status: string;
	ping_status: string;
	post_password: string;
	post_name: string;
	post_modified: string;
	post_modified_gmt: string;
	post_parent: number;
	guid: string;
	menu_order: number;
	post_type: string;
	post_mime_type: string;
}

export type PostFields = Omit< PostRow, 'ID' >;

export const POST_COLUMNS = [
	'post_author',
	'post_date',
	'post_date_gmt',
	'post_content',
	'post_title',
	'post_excerpt',
	'post_status',
	'comment_status',
	'ping_status',
	'post_password',
	'post_name',
	'post_modified',
	'post_modified_gmt',
	'post_parent',
	'guid',
	'menu_order',
	'post_type',
	'post_mime_type',
] as const;

export function getPost( db: Db, id: number ): PostRow | undefined {
	return stmt( db, 'SELECT * FROM posts WHERE ID = ?' ).get( id ) as
		PostRow | undefined;
}

export function insertPost( db: Db, post: PostFields ): number {
	const result = stmt(
		db,
		`INSERT INTO posts ( ${ POST_COLUMNS.join( ', ' ) } ) VALUES ( ${ POST_COLUMNS.map( ( c ) => '@' + c ).join( ', ' ) } )`
	).run( post );
	return Number( result.lastInsertRowid );
}

/** A WordPress site's post as the Tessera service keeps a copy of it: under WordPress's own ID. */
export function savePostWithId( db: Db, id: number, post: PostFields ): void {
	stmt(
		db,
		`INSERT INTO posts ( ID, ${ POST_COLUMNS.join( ', ' ) } ) VALUES ( @ID, ${ POST_COLUMNS.map( ( c ) => '@' + c ).join( ', ' ) } )
		ON CONFLICT ( ID ) DO UPDATE SET ${ POST_COLUMNS.map( ( c ) => `${ c } = excluded.${ c }` ).join( ', ' ) }`
	).run( { ...post, ID: id } );
}

export function updatePostRow( db: Db, id: number, post: PostFields ): void {
	stmt(
		db,
		`UPDATE posts SET ${ POST_COLUMNS.map( ( c ) => `${ c } = @${ c }` ).join( ', ' ) } WHERE ID = @ID`
	).run( { ...post, ID: id } );
}

export function deletePostRow( db: Db, id: number ): void {
	stmt( db, 'DELETE FROM posts WHERE ID = ?' ).run( id );
}

/** Whether another post of the same type (and parent, for hierarchical types) uses the slug. */
export function slugTaken(
	db: Db,
	slug: string,
	type: string,
	exceptId: number,
	parent: number
): boolean {
	return !! stmt(
		db,
		`SELECT 1 FROM posts WHERE post_name = ? AND post_type = ? AND ID != ? AND post_parent = ?
		AND post_status NOT IN ( 'auto-draft', 'trash', 'inherit' ) LIMIT 1`
	).get( slug, type, exceptId, parent );
}

export function findPostBySlug(
	db: Db,
	slug: string,
	types: string[]
): PostRow | undefined {
	return db
		.prepare(
			`SELECT * FROM posts WHERE post_name = ? AND post_type IN ( ${ types.map( () => '?' ).join( ', ' ) } )
			AND post_status NOT IN ( 'auto-draft', 'trash', 'inherit' ) ORDER BY ID LIMIT 1`
		)
		.get( slug, ...types ) as PostRow | undefined;
}

/** Children of a post of a given type: revisions and autosaves (type `revision`), attachments. */
export function childPosts( db: Db, parent: number, type: string ): PostRow[] {
	return stmt(
		db,
		'SELECT * FROM posts WHERE post_parent = ? AND post_type = ? ORDER BY post_date_gmt DESC, ID DESC'
	).all( parent, type ) as PostRow[];
}

/** childPosts() without their texts: IDs and names only, for counting and linking. */
export function childPostNames(
	db: Db,
	parent: number,
	type: string
): Pick< PostRow, 'ID' | 'post_name' >[] {
	return stmt(
		db,
		'SELECT ID, post_name FROM posts WHERE post_parent = ? AND post_type = ? ORDER BY post_date_gmt DESC, ID DESC'
	).all( parent, type ) as Pick< PostRow, 'ID' | 'post_name' >[];
}

/** Posts whose scheduled date has come: WordPress's cron would publish them. Returns their IDs. */
export function publishDuePosts( db: Db, nowGmt: string ): number[] {
	return (
		stmt(
			db,
			"UPDATE posts SET post_status = 'publish' WHERE post_status = 'future' AND post_date_gmt <= ? RETURNING ID"
		).all( nowGmt ) as Array< { ID: number } >
	 ).map( ( row ) => row.ID );
}

/** Deletes the auto-drafts last modified before `cutoffGmt` (nobody saved them). */
export function deleteAutoDraftsBefore( db: Db, cutoffGmt: string ): void {
	stmt(
		db,
		"DELETE FROM posts WHERE post_status = 'auto-draft' AND post_modified_gmt < ?"
	).run( cutoffGmt );
}

export function setPostName( db: Db, id: number, name: string ): void {
	stmt( db, 'UPDATE posts SET post_name = ? WHERE ID = ?' ).run( name, id );
}

/**
 * What deleting a post for good takes with it: its revisions are deleted, and its other children
 * (attachments, child pages) are kept with no parent.
 */
export function releasePostChildren( db: Db, postId: number ): void {
	stmt(
		db,
		"DELETE FROM posts WHERE post_parent = ? AND post_type = 'revision'"
	).run( postId );
	stmt( db, 'UPDATE posts SET post_parent = 0 WHERE post_parent = ?' ).run(
		postId
	);
}

/** The posts of these types the user wrote, oldest first. */
export function postsByAuthor(
	db: Db,
	authorId: number,
	types: string[]
): PostRow[] {
	return stmt(
		db,
		`SELECT * FROM posts WHERE post_author = ? AND post_type IN ( ${ types
			.map( () => '?' )
			.join( ', ' ) } ) ORDER BY ID`
	).all( authorId, ...types ) as PostRow[];
}

/** Gives every post of one author (of every type) to another. */
export function reassignAuthor( db: Db, from: number, to: number ): void {
	stmt( db, 'UPDATE posts SET post_author = ? WHERE post_author = ?' ).run(
		to,
		from
	);
}

/** The newest published posts of a type without a password, newest first, at most `limit`. */
export function recentPublicPosts(
	db: Db,
	type: string,
	limit: number
): PostRow[] {
	return stmt(
		db,
		"SELECT * FROM posts WHERE post_type = ? AND post_status = 'publish' AND post_password = '' ORDER BY post_date_gmt DESC, ID DESC LIMIT ?"
	).all( type, limit ) as PostRow[];
}
