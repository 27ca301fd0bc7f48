import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Rows of one query run on the data of every site the service keeps (`<data>/sites/<id>/`), read
 * only: what the service recorded, which no WordPress screen lists.
 *
 * @param serviceDataDir The service's data folder.
 * @param sql            The query.
 * @param params         Its parameters.
 */
export function serviceRows< Row >(
	serviceDataDir: string,
	sql: string,
	...params: unknown[]
): Row[] {
	const sites = join( serviceDataDir, 'sites' );
	return readdirSync( sites ).flatMap( ( site ) => {
		const db = new Database( join( sites, site, 'tessera.sqlite' ), {
			readonly: true,
		} );
		try {
			return db.prepare( sql ).all( ...params ) as Row[];
		} finally {
			db.close();
		}
	} );
}
