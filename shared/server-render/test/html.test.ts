import { escapeAttribute } from '@wordpress/escape-html';
import { escapeHtml, escapeUrl, htmlAttributes, safeClassNames } from '../html';

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

	it( 'writes every value as escapeAttribute() does, whether or not it holds something to escape', () => {
		const values = [
			'plain words',
			'a & b',
			'&amp; kept',
			'say "hi"',
			"it's",
			'<b>',
			'x > y',
			'é ✓ \u00a0',
			'',
			'0',
		];
		for ( const value of values ) {
			expect( htmlAttributes( { 'data-x': value } ) ).toBe(
				` data-x="${ escapeAttribute( value ) }"`
			);
		}
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

describe( 'escapeUrl', () => {
	it( 'refuses a script address however a browser would still read it', () => {
		for ( const url of [
			'javascript:alert(1)',
			' JavaScript:alert(1)',
			'java\tscript:alert(1)',
			'java\nscript:alert(1)',
			'\x01javascript:alert(1)',
			'vbscript:msgbox(1)',
			'data:text/html,<b>x</b>',
		] ) {
			expect( escapeUrl( url ) ).toBe( '' );
		}
	} );

	it( 'keeps web, mail, relative and fragment addresses, escaped for an attribute', () => {
		expect(
			[
				' https://example.org/?a=1&b="2" ',
				'mailto:ann@example.test',
				'/wp-login.php?redirect_to=%2F',
				'#respond',
				'https://example.org/a\tb',
			].map( escapeUrl )
		).toStrictEqual( [
			'https://example.org/?a=1&amp;b=&quot;2&quot;',
			'mailto:ann@example.test',
			'/wp-login.php?redirect_to=%2F',
			'#respond',
			'https://example.org/ab',
		] );
	} );
} );
