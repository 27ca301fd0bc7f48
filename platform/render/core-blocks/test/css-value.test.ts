import {
	kebabCase,
	presetReference,
	presetSlug,
	safeCssValue,
} from '../supports/css-value';

describe( 'safeCssValue', () => {
	it( 'turns preset references into the preset custom properties', () => {
		expect( safeCssValue( 'var:preset|color|vivid-red' ) ).toBe(
			'var(--wp--preset--color--vivid-red)'
		);
		expect( safeCssValue( 'var:preset|spacing|30' ) ).toBe(
			'var(--wp--preset--spacing--30)'
		);
		expect( safeCssValue( 'var:preset|font-size|xLarge' ) ).toBe(
			'var(--wp--preset--font-size--x-large)'
		);
		expect( presetReference( 'xvar:preset|color|red' ) ).toBeUndefined();
		expect( presetReference( 'var:preset|color|red;x' ) ).toBeUndefined();
	} );

	it( 'keeps colours, gradients, lengths, numbers and calc()', () => {
		expect( safeCssValue( '#ff0000' ) ).toBe( '#ff0000' );
		expect( safeCssValue( ' rgba(0, 0, 0, 0.5) ' ) ).toBe(
			'rgba(0, 0, 0, 0.5)'
		);
		expect(
			safeCssValue( 'linear-gradient(135deg,#fff 0%,#000 100%)' )
		).toBe( 'linear-gradient(135deg,#fff 0%,#000 100%)' );
		expect( safeCssValue( '1.5' ) ).toBe( '1.5' );
		expect( safeCssValue( 2 ) ).toBe( '2' );
		expect( safeCssValue( '12px 1em' ) ).toBe( '12px 1em' );
		expect( safeCssValue( 'calc(100% - 2rem)' ) ).toBe(
			'calc(100% - 2rem)'
		);
		expect( safeCssValue( 'var(--wp--preset--color--black)' ) ).toBe(
			'var(--wp--preset--color--black)'
		);
		expect( safeCssValue( 'uppercase' ) ).toBe( 'uppercase' );
	} );

	it.each( [
		'red;background:url(x)',
		'url(https://example.org/a.png)',
		'expression(alert(1))',
		'"Inter", sans-serif',
		'10px}body{display:none',
		'a\\62 c',
		'<script>',
		'image-set(x)',
		'var(--x);color:red',
		'javascript:alert(1)',
		'',
		'   ',
		NaN,
		Infinity,
		{},
		null,
		'x'.repeat( 201 ),
	] )( 'drops %p', ( value ) => {
		expect( safeCssValue( value ) ).toBeUndefined();
	} );
} );

describe( 'preset slugs', () => {
	it( 'kebab-cases and keeps only class-safe slugs', () => {
		expect( kebabCase( 'vividRed' ) ).toBe( 'vivid-red' );
		expect( kebabCase( 'vivid_red' ) ).toBe( 'vivid-red' );
		expect( presetSlug( 'pale-pink' ) ).toBe( 'pale-pink' );
		expect( presetSlug( 'xLarge' ) ).toBe( 'x-large' );
		expect( presetSlug( 'red"><img' ) ).toBeUndefined();
		expect( presetSlug( 'red blue' ) ).toBe( 'red-blue' );
		expect( presetSlug( '-red' ) ).toBeUndefined();
		expect( presetSlug( 3 ) ).toBeUndefined();
	} );
} );
