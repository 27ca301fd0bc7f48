import { INITIAL_STATE, mediaPlayerReducer } from './reducer';
import type { MediaPlayerAction, MediaPlayerState } from './types';

export interface PageMediaStore {
	getState: () => MediaPlayerState;
	dispatch: ( action: MediaPlayerAction ) => void;
	subscribe: ( listener: () => void ) => () => void;
}

/**
 * The same media-player state for a visitor page, without `@wordpress/data` (which a visitor page
 * would otherwise load for one reducer): listeners hear every change.
 */
export function createPageMediaStore(): PageMediaStore {
	let state = INITIAL_STATE;
	const listeners = new Set< () => void >();
	return {
		getState: () => state,
		dispatch( action ) {
			const next = mediaPlayerReducer( state, action );
			if ( next !== state ) {
				state = next;
				listeners.forEach( ( listener ) => listener() );
			}
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
