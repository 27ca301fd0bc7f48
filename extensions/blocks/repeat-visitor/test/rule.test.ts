import {
	isContentShown,
	parseThreshold,
	safeCriteria,
	safeThreshold,
} from '../rule';

describe( 'isContentShown', () => {
	it( 'after 3 visits: hidden on the first three, shown from the fourth (visits counted before this one)', () => {
		expect(
			[ 0, 1, 2, 3, 4, 57 ].map( ( visits ) =>
				isContentShown( 'after-visits', 3, visits )
			)
		).toStrictEqual( [ false, false, false, true, true, true ] );
	} );

	it( 'before 3 visits: shown on the first three, hidden from the fourth', () => {
		expect(
			[ 0, 1, 2, 3, 4, 57 ].map( ( visits ) =>
				isContentShown( 'before-visits', 3, visits )
			)
		).toStrictEqual( [ true, true, true, false, false, false ] );
	} );

	it( 'a threshold of 1 splits the first visit from the others', () => {
		expect(
			[ 0, 1, 2 ].map( ( visits ) =>
				isContentShown( 'after-visits', 1, visits )
			)
		).toStrictEqual( [ false, true, true ] );
		expect(
			[ 0, 1, 2 ].map( ( visits ) =>
				isContentShown( 'before-visits', 1, visits )
			)
		).toStrictEqual( [ true, false, false ] );
	} );

	it( 'reads a damaged threshold or criteria as the defaults (after 3 visits)', () => {
		expect(
			[ 2, 3 ].map( ( visits ) =>
				isContentShown( 'sideways', '7', visits )
			)
		).toStrictEqual( [ false, true ] );
		expect( isContentShown( 'after-visits', 0, 2 ) ).toBe( false );
		expect( isContentShown( 'after-visits', 2.5, 2 ) ).toBe( false );
	} );
} );

describe( 'safeCriteria and safeThreshold', () => {
	it( 'keeps the two criteria and falls back for anything else', () => {
		expect(
			[ 'after-visits', 'before-visits', 'BEFORE-VISITS', '', null ].map(
				safeCriteria
			)
		).toStrictEqual( [
			'after-visits',
			'before-visits',
			'after-visits',
			'after-visits',
			'after-visits',
		] );
	} );

	it( 'keeps whole numbers from 1, the default otherwise', () => {
		expect(
			[ 1, 2, 3, 40, 0, -1, 1.5, Number.NaN, Infinity, '4' ].map(
				safeThreshold
			)
		).toStrictEqual( [ 1, 2, 3, 40, 3, 3, 3, 3, 3, 3 ] );
	} );
} );

describe( 'parseThreshold', () => {
	it( 'accepts whole digits of at least 1', () => {
		expect(
			[ '1', '2', '3', '09', '120', '9007199254740991' ].map(
				parseThreshold
			)
		).toStrictEqual( [ 1, 2, 3, 9, 120, 9007199254740991 ] );
	} );

	it( 'refuses 0, signs, decimals, spaces, exponents, junk on either side and huge values', () => {
		expect(
			[
				'0',
				'00',
				'',
				'-1',
				'+2',
				'2.5',
				'2.',
				' 3',
				'3 ',
				'1e3',
				'x3',
				'3x',
				'3<script>',
				'٣',
				'9007199254740992',
			].map( parseThreshold )
		).toStrictEqual( Array( 15 ).fill( undefined ) );
	} );
} );
