import {
	registerServiceHost,
	registeredServiceHosts,
	serviceUrl,
} from '../index';

const hosts = { 'https://calendly.com': '/stand-ins/calendly.com' };

describe( 'serviceUrl', () => {
	it( 'moves an address of a mapped origin onto the stand-in, path and query kept', () => {
		expect(
			serviceUrl(
				'https://calendly.com/demo/30min?embed_type=Inline',
				hosts
			)
		).toBe( '/stand-ins/calendly.com/demo/30min?embed_type=Inline' );
		expect(
			serviceUrl(
				'https://calendly.com/demo',
				hosts,
				'http://localhost:8888'
			)
		).toBe( 'http://localhost:8888/stand-ins/calendly.com/demo' );
	} );

	it( 'leaves other origins, unparsable input and an empty map alone', () => {
		expect( serviceUrl( 'https://example.org/demo', hosts ) ).toBe(
			'https://example.org/demo'
		);
		expect( serviceUrl( 'http://calendly.com/demo', hosts ) ).toBe(
			'http://calendly.com/demo'
		);
		expect( serviceUrl( 'not a url', hosts ) ).toBe( 'not a url' );
		expect( serviceUrl( 'https://calendly.com/demo', {} ) ).toBe(
			'https://calendly.com/demo'
		);
	} );
} );

it( 'registers a stand-in by origin, without a trailing slash', () => {
	registerServiceHost( 'https://calendly.com/', 'http://127.0.0.1:9/s/' );
	expect( registeredServiceHosts() ).toEqual( {
		'https://calendly.com': 'http://127.0.0.1:9/s',
	} );
} );
