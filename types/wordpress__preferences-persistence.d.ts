/**
 * The package @wordpress/preferences-persistence ships no type declarations; this covers what
 * the editor page uses.
 */
declare module '@wordpress/preferences-persistence' {
	interface PersistenceLayer {
		get: () => Promise< object >;
		set: ( data: object ) => void;
	}

	export function create( options?: {
		preloadedData?: Record< string, unknown >;
		localStorageRestoreKey?: string;
		requestDebounceMS?: number;
	} ): PersistenceLayer;
}
