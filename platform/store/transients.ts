import type { Db } from './db';
import { stmt } from './statements';

/**
 * Short-lived values with an expiry (WordPress's transients): what a request leaves for the
 * next page load, such as a form submission's outcome. Expired values read as absent and are
 * deleted whenever a new one is written.
 */
export function setTransient(
	db: Db,
	name: string,
	value: unknown,
	ttlSeconds: number,
	now = Date.now()
): void {
	stmt( db, 'DELETE FROM transients WHERE expires <= ?' ).run( now );
	stmt(
		db,
		`INSERT INTO transients ( name, value, expires ) VALUES ( ?, ?, ? )
		ON CONFLICT ( name ) DO UPDATE SET value = excluded.value, expires = excluded.expires`
	).run( name, JSON.stringify( value ), now + ttlSeconds * 1000 );
}

export function getTransient(
	db: Db,
	name: string,
	now = Date.now()
): unknown {
	const row = stmt(
		db,
		'SELECT value, expires FROM transients WHERE name = ?'
	).get( name ) as { value: string; expires: number } | undefined;
	return row && row.expires > now ? JSON.parse( row.value ) : undefined;
}
