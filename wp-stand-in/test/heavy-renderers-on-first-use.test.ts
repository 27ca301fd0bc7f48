import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Loads the server as `npm start` does (a new Node process: jest's module registry would hide
 * what Node itself loads), then renders one Markdown block, and reports which of jsdom and
 * DOMPurify Node loaded before and after.
 */
const SCRIPT = `
const loaded = () => Object.keys( require.cache )
	.filter( ( file ) => /node_modules\\/(jsdom|dompurify)\\//.test( file ) )
	.map( ( file ) => file.match( /node_modules\\/(jsdom|dompurify)\\// )[ 1 ] );
require( './wp-stand-in/app' );
const { serverBlock } = require( './platform/content/server-blocks' );
const atStart = [ ...new Set( loaded() ) ].sort();
const html = serverBlock( 'tessera/markdown' ).render( { source: '*hi*' }, '', {} );
console.log( JSON.stringify( { atStart, afterRender: [ ...new Set( loaded() ) ].sort(), html } ) );
`;

describe( 'heavy server renderers', () => {
	it( 'loads jsdom and DOMPurify with the first Markdown block, not at server start', () => {
		const result = spawnSync(
			process.execPath,
			[ '--import', 'tsx', '-e', SCRIPT ],
			{ cwd: join( __dirname, '..', '..' ), encoding: 'utf8' }
		);
		expect( result.stderr ).toBe( '' );
		expect( JSON.parse( result.stdout ) ).toStrictEqual( {
			atStart: [],
			afterRender: [ 'dompurify', 'jsdom' ],
			html: '<div class="wp-block-tessera-markdown"><p><em>hi</em></p>\n</div>',
		} );
	} );
} );
