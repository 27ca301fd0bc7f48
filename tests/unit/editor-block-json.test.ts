import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const editorBlockJson: (
	source: string
) => string = require( '../../webpack/editor-block-json-loader' );

const root = join( __dirname, '..', '..' );

describe( 'the editor build of a block.json', () => {
	it( 'leaves out what only the server reads and keeps everything registration uses', () => {
		const registration = {
			apiVersion: 3,
			name: 'tessera/example',
			title: 'Example',
			category: 'widgets',
			parent: [ 'tessera/other' ],
			description: 'An example.',
			keywords: [ 'sample' ],
			icon: 'star-filled',
			textdomain: 'tessera',
			attributes: { size: { type: 'number', default: 2 } },
			supports: { html: false },
			styles: [ { name: 'round', label: 'Round' } ],
			example: { attributes: { size: 3 } },
			tessera: { status: 'beta', plan: 'premium' },
		};
		const source = JSON.stringify( {
			$schema: 'https://schemas.wp.org/trunk/block.json',
			...registration,
			editorScript: 'file:./index.js',
			editorStyle: 'file:./editor.scss',
			script: 'file:./script.js',
			style: 'file:./style.scss',
			viewScript: 'file:./view.ts',
			viewStyle: 'file:./view.scss',
			render: 'file:./render.php',
		} );
		expect( JSON.parse( editorBlockJson( source ) ) ).toStrictEqual(
			registration
		);
	} );

	it( "keeps a real block's attributes as they are", () => {
		const source = readFileSync(
			join( root, 'extensions/blocks/subscriptions/block.json' ),
			'utf8'
		);
		const trimmed = JSON.parse( editorBlockJson( source ) );
		expect( trimmed.attributes ).toStrictEqual(
			JSON.parse( source ).attributes
		);
		expect( Object.keys( trimmed ) ).not.toContain( 'style' );
	} );
} );
