import { escapeHtml, htmlAttributes, safeClassNames } from './html';

describe( 'safeClassNames', () => {
	it( 'keeps well-formed class tokens, once, in order', () => {
		expect( safeClassNames( 'a b', undefined, 'b c-d', false, '_e' ) ).toBe(
			'a b c-d _e'
		);
	} );

	it( 'drops tokens that are not CSS identifiers', () => {
		expect(
			safeClassNames( 'ok "><script> x=1 9lives is-style-outlined' )
		).toBe( 'ok is-style-outlined' );
	} );
} );

describe( 'htmlAttributes', () => {
	it( 'escapes values and leaves out empty ones', () => {
		expect(
			htmlAttributes( {
				title: 'a "quoted" <b> & more',
				hidden: true,
				disabled: false,
				missing: undefined,
				class: '',
				width: 24,
			} )
		).toBe(
			' title="a &quot;quoted&quot; &lt;b&gt; &amp; more" hidden width="24"'
		);
	} );

	it( 'refuses an invalid attribute name', () => {
		expect( () => htmlAttributes( { 'a"b': 'x' } ) ).toThrow(
			/Invalid attribute name/
		);
	} );
} );

it( 'escapeHtml escapes markup', () => {
	expect( escapeHtml( '<script>&' ) ).toBe( '&lt;script>&amp;' );
} );
