import type { Db } from './db';
import type { Statement } from 'better-sqlite3';

const cache = new WeakMap< Db, Map< string, Statement > >();

/** A prepared statement for `sql`, prepared once per connection. */
export function stmt( db: Db, sql: string ): Statement {
	let statements = cache.get( db );
	if ( ! statements ) {
		statements = new Map();
		cache.set( db, statements );
	}
	let statement = statements.get( sql );
	if ( ! statement ) {
		statement = db.prepare( sql );
		statements.set( sql, statement );
	}
	return statement;
}
