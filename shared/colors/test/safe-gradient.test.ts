import { isValidGradient, safeGradient } from '../safe-gradient';

describe( 'isValidGradient', () => {
	it.each( [
		'linear-gradient(135deg,rgba(6,147,227,1) 0%,rgb(155,81,224) 100%)',
		'radial-gradient(circle at 30% 40%, #fff 0%, #000 100%)',
		'repeating-linear-gradient(45deg, gold 0 10px, white 10px 20px)',
		'conic-gradient(from 90deg, red, blue)',
		'linear-gradient(to right, hsl(120 50% 50% / 50%), transparent)',
	] )( 'accepts %p', ( gradient ) => {
		expect( isValidGradient( gradient ) ).toBe( true );
	} );

	it.each( [
		'linear-gradient(red, blue); background: url(javascript:alert(1))',
		'linear-gradient(red, blue)) ; x:(y',
		'url(https://example.org/a.png)',
		'linear-gradient(var(--a), red)',
		'linear-gradient(red, blue), url(x)',
		'linear-gradient(red, "blue")',
		'linear-gradient(red, blue',
		'linear-gradient(red, blue))(',
		'expression(alert(1))',
		'red',
		`linear-gradient(${ 'red,'.repeat( 200 ) }blue)`,
		42,
		null,
	] )( 'refuses %p', ( gradient ) => {
		expect( isValidGradient( gradient ) ).toBe( false );
	} );
} );

it( 'safeGradient trims a valid gradient and drops an invalid one', () => {
	expect( safeGradient( ' linear-gradient(red, blue) ' ) ).toBe(
		'linear-gradient(red, blue)'
	);
	expect( safeGradient( 'linear-gradient(red, blue);x' ) ).toBeUndefined();
} );
