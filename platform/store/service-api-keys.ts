import type { Db } from './db';
import { stmt } from './statements';

/** Who provides a key: the site's own, or the platform's default for every site. */
export type ApiKeySource = 'site' | 'wpcom';

export interface ServiceApiKey {
	key: string;
	source: ApiKeySource;
}

/** The key in use for `service`: the site's own, else the platform default, else none ('site'). */
export function serviceApiKey( db: Db, service: string ): ServiceApiKey {
	const row = stmt(
		db,
		`SELECT api_key, source FROM service_api_keys WHERE service = ?
		ORDER BY CASE source WHEN 'site' THEN 0 ELSE 1 END LIMIT 1`
	).get( service ) as { api_key: string; source: ApiKeySource } | undefined;
	return row
		? { key: row.api_key, source: row.source }
		: { key: '', source: 'site' };
}

export function saveServiceApiKey(
	db: Db,
	service: string,
	source: ApiKeySource,
	key: string
): void {
	stmt(
		db,
		`INSERT INTO service_api_keys ( service, source, api_key ) VALUES ( ?, ?, ? )
		ON CONFLICT ( service, source ) DO UPDATE SET api_key = excluded.api_key`
	).run( service, source, key );
}

/** Removes the site's own key; the platform default, if any, is untouched. */
export function deleteSiteApiKey( db: Db, service: string ): void {
	stmt(
		db,
		`DELETE FROM service_api_keys WHERE service = ? AND source = 'site'`
	).run( service );
}
