import { buttonWidthValue, clampSetting, presetSlug } from '../rules';
import { fontSizeValue } from '../font-size';

describe( 'clampSetting', () => {
	it.each( [
		[ 'borderRadius', -1, 0 ],
		[ 'borderRadius', 0, 0 ],
		[ 'borderRadius', 50, 50 ],
		[ 'borderRadius', 51, 50 ],
		[ 'borderWeight', -1, 0 ],
		[ 'borderWeight', 15, 15 ],
		[ 'borderWeight', 16, 15 ],
		[ 'padding', 4, 5 ],
		[ 'padding', 5, 5 ],
		[ 'padding', 50, 50 ],
		[ 'padding', 51, 50 ],
		[ 'spacing', -1, 0 ],
		[ 'spacing', 0, 0 ],
		[ 'spacing', 50, 50 ],
		[ 'spacing', 51, 50 ],
		[ 'spacing', 12.6, 13 ],
		[ 'padding', '23', 23 ],
		[ 'padding', ' 23 ', 23 ],
		[ 'borderWeight', '-4', 0 ],
		[ 'borderRadius', 49.5, 50 ],
		[ 'borderRadius', 0.49, 0 ],
	] as const )( '%s %p is %p', ( setting, value, expected ) => {
		expect( clampSetting( setting, value ) ).toBe( expected );
	} );

	it.each( [
		undefined,
		null,
		NaN,
		Infinity,
		'',
		'x12',
		'12px',
		'12<script>',
		'23x',
		'1e2',
		true,
		[ 12 ],
	] )( 'gives the initial value for %p', ( value ) => {
		expect( [
			clampSetting( 'borderRadius', value ),
			clampSetting( 'borderWeight', value ),
			clampSetting( 'padding', value ),
			clampSetting( 'spacing', value ),
		] ).toStrictEqual( [ 0, 1, 15, 10 ] );
	} );
} );

describe( 'fontSizeValue', () => {
	it.each( [
		[ 16, '16px' ],
		[ 20, '20px' ],
		[ '18', '18px' ],
		[ '17.5', '17.5px' ],
		[ '1.1rem', '1.1rem' ],
		[ ' 2em ', '2em' ],
		[ '120%', '120%' ],
		[ 0, '16px' ],
		[ -3, '16px' ],
		[ 'x16px', '16px' ],
		[ '16px;color:red', '16px' ],
		[ '16px}', '16px' ],
		[ 'large', '16px' ],
		[ undefined, '16px' ],
		[ '9999', '9999px' ],
		[ '12345', '16px' ],
		[ '9999px', '9999px' ],
		[ '12345px', '16px' ],
		[ '1.125rem', '1.125rem' ],
		[ '1.1255rem', '16px' ],
		[ '18.125', '18.125px' ],
		[ '18.1255', '16px' ],
		[ 12345, '9999px' ],
		[ NaN, '16px' ],
		[ Infinity, '16px' ],
		[ '16pt', '16px' ],
	] )( '%p is %p', ( value, expected ) => {
		expect( fontSizeValue( value ) ).toBe( expected );
	} );
} );

describe( 'buttonWidthValue', () => {
	it.each( [
		[ '100%', '100%' ],
		[ '100.01%', undefined ],
		[ '101%', undefined ],
		[ '99.5%', '99.5%' ],
		[ '240px', '240px' ],
		[ '12em', '12em' ],
		[ ' 50% ', '50%' ],
		[ '50', undefined ],
		[ 'x50%', undefined ],
		[ '50%;display:none', undefined ],
		[ '10vw', undefined ],
		[ '', undefined ],
		[ undefined, undefined ],
		[ '9999px', '9999px' ],
		[ '10000px', undefined ],
		[ '12.25em', '12.25em' ],
		[ '12.255em', undefined ],
		[ '0%', '0%' ],
		[ '240px<script>', undefined ],
		[ 240, undefined ],
	] )( '%p is %p', ( value, expected ) => {
		expect( buttonWidthValue( value ) ).toBe( expected );
	} );
} );

describe( 'presetSlug', () => {
	it.each( [
		[ 'vivid-red', 'vivid-red' ],
		[ 'pale-cyan-blue', 'pale-cyan-blue' ],
		[ '16', undefined ],
		[ 'Red', undefined ],
		[ 'red"onclick', undefined ],
		[ ' red', undefined ],
		[ `a${ 'b'.repeat( 63 ) }`, `a${ 'b'.repeat( 63 ) }` ],
		[ `a${ 'b'.repeat( 64 ) }`, undefined ],
	] )( '%p is %p', ( value, expected ) => {
		expect( presetSlug( value ) ).toBe( expected );
	} );
} );
