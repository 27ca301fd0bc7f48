import { isPinterestUrl, isShortUrl, pinKind } from '../parse';

describe( 'pinKind', () => {
	it.each( [
		[ 'https://www.pinterest.com/pin/99360735500167749/', 'pin' ],
		[ 'http://pinterest.com/pin/99360735500167749', 'pin' ],
		[ 'https://uk.pinterest.co.uk/pin/1/?utm=x', 'pin' ],
		[ 'https://www.pinterest.com/tesseragarden/', 'user' ],
		[ 'https://www.pinterest.fr/tesseragarden', 'user' ],
		[ 'https://www.pinterest.com/tesseragarden/balcony-herbs/', 'board' ],
		[ 'https://www.pinterest.com.au/tesseragarden/balcony-herbs', 'board' ],
		[ '  https://www.pinterest.com/tesseragarden/  ', 'user' ],
	] )( '%s is a %s', ( url, kind ) => {
		expect( pinKind( url ) ).toBe( kind );
	} );

	it.each( [
		[ 'https://www.pinterest.com/' ],
		[ 'https://www.pinterest.com/pin/' ],
		[ 'https://www.pinterest.com/pin/abc/' ],
		[ 'https://www.pinterest.com/pin/1/extra/' ],
		[ 'https://www.pinterest.com/a/b/c/' ],
		[ 'https://pin.it/4Xv2mQa' ],
		[ 'https://pinterest.com.evil.example/tesseragarden/' ],
		[ 'https://notpinterest.com/tesseragarden/' ],
		[ 'xhttps://www.pinterest.com/tesseragarden/' ],
		[ 'https://www.pinterest.com/tesseragarden/ <script>' ],
		[ 'https://www.pinterest.com/%3Cscript%3E/' ],
		[ 'javascript:alert(1)//www.pinterest.com/pin/1/' ],
		[ 'ftp://www.pinterest.com/tesseragarden/' ],
		[ 'https://user:pw@www.pinterest.com/tesseragarden/' ],
		[ 'https://www.pinterest.com:8080/tesseragarden/' ],
		[ 'pinterest.com/tesseragarden/' ],
	] )( '%s gives no embed', ( url ) => {
		expect( pinKind( url ) ).toBeUndefined();
	} );

	it( 'needs a string', () => {
		expect( pinKind( undefined ) ).toBeUndefined();
		expect( pinKind( 7 ) ).toBeUndefined();
	} );
} );

describe( 'isPinterestUrl and isShortUrl', () => {
	it( 'knows the pin hosts and the short domain', () => {
		const urls = [
			'https://pin.it/4Xv2mQa',
			'https://www.pinterest.com/pin/1/',
			'https://de.pinterest.de/x/',
			'https://pin.it.evil.example/4Xv2mQa',
			'https://example.org/pin/1/',
			'pin.it/4Xv2mQa',
		];
		expect( urls.map( isPinterestUrl ) ).toStrictEqual( [
			true,
			true,
			true,
			false,
			false,
			false,
		] );
		expect( urls.map( isShortUrl ) ).toStrictEqual( [
			true,
			false,
			false,
			false,
			false,
			false,
		] );
	} );
} );
