import Fastify from 'fastify';
import { htmlPageSender } from '../html-page';

describe( 'htmlPageSender', () => {
	it( 'sends HTML under the given policy, uncached, with the status asked for', async () => {
		const app = Fastify();
		const send = htmlPageSender( "default-src 'none'" );
		app.get( '/ok', ( _request, reply ) => send( reply, '<p>ok</p>' ) );
		app.get( '/gone', ( _request, reply ) =>
			send( reply, '<p>gone</p>', 404 )
		);

		const ok = await app.inject( { url: '/ok' } );
		const gone = await app.inject( { url: '/gone' } );

		expect( ok.statusCode ).toBe( 200 );
		expect( ok.body ).toBe( '<p>ok</p>' );
		expect( ok.headers[ 'content-type' ] ).toBe(
			'text/html; charset=utf-8'
		);
		expect( ok.headers[ 'content-security-policy' ] ).toBe(
			"default-src 'none'"
		);
		expect( ok.headers[ 'cache-control' ] ).toBe( 'no-store' );
		expect( gone.statusCode ).toBe( 404 );
		expect( gone.body ).toBe( '<p>gone</p>' );
		await app.close();
	} );
} );
