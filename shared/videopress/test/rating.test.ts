import { VIDEO_RATINGS, parseVideoRating } from '../rating';

describe( 'parseVideoRating', () => {
	it( 'accepts each of the four ratings as written', () => {
		expect( VIDEO_RATINGS.map( parseVideoRating ) ).toStrictEqual( [
			'G',
			'PG-13',
			'R-17',
			'X-18',
		] );
	} );

	it.each( [
		'',
		'g',
		'pg-13',
		'PG',
		'PG13',
		'R',
		'NC-17',
		' G',
		'G ',
		'xG',
		'PG-13<script>',
		'X-18x',
		'R-17\n',
	] )( 'ignores %j', ( value ) => {
		expect( parseVideoRating( value ) ).toBeUndefined();
	} );

	it.each( [ undefined, null, 13, true, [ 'G' ], { rating: 'G' } ] )(
		'ignores the non-string %p',
		( value ) => {
			expect( parseVideoRating( value ) ).toBeUndefined();
		}
	);
} );
