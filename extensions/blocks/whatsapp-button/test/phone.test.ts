import { isValidPhoneNumber, nextPhoneValidity } from '../phone';

describe( 'isValidPhoneNumber', () => {
	it( 'accepts national numbers with the usual separators', () => {
		expect(
			[
				[ '44', '7700 900123' ],
				[ '1', '(415) 555-0132' ],
				[ '33', '6.12.34.56.78' ],
				[ '49', '030/1234567' ],
				[ '39', '06 6988 4321' ],
			].map( ( [ code, number ] ) => isValidPhoneNumber( code, number ) )
		).toStrictEqual( [ true, true, true, true, true ] );
	} );

	it( 'needs 7 to 15 digits with the country digits: both sides of each limit', () => {
		expect(
			[
				[ '1', '23456' ], // 6
				[ '1', '234567' ], // 7
				[ '44', '7700 900123 456' ], // 15
				[ '44', '7700 900123 4567' ], // 16
				[ '', '1234567' ], // 7 without a country
				[ undefined, '123456' ], // 6 without a country
			].map( ( [ code, number ] ) =>
				isValidPhoneNumber( code, number as string )
			)
		).toStrictEqual( [ false, true, true, false, true, false ] );
	} );

	it( 'refuses letters, a plus, unbalanced or doubled parentheses and junk on either side', () => {
		expect(
			[
				'+44 7700 900123',
				'7700 900123x',
				'x7700 900123',
				'7700 900123<script>',
				'(415 555-0132',
				'415) 555-0132',
				'(415) (555) 0132',
				'()7700900123',
				'7700_900123',
			].map( ( number ) => isValidPhoneNumber( '44', number ) )
		).toStrictEqual( Array( 9 ).fill( false ) );
	} );
} );

describe( 'nextPhoneValidity', () => {
	it( 'resets to valid when emptied', () => {
		expect( nextPhoneValidity( false, '44', '' ) ).toBe( true );
	} );

	it( 'keeps the previous verdict for one or two characters, checks from three', () => {
		expect( [
			nextPhoneValidity( false, '44', 'a' ),
			nextPhoneValidity( true, '44', 'ab' ),
			nextPhoneValidity( false, '44', '77' ),
			nextPhoneValidity( true, '44', 'abc' ),
			nextPhoneValidity( true, '44', '770' ),
			nextPhoneValidity( false, '44', '7700 900123' ),
		] ).toStrictEqual( [ false, true, false, false, false, true ] );
	} );
} );
