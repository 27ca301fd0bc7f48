import { trustedScriptUrl } from '../trusted-script';

const PROVIDER = 'https://assets.pinterest.com';
const PATH = '/js/pinit.js';

describe( 'trustedScriptUrl', () => {
	it.each( [
		[ 'https://assets.pinterest.com/js/pinit.js', 'the provider' ],
		[
			`${ window.location.origin }/stand-ins/assets.pinterest.com/js/pinit.js`,
			'its stand-in on this site',
		],
		[
			'/stand-ins/assets.pinterest.com/js/pinit.js',
			'a path on this site',
		],
	] )( 'takes %s (%s)', ( address ) => {
		expect( trustedScriptUrl( address, PROVIDER, PATH ) ).toBe(
			new URL( address, window.location.href ).toString()
		);
	} );

	it.each( [
		[ undefined ],
		[ '' ],
		[ 'https://evil.example/js/pinit.js' ],
		[ 'https://assets.pinterest.com.evil.example/js/pinit.js' ],
		[ 'http://assets.pinterest.com/js/pinit.js' ],
		[ 'https://assets.pinterest.com/js/pinit.js.evil' ],
		[ 'https://assets.pinterest.com/js/other.js' ],
		[ 'javascript:alert(1)//js/pinit.js' ],
		[ 'data:text/javascript,alert(1)//js/pinit.js' ],
		[ 'https://[bad/js/pinit.js' ],
	] )( 'refuses %s', ( address ) => {
		expect( trustedScriptUrl( address, PROVIDER, PATH ) ).toBeUndefined();
	} );
} );
