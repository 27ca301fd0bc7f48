/**
 * @jest-environment node
 */
import { parse } from '@wordpress/block-serialization-default-parser';
import fc from 'fast-check';
import { ksesPost } from '../../../../platform/content/kses';
import { markdownFromSource, sourceFromMarkdown } from '../stored-source';

const RUNS = { seed: 20261124, numRuns: 300 };

/** Characters kses reads as markup or references, and what follows them in Markdown. */
const MARKUP_HEAVY = fc.string( {
	unit: fc.constantFrom(
		'<',
		'>',
		'&',
		'#',
		';',
		'x',
		'3',
		'8',
		'0',
		'lt',
		'gt',
		'amp',
		'copy',
		'a',
		'b',
		'p',
		'!--',
		'-->',
		'/',
		'"',
		"'",
		'=',
		'`',
		'\\',
		'\\"',
		' ',
		'\n',
		'\r',
		'\t',
		'é',
		'😀'
	),
	maxLength: 40,
} );

/** What a block comment holds after an author's save: the post filter's own serialisation. */
function sourceAfterAuthorSave( source: string ): unknown {
	const attributes = JSON.stringify( { source } )
		.replace( /--/g, '\\u002d\\u002d' )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' );
	const post = `<!-- wp:tessera/markdown ${ attributes } /-->`;
	return parse( ksesPost( post ) )[ 0 ].attrs?.source;
}

describe( 'sourceFromMarkdown', () => {
	it( 'writes <, > and & as references, & before a # as &#038;', () => {
		expect(
			sourceFromMarkdown( '> a <b> & c &gt; &#62; &#x3e; &copy; &' )
		).toBe(
			'&gt; a &lt;b&gt; &amp; c &amp;gt; &#038;#62; &#038;#x3e; &amp;copy; &amp;'
		);
	} );

	it( 'writes a final backslash as &#092;, and no other', () => {
		expect( sourceFromMarkdown( 'a \\ b\\' ) ).toBe( 'a \\ b&#092;' );
		expect( sourceFromMarkdown( '\\\\' ) ).toBe( '\\&#092;' );
		expect( sourceFromMarkdown( 'a\\\n' ) ).toBe( 'a\\\n' );
	} );

	it( 'leaves Markdown without <, > or & as it is', () => {
		const markdown =
			'# Title\n\n- *one*\n- `two`\n\n[x](https://a.b/?q=1#top) "é" 😀';
		expect( sourceFromMarkdown( markdown ) ).toBe( markdown );
	} );
} );

describe( 'markdownFromSource', () => {
	it( 'reads &lt;, &gt;, &amp;, and &#38; and &#92; with any zeros, as characters', () => {
		expect(
			markdownFromSource(
				'&lt;&gt;&amp;&#38;&#038;&#0038; x&lt;y &#92;&#092;&#0092;'
			)
		).toBe( '<>&&&& x<y \\\\\\' );
	} );

	it( 'reads each reference once: &amp;gt; is the text &gt;', () => {
		expect( markdownFromSource( '&amp;gt; &amp;amp; &#038;#62;' ) ).toBe(
			'&gt; &amp; &#62;'
		);
	} );

	it( 'keeps every other reference, and near misses, as written', () => {
		const kept =
			'&copy; &#62; &#060; &#x3e; &#x26; &#x5c; &#380; &#3; &#83; &#920; &#9; &#93; &LT; &Gt; &AMP; &lt &gt &amp &ltx; &#38 &#92 & ;';
		expect( markdownFromSource( kept ) ).toBe( kept );
	} );

	it( 'reads a missing or non-string source as no Markdown', () => {
		expect( markdownFromSource( undefined ) ).toBe( '' );
		expect( markdownFromSource( 42 as never ) ).toBe( '' );
		expect( markdownFromSource( '' ) ).toBe( '' );
	} );

	it( 'reads what kses made of typed > and & as the characters', () => {
		expect(
			markdownFromSource(
				sourceAfterAuthorSave( '> quote & `a && b > c`' ) as string
			)
		).toBe( '> quote & `a && b > c`' );
	} );
} );

describe( 'the stored form', () => {
	it( 'gives back any Markdown it stores', () => {
		fc.assert(
			fc.property(
				fc.oneof( MARKUP_HEAVY, fc.string( { unit: 'binary' } ) ),
				( markdown ) => {
					expect(
						markdownFromSource( sourceFromMarkdown( markdown ) )
					).toBe( markdown );
				}
			),
			RUNS
		);
	} );

	it( 'passes an author’s save unchanged', () => {
		fc.assert(
			fc.property( MARKUP_HEAVY, ( markdown ) => {
				const source = sourceFromMarkdown( markdown );
				expect( sourceAfterAuthorSave( source ) ).toBe( source );
			} ),
			RUNS
		);
	} );
} );
