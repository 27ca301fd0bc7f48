import { canAddForm, revueUsername, subscribeAddress } from '../username';

describe( 'revueUsername', () => {
	it.each( [
		[ 'riverastudio', 'riverastudio' ],
		[ '  riverastudio  ', 'riverastudio' ],
		[ '@tessera_demo', 'tessera_demo' ],
		[ 'https://www.getrevue.co/profile/riverastudio', 'riverastudio' ],
		[ 'getrevue.co/profile/riverastudio/', 'riverastudio' ],
		[
			'https://www.getrevue.co/profile/riverastudio?utm=x',
			'riverastudio',
		],
		[ 'a'.repeat( 64 ), 'a'.repeat( 64 ) ],
		[ 'a'.repeat( 65 ), null ],
		[ 'rivera studio', null ],
		[ 'rivera<script>', null ],
		[ 'xhttps://www.getrevue.co/profile/riverastudio', null ],
		[ 'https://evil.example/getrevue.co/profile/x', null ],
		[ '', null ],
		[ '   ', null ],
		[ undefined, null ],
	] )( '%p gives %p', ( typed, expected ) => {
		expect( revueUsername( typed ) ).toBe( expected );
	} );
} );

describe( 'canAddForm', () => {
	it( 'waits for something other than spaces', () => {
		expect(
			[ '', ' ', '\t\n', 'a', ' a ' ].map( canAddForm )
		).toStrictEqual( [ false, false, false, true, true ] );
	} );
} );

it( 'posts to the profile’s add-subscriber address', () => {
	expect( subscribeAddress( 'riverastudio' ) ).toBe(
		'https://www.getrevue.co/profile/riverastudio/add_subscriber'
	);
} );
