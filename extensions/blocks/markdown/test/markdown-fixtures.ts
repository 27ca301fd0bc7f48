/** The Markdown block's fixtures, read for tests that compare them with other renderings. */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';

const FIXTURES = path.join( __dirname, 'fixtures' );

interface MarkdownFixture {
	name: string;
	/** The attributes the fixture parses into (after any migration). */
	attributes: { source?: string };
	/** The block's HTML as the fixture holds it. */
	originalContent: string;
	/** The block's HTML as the editor saves it again: its `.serialized.html`. */
	savedHtml: string;
}

/** The HTML between the block's delimiters. */
function innerHtml( serialized: string ): string {
	return serialized
		.replace( /^<!-- wp:tessera\/markdown .*?-->\n/, '' )
		.replace( /\n<!-- \/wp:tessera\/markdown -->\n$/, '' );
}

function read( file: string ): string {
	return readFileSync( path.join( FIXTURES, file ), 'utf8' );
}

export function markdownFixtures(): MarkdownFixture[] {
	return readdirSync( FIXTURES )
		.filter(
			( file ) =>
				file.endsWith( '.json' ) && ! file.endsWith( '.parsed.json' )
		)
		.map( ( file ) => {
			const name = file.slice( 0, -'.json'.length );
			const [ block ] = JSON.parse( read( file ) );
			return {
				name,
				attributes: block.attributes,
				originalContent: block.originalContent,
				savedHtml: innerHtml( read( `${ name }.serialized.html` ) ),
			};
		} );
}
