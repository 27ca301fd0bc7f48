import {
	answerServiceRequestsLocally,
	isServiceRequest,
} from '../service-requests';

describe( 'isServiceRequest', () => {
	it( "names the service's namespaces, by path", () => {
		for ( const path of [
			'/wpcom/v2/business-hours/localized-week',
			'wpcom/v2/publicize/connections?x=1',
			'/jetpack/v4/site',
			'/tessera/v1/service-hosts',
			'/wpcom/v2',
		] ) {
			expect( isServiceRequest( { path } ) ).toBe( true );
		}
	} );

	it( "leaves WordPress's own routes and look-alikes alone", () => {
		for ( const path of [
			'/wp/v2/posts/1',
			'/wp/v2/block-renderer/tessera/rating-star',
			'/wpcom/v20/x',
			'/wpcom/v2x/x',
			'/x/wpcom/v2/y',
			'/oembed/1.0/proxy?url=https%3A%2F%2Fx%2Fwpcom%2Fv2%2F',
			'',
		] ) {
			expect( isServiceRequest( { path } ) ).toBe( false );
		}
		expect( isServiceRequest( {} ) ).toBe( false );
	} );

	it( 'reads the route of a full address, pretty or plain', () => {
		expect(
			isServiceRequest( {
				url: 'https://example.com/wp-json/wpcom/v2/likes?post=1',
			} )
		).toBe( true );
		expect(
			isServiceRequest( {
				url: 'https://example.com/?rest_route=/jetpack/v4/site',
			} )
		).toBe( true );
		expect(
			isServiceRequest( {
				url: 'https://example.com/wp-json/wp/v2/media',
			} )
		).toBe( false );
		expect(
			isServiceRequest( { url: 'https://example.com/wpcom/v2/x' } )
		).toBe( false );
	} );
} );

describe( 'answerServiceRequestsLocally', () => {
	it( 'answers a service request with the not-connected error, without sending it', async () => {
		const next = jest.fn();
		await expect(
			answerServiceRequestsLocally(
				{ path: '/wpcom/v2/subscribers/count' },
				next
			)
		).rejects.toStrictEqual( {
			code: 'tessera_not_connected',
			message:
				'This needs the Tessera service, and this site is not connected to one yet.',
			data: { status: 503 },
		} );
		expect( next ).not.toHaveBeenCalled();
	} );

	it( 'sends any other request on', async () => {
		const next = jest.fn( () => Promise.resolve( { id: 1 } ) );
		await expect(
			answerServiceRequestsLocally( { path: '/wp/v2/posts/1' }, next )
		).resolves.toStrictEqual( { id: 1 } );
		expect( next ).toHaveBeenCalledWith( { path: '/wp/v2/posts/1' } );
	} );
} );
