/**
 * One numbered schema migration. Column names follow WordPress's tables so the data reads the
 * same as in a WordPress database. Never edit an applied migration: add the next number, in a
 * file of its own, and list it in `index.ts`. The SQL keeps the indentation it was first written
 * with: SQLite stores the text of each CREATE, so a new database's schema stays the same to the byte.
 */
export interface Migration {
	version: number;
	name: string;
	sql: string;
}
