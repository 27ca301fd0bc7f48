import { debugLogLines } from './support/state';
import { expect, test } from './support/test';

/**
 * Runs after every other WordPress test: WP_DEBUG and WP_DEBUG_LOG were on the whole time, and a
 * clean WordPress writes nothing to debug.log, so every line there came from the plugin.
 */
test( 'WordPress logged no notice, warning or error while Tessera was installed and used', ( {
	wordpress,
} ) => {
	expect( debugLogLines( wordpress.debugLog ) ).toEqual( [] );
} );
