import type { Db } from '../store/db';
import {
	boundedCache,
	type BoundedCache,
} from '../../shared/server-render/bounded-cache';

/**
 * A bounded cache for each site database: two sites in one process may have the same change
 * stamps and post ids, so what one computed never answers the other.
 *
 * @param limit How many values each database's cache holds.
 */
export function perDatabaseCache< V >(
	limit: number
): ( db: Db ) => BoundedCache< V > {
	const caches = new WeakMap< Db, BoundedCache< V > >();
	return ( db ) => {
		let cache = caches.get( db );
		if ( ! cache ) {
			cache = boundedCache< V >( limit );
			caches.set( db, cache );
		}
		return cache;
	};
}
