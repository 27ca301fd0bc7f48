import Database from 'better-sqlite3';
import { runMigrations } from './migrations';

export type Db = Database.Database;

/**
 * Opens (or creates) the site database: WAL so readers never wait for the writer, foreign keys so
 * deleting a post removes its meta and term links, and every pending migration applied.
 */
export function openDatabase( file: string ): Db {
	const db = new Database( file );
	db.pragma( 'journal_mode = WAL' );
	db.pragma( 'foreign_keys = ON' );
	db.pragma( 'busy_timeout = 5000' );
	runMigrations( db );
	return db;
}
