import { isValidColor, safeColor } from '../safe-color';

describe( 'isValidColor', () => {
	it.each( [
		'#fff',
		'#FFFA',
		'#e6a117',
		'#e6a11780',
		'rgb(207, 46, 46)',
		'rgba(207,46,46,0.5)',
		'rgb(207 46 46 / 50%)',
		'hsl(120deg 50% 50%)',
		'hsla(120, 50%, 50%, .3)',
		'gold',
		'rebeccapurple',
		'transparent',
	] )( 'accepts %p', ( color ) => {
		expect( isValidColor( color ) ).toBe( true );
	} );

	it.each( [
		'red;background:url(javascript:alert(1))',
		'"><script>alert(1)</script>',
		'#ffb900" onmouseover="alert(1)',
		'expression(alert(1))',
		'url(https://example.org/x.png)',
		'var(--wp--preset--color--gold)',
		'rgb(1,2,3);color:red',
		'#ggg',
		'#12345',
		'red blue',
		'',
		'a'.repeat( 100 ),
		42,
		null,
		undefined,
		{ toString: () => 'red' },
	] )( 'refuses %p', ( color ) => {
		expect( isValidColor( color ) ).toBe( false );
	} );
} );

it( 'safeColor trims a valid colour and drops an invalid one', () => {
	expect( safeColor( ' #fff ' ) ).toBe( '#fff' );
	expect( safeColor( 'red;x:y' ) ).toBeUndefined();
} );
