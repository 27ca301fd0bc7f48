/**
 * A cache of values computed from a string key, holding at most `limit` of them: past that the
 * least recently used one is forgotten, so a cache keyed by what users write cannot grow without
 * end. Only for values that depend on nothing but the key.
 */
export interface BoundedCache< V > {
	/** The value for `key`, computed by `compute` when it is not held. */
	get: ( key: string, compute: () => V ) => V;
	/** How many values are held. */
	readonly size: number;
}

export function boundedCache< V >( limit: number ): BoundedCache< V > {
	const entries = new Map< string, V >();
	return {
		get( key, compute ) {
			if ( entries.has( key ) ) {
				const value = entries.get( key ) as V;
				// Map keeps insertion order: moving the key to the end marks it recently used.
				entries.delete( key );
				entries.set( key, value );
				return value;
			}
			const value = compute();
			entries.set( key, value );
			if ( entries.size > limit ) {
				entries.delete( entries.keys().next().value as string );
			}
			return value;
		},
		get size() {
			return entries.size;
		},
	};
}
