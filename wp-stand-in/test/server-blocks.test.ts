/**
 * Every block folder with a render.ts is rendered by the server: its render is the one in the
 * server's block registry, and /wp/v2/block-renderer treats it as a dynamic block. A folder
 * without one is not dynamic, and its saved HTML is what visitors get.
 */
import { join } from 'node:path';
import { blockFolders, folderFile } from '../../extensions/folders';
import { serverBlock } from '../../platform/content/server-blocks';
import { createSite, type TestSite } from './helpers';

const folders = blockFolders();
const rendered = folders.filter( ( folder ) =>
	folderFile( folder, 'render.ts' )
);
const saved = folders.filter(
	( folder ) => ! folderFile( folder, 'render.ts' )
);

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

it( 'finds block folders with and without a render.ts', () => {
	expect( rendered.length ).toBeGreaterThan( 0 );
	expect( saved.length ).toBeGreaterThan( 0 );
} );

describe.each( rendered.map( ( folder ) => [ folder.slug, folder ] ) )(
	'%s (render.ts)',
	( _slug, folder ) => {
		it( "is rendered with its folder's render", () => {
			const { render } = require( join( folder.dir, 'render.ts' ) );
			expect( typeof render ).toBe( 'function' );
			expect( serverBlock( folder.metadata.name )?.render ).toBe(
				render
			);
		} );

		it( 'is a dynamic block for /wp/v2/block-renderer', async () => {
			const response = await site.admin.get(
				`/wp-json/wp/v2/block-renderer/${ folder.metadata.name }?context=edit`
			);
			expect( response.statusCode ).toBe( 200 );
			expect( typeof response.json().rendered ).toBe( 'string' );
		} );
	}
);

describe.each( saved.map( ( folder ) => [ folder.slug, folder ] ) )(
	'%s (saved HTML)',
	( _slug, folder ) => {
		it( 'is not rendered by the server', async () => {
			expect( serverBlock( folder.metadata.name ) ).toBeUndefined();
			const response = await site.admin.get(
				`/wp-json/wp/v2/block-renderer/${ folder.metadata.name }?context=edit`
			);
			expect( response.statusCode ).toBe( 404 );
			expect( response.json().code ).toBe( 'block_invalid' );
		} );
	}
);
