import type { BlockConfiguration } from '@wordpress/blocks';

type Hooks = typeof import( '@wordpress/hooks' );

function registeredSettings(
	name: string,
	capabilities: Record< string, boolean >
): BlockConfiguration {
	window.tesseraEditor = {
		user: { id: 2, name: 'Ann', capabilities },
	} as unknown as Window[ 'tesseraEditor' ];
	// A fresh module registry: the filter reads the page data when its module loads.
	let hooks: Hooks | undefined;
	jest.isolateModules( () => {
		hooks = require( '@wordpress/hooks' );
		require( '../core-block-inserter' );
	} );
	return hooks!.applyFilters(
		'blocks.registerBlockType',
		{ title: name, supports: { html: false } },
		name
	) as BlockConfiguration;
}

afterEach( () => {
	delete window.tesseraEditor;
} );

it( 'offers the math block to an editor, who may post unfiltered HTML', () => {
	expect(
		registeredSettings( 'core/math', { unfiltered_html: true } ).supports
	).toStrictEqual( { html: false } );
} );

it( 'keeps the math and tabs blocks from an author, whose save would break them', () => {
	for ( const name of [ 'core/math', 'core/tabs', 'core/tab-panel' ] ) {
		expect(
			registeredSettings( name, { edit_posts: true } ).supports
		).toStrictEqual( { html: false, inserter: false } );
	}
} );

it( 'keeps blocks the site cannot render from everyone, and offers the rest', () => {
	expect(
		registeredSettings( 'core/rss', { unfiltered_html: true } ).supports
			?.inserter
	).toBe( false );
	expect( registeredSettings( 'core/paragraph', {} ).supports ).toStrictEqual(
		{ html: false }
	);
} );
