import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitorAssets } from '../block-assets';
import { renderContent } from '../blocks';

/**
 * The tiled gallery is saved as its comment alone: the page still draws it, and still loads its
 * stylesheet, from that comment.
 */
describe( 'a tiled gallery saved as a self-closing comment', () => {
	const content =
		'<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->' +
		'<!-- wp:tessera/tiled-gallery {"images":[{"id":5,"url":"http://localhost:8888/u/a.jpg","alt":"A","width":400,"height":400}]} /-->';
	let build: string;

	beforeAll( () => {
		build = mkdtempSync( join( tmpdir(), 'tessera-tiled-' ) );
		for ( const file of [
			'core/block-library.css',
			'core/theme.css',
			'theme/style.css',
			'blocks/tiled-gallery/style.css',
		] ) {
			mkdirSync( join( build, file, '..' ), { recursive: true } );
			writeFileSync( join( build, file ), '' );
		}
	} );

	afterAll( () => rmSync( build, { recursive: true, force: true } ) );

	it( 'renders the gallery and loads its style', () => {
		const rendered = renderContent( content, { locale: 'en_US' } );
		expect( [ ...rendered.blockNames ] ).toStrictEqual( [
			'core/paragraph',
			'tessera/tiled-gallery',
		] );
		expect( rendered.html ).toContain(
			'<div class="wp-block-tessera-tiled-gallery aligncenter is-style-rectangular"><div class="tiled-gallery__gallery">'
		);
		expect(
			visitorAssets(
				build,
				{
					blocks: {
						'tiled-gallery': {
							viewScript: [],
							style: [ '/build/blocks/tiled-gallery/style.css' ],
						},
					},
				} as never,
				rendered.blockNames
			).styles
		).toStrictEqual( [
			'/build/core/block-library.css',
			'/build/core/theme.css',
			'/build/theme/style.css',
			'/build/blocks/tiled-gallery/style.css',
		] );
	} );
} );
