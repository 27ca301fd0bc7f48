import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { visitorAssets } from '../block-assets';
import { viewScriptTags } from '../view-script-tags';

/**
 * A view script that translates gets `wp-i18n` and its locale data before it, as WordPress prints
 * a script with `wp_set_script_translations`.
 */
describe( 'the view scripts of a visitor page', () => {
	let build: string;
	const manifest = {
		theme: { style: [] },
		i18n: { scripts: [ '/build/core/i18n.js' ] },
		blocks: {
			'contact-form': {
				viewScript: [ '/build/blocks/contact-form/view.js' ],
				style: [],
				viewScriptUsesI18n: true,
			},
			calendly: {
				viewScript: [ '/build/blocks/calendly/view.js' ],
				style: [],
			},
		},
	} as never;

	beforeAll( () => {
		build = mkdtempSync( join( tmpdir(), 'tessera-view-i18n-' ) );
		for ( const file of [
			'core/i18n.js',
			'blocks/contact-form/view.js',
			'blocks/calendly/view.js',
		] ) {
			mkdirSync( join( build, file, '..' ), { recursive: true } );
			writeFileSync( join( build, file ), '' );
		}
	} );

	afterAll( () => rmSync( build, { recursive: true, force: true } ) );

	const assetsOf = ( ...names: string[] ) =>
		visitorAssets( build, manifest, names );

	it( 'loads wp-i18n only for a view script that translates', () => {
		expect(
			assetsOf( 'tessera/calendly', 'tessera/contact-form' ).i18n
		).toStrictEqual( {
			scripts: [ '/build/core/i18n.js' ],
			translated: [ '/build/blocks/contact-form/view.js' ],
		} );
		expect( assetsOf( 'tessera/calendly' ).i18n ).toBeUndefined();
	} );

	it( 'prints wp-i18n, then the French of the script, then the deferred scripts', () => {
		const html = viewScriptTags(
			assetsOf( 'tessera/contact-form', 'tessera/calendly' ),
			'fr_FR'
		);
		const order = [
			'<script src="/build/core/i18n.js"></script>',
			'"This field is required.":["Ce champ est obligatoire."]',
			'<script src="/build/blocks/contact-form/view.js" defer></script>',
			'<script src="/build/blocks/calendly/view.js" defer></script>',
		].map( ( part ) => html.indexOf( part ) );
		expect( order.every( ( at ) => at >= 0 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toStrictEqual( order );
		expect( html ).toContain( '}, "tessera" );' );
		// Nothing the page prints can close the script element early.
		expect( html.match( /<\/script>/g ) ).toHaveLength( 4 );
	} );

	it( 'prints no locale data in English, and the direction in Hebrew', () => {
		const english = viewScriptTags(
			assetsOf( 'tessera/contact-form' ),
			'en_US'
		);
		expect( english ).toBe(
			'<script src="/build/core/i18n.js"></script>\n<script src="/build/blocks/contact-form/view.js" defer></script>'
		);
		expect(
			viewScriptTags( assetsOf( 'tessera/contact-form' ), 'he_IL' )
		).toContain(
			'wp.i18n.setLocaleData( {"text direction\\u0004ltr":["rtl"]} );'
		);
	} );
} );
