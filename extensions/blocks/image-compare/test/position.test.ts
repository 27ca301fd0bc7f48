import { clampPosition, positionAfterKey, positionAtPoint } from '../position';
import { safeOrientation } from '../orientation';

describe( 'positionAfterKey', () => {
	it( 'steps by 1 % with the arrows, within 0 to 100', () => {
		expect( [
			positionAfterKey( 'ArrowLeft', 50 ),
			positionAfterKey( 'ArrowDown', 50 ),
			positionAfterKey( 'ArrowRight', 50 ),
			positionAfterKey( 'ArrowUp', 50 ),
			positionAfterKey( 'ArrowLeft', 0 ),
			positionAfterKey( 'ArrowLeft', 1 ),
			positionAfterKey( 'ArrowRight', 100 ),
			positionAfterKey( 'ArrowRight', 99 ),
			positionAfterKey( 'ArrowRight', 37.4 ),
		] ).toStrictEqual( [ 49, 49, 51, 51, 0, 0, 100, 100, 38 ] );
	} );

	it( 'jumps with Enter or Space: to 90 % from the middle or below, to 10 % above it', () => {
		expect( [
			positionAfterKey( 'Enter', 50 ),
			positionAfterKey( ' ', 50 ),
			positionAfterKey( 'Enter', 50.1 ),
			positionAfterKey( 'Enter', 90 ),
			positionAfterKey( ' ', 10 ),
			positionAfterKey( 'Enter', 0 ),
			positionAfterKey( 'Enter', 100 ),
		] ).toStrictEqual( [ 90, 90, 10, 10, 90, 90, 10 ] );
	} );

	it( 'goes to the ends with Home and End, and ignores other keys', () => {
		expect(
			[ 'Home', 'End', 'a', 'Tab', 'Escape', 'Spacebar', 'PageUp' ].map(
				( key ) => positionAfterKey( key, 42 )
			)
		).toStrictEqual( [ 0, 100, null, null, null, null, null ] );
	} );
} );

describe( 'positionAtPoint', () => {
	const box = { left: 100, top: 1000, width: 400, height: 200 };

	it( 'reads across for side by side, down for above and below', () => {
		expect( [
			positionAtPoint( box, 100, 0, 'horizontal' ),
			positionAtPoint( box, 300, 0, 'horizontal' ),
			positionAtPoint( box, 133, 0, 'horizontal' ),
			positionAtPoint( box, 500, 0, 'horizontal' ),
			positionAtPoint( box, 0, 1050, 'vertical' ),
			positionAtPoint( box, 0, 1199, 'vertical' ),
		] ).toStrictEqual( [ 0, 50, 8.3, 100, 25, 99.5 ] );
	} );

	it( 'stays within 0 to 100 outside the box, and at the start with no size', () => {
		expect( [
			positionAtPoint( box, 99, 0, 'horizontal' ),
			positionAtPoint( box, 501, 0, 'horizontal' ),
			positionAtPoint( box, 0, 999, 'vertical' ),
			positionAtPoint( { ...box, width: 0 }, 200, 0, 'horizontal' ),
		] ).toStrictEqual( [ 0, 100, 0, 50 ] );
	} );
} );

it( 'clampPosition and safeOrientation guard odd values', () => {
	expect(
		[ -1, 0, 100, 101, NaN, Infinity ].map( clampPosition )
	).toStrictEqual( [ 0, 0, 100, 100, 50, 50 ] );
	expect(
		[
			'vertical',
			'horizontal',
			'Vertical',
			'',
			undefined,
			' vertical',
		].map( safeOrientation )
	).toStrictEqual( [
		'vertical',
		'horizontal',
		'horizontal',
		'horizontal',
		'horizontal',
		'horizontal',
	] );
} );
