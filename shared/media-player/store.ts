import { createReduxStore, register, select } from '@wordpress/data';
import * as actions from './actions';
import { mediaPlayerReducer } from './reducer';
import * as selectors from './selectors';

export const STORE_NAME = 'tessera/media-source';

/**
 * The shared state of the page's media elements in the editor, as a `@wordpress/data` store, so
 * a block's player and controls from another block (the audio block's Jump Back) agree on which
 * element plays and where it is.
 */
export const store = createReduxStore( STORE_NAME, {
	reducer: mediaPlayerReducer,
	actions,
	selectors,
} );

/** Registers the store once on the default registry (several chunks may ask). */
export function ensureMediaPlayerStore(): void {
	if ( ! select( STORE_NAME as never ) ) {
		register( store );
	}
}
