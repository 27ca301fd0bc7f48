import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { styleInDirection, visitorAssets } from '../block-assets';

/** A right-to-left page loads each stylesheet's `-rtl.css` twin in its place. */
describe( 'stylesheets of a right-to-left page', () => {
	it( 'takes the twin of a stylesheet, its query kept, and leaves left to right alone', () => {
		expect(
			[
				'/build/theme/style.css',
				'/build/core/block-library.css?ver=2',
				'/build/blocks/map/style-rtl.css',
				'/build/x.css.map',
			].map( ( url ) => styleInDirection( url, true ) )
		).toStrictEqual( [
			'/build/theme/style-rtl.css',
			'/build/core/block-library-rtl.css?ver=2',
			'/build/blocks/map/style-rtl.css',
			'/build/x.css.map',
		] );
		expect( styleInDirection( '/build/theme/style.css', false ) ).toBe(
			'/build/theme/style.css'
		);
	} );

	describe( 'on a visitor page', () => {
		let build: string;
		const manifest = {
			theme: { style: [ '/build/theme/style.css' ] },
			blocks: {
				map: {
					viewScript: [],
					style: [ '/build/blocks/map/style.css' ],
				},
			},
		} as never;

		beforeAll( () => {
			build = mkdtempSync( join( tmpdir(), 'tessera-rtl-' ) );
			// The map's twin is missing on purpose: a missing file is never linked.
			for ( const file of [
				'core/block-library.css',
				'core/block-library-rtl.css',
				'core/theme.css',
				'core/theme-rtl.css',
				'theme/style.css',
				'theme/style-rtl.css',
				'blocks/map/style.css',
			] ) {
				mkdirSync( join( build, file, '..' ), { recursive: true } );
				writeFileSync( join( build, file ), '' );
			}
		} );

		afterAll( () => rmSync( build, { recursive: true, force: true } ) );

		it( 'links the twins right to left and the originals left to right', () => {
			const blocks = [ 'tessera/map' ];
			expect(
				visitorAssets( build, manifest, blocks, true ).styles
			).toStrictEqual( [
				'/build/core/block-library-rtl.css',
				'/build/core/theme-rtl.css',
				'/build/theme/style-rtl.css',
			] );
			expect(
				visitorAssets( build, manifest, blocks ).styles
			).toStrictEqual( [
				'/build/core/block-library.css',
				'/build/core/theme.css',
				'/build/theme/style.css',
				'/build/blocks/map/style.css',
			] );
		} );
	} );
} );
