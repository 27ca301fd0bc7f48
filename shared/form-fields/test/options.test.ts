import {
	changeOption,
	focusAfterRemoval,
	insertOptionAfter,
	removeOption,
} from '../options';
import { safeFieldWidth } from '../width';

describe( 'option list helpers', () => {
	it( 'inserts an empty option right after the given one', () => {
		expect( insertOptionAfter( [ 'a', 'b', 'c' ], 0 ) ).toEqual( [
			'a',
			'',
			'b',
			'c',
		] );
		expect( insertOptionAfter( [ 'a', 'b' ], 1 ) ).toEqual( [
			'a',
			'b',
			'',
		] );
		expect( insertOptionAfter( [], 5 ) ).toEqual( [ '' ] );
	} );

	it( 'removes and changes one option without touching the given array', () => {
		const options = [ 'a', 'b', 'c' ];
		expect( removeOption( options, 1 ) ).toEqual( [ 'a', 'c' ] );
		expect( changeOption( options, 2, 'z' ) ).toEqual( [ 'a', 'b', 'z' ] );
		expect( options ).toEqual( [ 'a', 'b', 'c' ] );
	} );

	it( 'moves the focus to the previous option after a removal', () => {
		expect( focusAfterRemoval( 2, 2 ) ).toBe( 1 );
		expect( focusAfterRemoval( 1, 3 ) ).toBe( 0 );
		// The first one removed: the new first one.
		expect( focusAfterRemoval( 0, 2 ) ).toBe( 0 );
		expect( focusAfterRemoval( 0, 0 ) ).toBeNull();
	} );
} );

describe( 'safeFieldWidth', () => {
	it( 'keeps the four choices and makes anything else full width', () => {
		expect( [ 25, 50, 75, 100 ].map( safeFieldWidth ) ).toEqual( [
			25, 50, 75, 100,
		] );
		expect(
			[ 33, 0, -50, '50', null, undefined, NaN ].map( safeFieldWidth )
		).toEqual( [ 100, 100, 100, 100, 100, 100, 100 ] );
	} );
} );
