import './browser-globals';
import * as blocks from '@wordpress/blocks';
import * as data from '@wordpress/data';

import wpGlobalNames from '../wp-globals.json';
import { exposeGlobals, wpGlobals } from '../expose-globals';

describe( 'window.wp', () => {
	it( 'holds a package under each name webpack maps Tessera imports to', () => {
		expect( Object.keys( wpGlobals ).sort() ).toEqual(
			Object.values( wpGlobalNames ).sort()
		);
	} );

	it( 'exposes the same module instances, keeping what was there', () => {
		const target = window as unknown as Record< string, unknown > & {
			wp: Record< string, unknown >;
		};
		target.wp = { other: 'kept' };
		exposeGlobals();
		expect( target.wp.other ).toBe( 'kept' );
		expect( target.wp.data ).toBe( data );
		expect( target.wp.blocks ).toBe( blocks );
		expect( typeof target.wp.apiFetch ).toBe( 'function' );
		expect(
			typeof ( target.ReactJSXRuntime as { jsx: unknown } ).jsx
		).toBe( 'function' );
	} );
} );
