import { follow } from '../follow';
import { STAND_IN_WEB } from '../web';

const resolve = ( url: string ) => follow( new URL( url ), STAND_IN_WEB );

describe( 'the stand-in web', () => {
	it( 'follows a short link to the pin it stands for, or to a page that does not exist', () => {
		expect( resolve( 'https://pin.it/4Xv2mQa' ) ).toStrictEqual( {
			kind: 'resolved',
			url: 'https://www.pinterest.com/pin/99360735500167749/',
			status: 200,
		} );
		expect( resolve( 'https://pin.it/9zzGone' ) ).toStrictEqual( {
			kind: 'resolved',
			url: 'https://www.pinterest.com/pin/1/',
			status: 404,
		} );
	} );

	it( 'answers for each stand-in, and for nothing else', () => {
		expect(
			[
				'https://calendly.com/tessera-demo/30min',
				'https://calendly.com/nobody',
				'http://eventbrite.com/e/night-market-food-tour-tickets-713390210447',
				'https://www.pinterest.com/tesseragarden/balcony-herbs/',
			].map( ( url ) => {
				const result = resolve( url );
				return result.kind === 'resolved'
					? [ result.url, result.status ]
					: result.kind;
			} )
		).toStrictEqual( [
			[ 'https://calendly.com/tessera-demo/30min', 200 ],
			[ 'https://calendly.com/nobody', 404 ],
			[
				'https://www.eventbrite.com/e/night-market-food-tour-tickets-713390210447',
				200,
			],
			[ 'https://www.pinterest.com/tesseragarden/balcony-herbs/', 200 ],
		] );
		expect( resolve( 'https://example.org/' ).kind ).toBe( 'unreachable' );
	} );
} );
