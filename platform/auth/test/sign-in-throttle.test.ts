import { slowdownMs } from '../../../wp-stand-in/auth/sign-in-throttle';

describe( 'the slow-down of a login failing from many addresses', () => {
	it( 'starts at the fifth failure, grows by 200 ms a failure, and stops at 3 s', () => {
		expect(
			[ 0, 4, 5, 6, 8, 18, 19, 20, 500 ].map( slowdownMs )
		).toStrictEqual( [ 0, 0, 200, 400, 800, 2800, 3000, 3000, 3000 ] );
	} );
} );
