/**
 * @jest-environment node
 *
 * The visitor page (server render) shows exactly what the editor saved, for every Markdown
 * fixture: the browser and the server sanitise with the same function and configuration.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { render } from '../render';

const FIXTURES = path.join( __dirname, 'fixtures' );
const parsed = readdirSync( FIXTURES )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.map(
		(
			file
		): [
			string,
			{ attributes: { source?: string }; originalContent: string },
		] => [
			file,
			JSON.parse(
				readFileSync( path.join( FIXTURES, file ), 'utf8' )
			)[ 0 ],
		]
	);

it( 'has Markdown fixtures to compare', () => {
	expect( parsed.length ).toBeGreaterThan( 0 );
} );

it.each( parsed )(
	'%s renders on the server as it was saved',
	( _file, block ) => {
		expect(
			render( block.attributes, block.originalContent, {
				locale: 'en_US',
			} )
		).toBe( block.originalContent );
	}
);
