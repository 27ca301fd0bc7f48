import type { Db } from './db';
import { stmt } from './statements';

/** Site options, JSON-encoded values keyed by name (WordPress's wp_options). */
export function getOption< T >( db: Db, name: string, fallback: T ): T {
	const row = stmt(
		db,
		'SELECT option_value FROM options WHERE option_name = ?'
	).get( name ) as { option_value: string } | undefined;
	return row ? ( JSON.parse( row.option_value ) as T ) : fallback;
}

export function updateOption( db: Db, name: string, value: unknown ): void {
	stmt(
		db,
		`INSERT INTO options ( option_name, option_value ) VALUES ( ?, ? )
		ON CONFLICT ( option_name ) DO UPDATE SET option_value = excluded.option_value`
	).run( name, JSON.stringify( value ) );
}
