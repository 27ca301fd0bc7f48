/**
 * The post filter, the title filter and the block attribute filter give, for every snippet of
 * the corpus, exactly what WordPress's own kses gives (platform/content/kses/corpus: the
 * snippets, the PHP script that ran them through WordPress, and its output).
 */
import { readFileSync } from 'fs';
import path from 'path';
import { ksesBlockAttributes, ksesPost, ksesTitle } from '..';

const CORPUS = path.join( __dirname, '../corpus' );

interface CorpusCase {
	name: string;
	input: string;
	post: string;
	title: string;
	blocks: string;
}

interface Corpus {
	wordpress: string;
	site: string;
	cases: CorpusCase[];
}

/** snippets.txt as the generator reads it: `=== name`, or `=== name [json]` for a JSON string body. */
function readSnippets(): Array< { name: string; input: string } > {
	const snippets: Array< { name: string; json: boolean; lines: string[] } > =
		[];
	const lines = readFileSync( path.join( CORPUS, 'snippets.txt' ), 'utf8' );
	for ( const line of lines.split( '\n' ) ) {
		const heading = /^=== (\S+)( \[json\])?$/.exec( line );
		if ( heading ) {
			snippets.push( {
				name: heading[ 1 ],
				json: !! heading[ 2 ],
				lines: [],
			} );
		} else {
			snippets[ snippets.length - 1 ]?.lines.push( line );
		}
	}
	return snippets.map( ( { name, json, lines: body } ) => {
		// The file ends with a newline; a snippet's own text does not.
		const text = body.join( '\n' ).replace( /\n$/, '' );
		return {
			name,
			input: json ? ( JSON.parse( `"${ text }"` ) as string ) : text,
		};
	} );
}

const corpus = JSON.parse(
	readFileSync( path.join( CORPUS, 'expected.json' ), 'utf8' )
) as Corpus;

it( 'holds WordPress output for every snippet, generated from the current snippets', () => {
	expect( corpus.cases.length ).toBeGreaterThanOrEqual( 120 );
	expect(
		corpus.cases.map( ( { name, input } ) => ( { name, input } ) )
	).toStrictEqual( readSnippets() );
} );

describe.each(
	corpus.cases.map( ( entry ) => [ entry.name, entry ] as const )
)( '%s', ( _name, entry ) => {
	it( 'post filter', () => {
		expect( ksesPost( entry.input, corpus.site ) ).toBe( entry.post );
	} );

	it( 'title filter', () => {
		expect( ksesTitle( entry.input ) ).toBe( entry.title );
	} );

	it( 'block attribute filter', () => {
		expect( ksesBlockAttributes( entry.input, corpus.site ) ).toBe(
			entry.blocks
		);
	} );
} );
