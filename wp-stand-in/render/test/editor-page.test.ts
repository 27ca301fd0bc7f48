import { JSDOM } from 'jsdom';

import { renderEditorPage } from '../editor-page';
import type { EditorPageInput } from '../../../shared/editor-page/types';
import { PLAN_CATALOG } from '../../../shared/plans/catalog';

const HOSTILE =
	'</script><script>window.pwned = 1</script>\u2028\u2029<!-- "\' &amp;';

function input( overrides: Partial< EditorPageInput > = {} ): EditorPageInput {
	return {
		postId: 12,
		postType: 'post',
		nonce: 'abc123',
		restRoot: '/wp-json/',
		siteTitle: 'My site',
		siteUrl: 'http://localhost:8888',
		initialState: {
			available_blocks: { 'rating-star': { available: true } },
			tessera: {
				is_active: true,
				is_current_user_connected: true,
				is_offline_mode: false,
				is_private_site: false,
				enable_upgrade_nudge: false,
			},
			siteFragment: 'localhost:8888',
			allowedMimeTypes: { png: 'image/png' },
			plan: PLAN_CATALOG.free,
			site_type: 'simple',
			beta_extensions: false,
		},
		user: {
			id: 1,
			name: 'admin',
			capabilities: { edit_theme_options: true },
		},
		assetBase: '/build/',
		allowedMimeTypes: { png: 'image/png' },
		locale: 'en_US',
		assets: {
			scripts: [ '/build/editor/index.js' ],
			styles: [ '/build/core/components.css', '/build/editor/index.css' ],
			canvasStyles: [
				'/build/core/block-library.css',
				'/build/editor/canvas.css',
			],
		},
		...overrides,
	};
}

/** Runs the page's inline script (not the bundle) and returns its window. */
function load( html: string ) {
	const dom = new JSDOM( html, { runScripts: 'dangerously' } );
	return dom.window as unknown as Window & { pwned?: number };
}

describe( 'renderEditorPage', () => {
	it( 'prints the editor root, the assets in order and the page data', () => {
		const html = renderEditorPage( input() );
		const window = load( html );
		const { document } = window;
		expect( document.documentElement.lang ).toBe( 'en-US' );
		expect( document.getElementById( 'editor' ) ).not.toBeNull();
		expect(
			[ ...document.querySelectorAll( 'link[rel=stylesheet]' ) ].map(
				( link ) => link.getAttribute( 'href' )
			)
		).toEqual( [
			'/build/core/components.css',
			'/build/editor/index.css',
		] );
		// The block editor copies stylesheets with an id into the canvas iframe.
		expect( document.querySelector( 'link[id]' ) ).toBeNull();
		expect(
			[ ...document.querySelectorAll( 'script[src]' ) ].map( ( script ) =>
				script.getAttribute( 'src' )
			)
		).toEqual( [ '/build/editor/index.js' ] );
		expect( window.tesseraEditor ).toEqual(
			expect.objectContaining( {
				postId: 12,
				postType: 'post',
				nonce: 'abc123',
				restRoot: '/wp-json/',
				assetBase: '/build/',
				canvasStyles: [
					'/build/core/block-library.css',
					'/build/editor/canvas.css',
				],
			} )
		);
		expect( window.Tessera_Editor_Initial_State ).toEqual(
			input().initialState
		);
		expect(
			document.querySelector( '#wpadminbar a[href="/wp-admin/edit.php"]' )
		).not.toBeNull();
	} );

	it( 'keeps hostile text inside the data, never running it', () => {
		const state = input().initialState;
		const html = renderEditorPage(
			input( {
				siteTitle: HOSTILE,
				user: { id: 1, name: HOSTILE, capabilities: {} },
				initialState: { ...state, siteFragment: HOSTILE },
			} )
		);
		const window = load( html );
		expect( window.pwned ).toBeUndefined();
		expect(
			window.document.querySelectorAll( 'script:not([src])' )
		).toHaveLength( 1 );
		expect( window.tesseraEditor?.siteTitle ).toBe( HOSTILE );
		expect( window.tesseraEditor?.user.name ).toBe( HOSTILE );
		expect( window.Tessera_Editor_Initial_State?.siteFragment ).toBe(
			HOSTILE
		);
		expect( window.document.title ).toContain( HOSTILE.slice( 0, 20 ) );
		expect(
			window.document.querySelector( '.tessera-admin-bar__site' )
				?.textContent
		).toBe( HOSTILE );
	} );

	it( 'links pages to the pages list and ignores a malformed locale', () => {
		const html = renderEditorPage(
			input( {
				postType: 'page',
				locale: '"><script>window.pwned=1</script>',
			} )
		);
		const window = load( html );
		expect( window.pwned ).toBeUndefined();
		expect( window.document.documentElement.lang ).toBe( 'en' );
		expect(
			window.document.querySelector(
				'#wpadminbar a[href="/wp-admin/edit.php?post_type=page"]'
			)
		).not.toBeNull();
		expect( window.document.body.classList ).toContain( 'post-type-page' );
	} );

	it( 'in French, hands the editor Tessera’s French strings, left to right', () => {
		const window = load( renderEditorPage( input( { locale: 'fr_FR' } ) ) );
		const data = window.tesseraEditor!;
		expect(
			data.localeData?.[ 'block title\u0004Business Hours' ]
		).toStrictEqual( [ 'Horaires d’ouverture' ] );
		expect( data.localeData?.[ '' ] ).toMatchObject( { lang: 'fr_FR' } );
		expect( data.rightToLeft ).toBeUndefined();
		expect( window.document.documentElement.dir ).toBe( '' );
		expect(
			[
				...window.document.querySelectorAll( 'link[rel=stylesheet]' ),
			].map( ( link ) => link.getAttribute( 'href' ) )
		).toStrictEqual( [
			'/build/core/components.css',
			'/build/editor/index.css',
		] );
	} );

	it( 'in Hebrew, runs right to left with the stylesheets’ twins, and has no strings to hand', () => {
		const window = load( renderEditorPage( input( { locale: 'he_IL' } ) ) );
		const data = window.tesseraEditor!;
		expect( window.document.documentElement.dir ).toBe( 'rtl' );
		expect( window.document.body.classList ).toContain( 'rtl' );
		expect(
			[
				...window.document.querySelectorAll( 'link[rel=stylesheet]' ),
			].map( ( link ) => link.getAttribute( 'href' ) )
		).toStrictEqual( [
			'/build/core/components-rtl.css',
			'/build/editor/index-rtl.css',
		] );
		expect( data.canvasStyles ).toStrictEqual( [
			'/build/core/block-library-rtl.css',
			'/build/editor/canvas-rtl.css',
		] );
		expect( data.rightToLeft ).toBe( true );
		expect( data.localeData ).toBeUndefined();
	} );

	it( 'in English, hands no strings and runs left to right', () => {
		const data = load( renderEditorPage( input() ) ).tesseraEditor!;
		expect( data.localeData ).toBeUndefined();
		expect( data.rightToLeft ).toBeUndefined();
		expect( data.canvasStyles ).toStrictEqual( [
			'/build/core/block-library.css',
			'/build/editor/canvas.css',
		] );
	} );
} );
