/**
 * Errors of the last product save, per block: the save runs before the post's own save (outside
 * any block's component), and each block shows the error of its own product under the field.
 */
import { useSyncExternalStore } from '@wordpress/element';

export type SaveErrors = Partial< Record< 'email' | 'price', true > >;

const errors = new Map< string, SaveErrors >();
const listeners = new Set< () => void >();

export function setSaveErrors( clientId: string, value: SaveErrors ): void {
	if ( Object.keys( value ).length === 0 && ! errors.has( clientId ) ) {
		return;
	}
	errors.set( clientId, value );
	listeners.forEach( ( listener ) => listener() );
}

const NONE: SaveErrors = {};

export function useSaveErrors( clientId: string ): SaveErrors {
	return useSyncExternalStore(
		( listener ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		() => errors.get( clientId ) ?? NONE
	);
}
