import {
	createReduxStore,
	dispatch,
	register,
	select,
	subscribe,
} from '@wordpress/data';
import * as actions from './actions';
import type { PageMediaStore } from './page-store';
import { mediaPlayerReducer } from './reducer';
import * as selectors from './selectors';
import type { MediaPlayerAction, MediaPlayerState } from './types';

export const STORE_NAME = 'tessera/media-source';

/**
 * The shared state of the page's media elements in the editor, as a `@wordpress/data` store, so
 * a block's player and controls from another block (the audio block's Jump Back) agree on which
 * element plays and where it is.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer: mediaPlayerReducer,
	actions: {
		...actions,
		/** Any of the actions above, already made (what a player's controller dispatches). */
		applyMediaAction: ( action: MediaPlayerAction ) => action,
	},
	selectors: {
		...selectors,
		getMediaPlayerState: ( state: MediaPlayerState ) => state,
	},
} );

/** Registers the store once on the default registry (several chunks may ask). */
export function ensureMediaPlayerStore(): void {
	if ( ! select( STORE_NAME as never ) ) {
		register( store );
	}
}

/** The editor's store seen through the small interface the players' controllers use. */
export function editorMediaStore(): PageMediaStore {
	ensureMediaPlayerStore();
	return {
		getState: () => select( store ).getMediaPlayerState(),
		dispatch: ( action ) => {
			dispatch( store ).applyMediaAction( action );
		},
		subscribe: ( listener ) => subscribe( listener, store ),
	};
}
