import { dayProblems, isOpenAt, isReversed, isTime, span } from '../hours';
import type { Day } from '../types';

const day = ( ...hours: Array< [ string, string ] > ): Day => ( {
	name: 'Mon',
	hours: hours.map( ( [ opening, closing ] ) => ( { opening, closing } ) ),
} );

describe( 'hours', () => {
	it( 'accepts only HH:MM times of a 24 hour day', () => {
		expect( [ '00:00', '09:05', '23:59' ].every( isTime ) ).toBe( true );
		expect(
			[
				'24:00',
				'9:00',
				'09:60',
				'<script>',
				'09:00 ',
				'',
				900,
				null,
			].some( isTime )
		).toBe( false );
	} );

	it( 'reads closing at or before opening as past midnight, and 00:00 as the end of the day', () => {
		expect( span( { opening: '09:00', closing: '17:00' } ) ).toEqual( [
			540, 1020,
		] );
		expect( span( { opening: '18:00', closing: '02:00' } ) ).toEqual( [
			1080, 1560,
		] );
		expect( span( { opening: '17:00', closing: '00:00' } ) ).toEqual( [
			1020, 1440,
		] );
		expect( isReversed( { opening: '18:00', closing: '02:00' } ) ).toBe(
			true
		);
		expect( isReversed( { opening: '10:00', closing: '10:00' } ) ).toBe(
			true
		);
		expect( isReversed( { opening: '17:00', closing: '00:00' } ) ).toBe(
			false
		);
	} );

	it( 'flags overlapping and reversed intervals, not touching or incomplete ones', () => {
		expect(
			dayProblems( day( [ '09:00', '12:00' ], [ '13:00', '17:00' ] ) )
		).toEqual( {
			overlap: false,
			reversed: false,
		} );
		expect(
			dayProblems( day( [ '09:00', '12:00' ], [ '12:00', '17:00' ] ) )
				.overlap
		).toBe( false );
		expect(
			dayProblems( day( [ '09:00', '13:00' ], [ '12:00', '17:00' ] ) )
				.overlap
		).toBe( true );
		expect(
			dayProblems( day( [ '09:00', '17:00' ], [ '10:00', '11:00' ] ) )
				.overlap
		).toBe( true );
		expect( dayProblems( day( [ '17:00', '09:00' ] ) ) ).toEqual( {
			overlap: false,
			reversed: true,
		} );
		expect(
			dayProblems( day( [ '09:00', '17:00' ], [ '', '' ] ) )
		).toEqual( {
			overlap: false,
			reversed: false,
		} );
	} );

	it( 'is open inside an interval, closed at its closing minute, and open after midnight from yesterday', () => {
		const today = day( [ '09:00', '17:00' ] );
		const closed = day();
		expect( isOpenAt( today, closed, 9 * 60 ) ).toBe( true );
		expect( isOpenAt( today, closed, 17 * 60 ) ).toBe( false );
		expect( isOpenAt( today, closed, 8 * 60 + 59 ) ).toBe( false );
		const lateNight = day( [ '20:00', '02:00' ] );
		expect( isOpenAt( closed, lateNight, 60 ) ).toBe( true );
		expect( isOpenAt( closed, lateNight, 120 ) ).toBe( false );
		expect( isOpenAt( day( [ '00:00', '00:00' ] ), closed, 23 * 60 ) ).toBe(
			true
		);
	} );
} );
