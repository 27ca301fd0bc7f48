import { createHash } from 'node:crypto';
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const resolve = ( url: string ) =>
	`/wp-json/wpcom/v2/resolve-redirect/?url=${ encodeURIComponent( url ) }`;

describe( 'GET /wpcom/v2/resolve-redirect', () => {
	it( 'reports the status of a scheduling address to editors', async () => {
		const author = await site.as( 'author' );
		expect(
			(
				await author.get(
					resolve( 'https://calendly.com/tessera-demo/30min' )
				)
			).json()
		).toEqual( {
			url: 'https://calendly.com/tessera-demo/30min',
			status: 200,
		} );
		expect(
			(
				await author.get(
					resolve( 'https://calendly.com/nobody/30min' )
				)
			).json()
		).toEqual( { url: 'https://calendly.com/nobody/30min', status: 404 } );
	} );

	it( 'follows a redirect among the stand-ins to the page it leads to', async () => {
		const editor = await site.as( 'editor' );
		expect(
			(
				await editor.get(
					resolve(
						'http://eventbrite.com/e/harbour-cleanup-morning-tickets-804152375867'
					)
				)
			).json()
		).toEqual( {
			url: 'https://www.eventbrite.com/e/harbour-cleanup-morning-tickets-804152375867',
			status: 200,
		} );
	} );

	it( 'refuses visitors, subscribers, bad input and hosts no stand-in serves', async () => {
		expect.hasAssertions();
		expectError(
			await site.anonymous.get(
				resolve( 'https://calendly.com/tessera-demo' )
			),
			401,
			'rest_forbidden'
		);
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get(
				resolve( 'https://calendly.com/tessera-demo' )
			),
			403,
			'rest_forbidden'
		);
		expectError(
			await site.admin.get( '/wp-json/wpcom/v2/resolve-redirect/' ),
			400,
			'rest_missing_callback_param'
		);
		expectError(
			await site.admin.get( resolve( 'https://example.org/' ) ),
			502,
			'http_request_failed'
		);
	} );
} );

describe( 'GET /tessera/v1/service-hosts', () => {
	it( 'maps the scheduling host to the stand-in on this site', async () => {
		const hosts = (
			await site.admin.get( '/wp-json/tessera/v1/service-hosts' )
		).json();
		expect( hosts ).toMatchObject( {
			'https://calendly.com': expect.stringMatching(
				/^http:\/\/localhost(:\d+)?\/stand-ins\/calendly\.com$/
			),
			'https://www.eventbrite.com': expect.stringMatching(
				/^http:\/\/localhost(:\d+)?\/stand-ins\/www\.eventbrite\.com$/
			),
		} );
	} );
} );

describe( 'the scheduling pages', () => {
	it( 'serves a booking page with the embed colours, frameable, its one script the height reporter', async () => {
		const response = await site.anonymous.get(
			'/stand-ins/calendly.com/tessera-demo/30min?embed_domain=localhost&embed_type=Inline&hide_event_type_details=0&background_color=1e1e1e&primary_color=f0b849&text_color=ffffff'
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.headers[ 'x-frame-options' ] ).toBeUndefined();
		expect( response.headers[ 'content-security-policy' ] ).toContain(
			"default-src 'none'"
		);
		expect( response.body ).toContain( '30 Minute Meeting' );
		expect( response.body ).toContain( 'background: #1e1e1e' );
		expect( response.body ).toContain( 'Select a Date &amp; Time' );
		const scripts = [
			...response.body.matchAll( /<script>([\s\S]*?)<\/script>/g ),
		];
		expect( scripts ).toHaveLength( 1 );
		expect( scripts[ 0 ][ 1 ] ).toContain( "event:'calendly.page_height'" );
		const hash = createHash( 'sha256' )
			.update( scripts[ 0 ][ 1 ] )
			.digest( 'base64' );
		const directives = String(
			response.headers[ 'content-security-policy' ]
		)
			.split( ';' )
			.map( ( directive ) => directive.trim() );
		expect(
			directives.filter( ( d ) => d.startsWith( 'script-src' ) )
		).toStrictEqual( [ `script-src 'sha256-${ hash }'` ] );
	} );

	it( 'hides the event type details when asked, and lists times for a chosen day', async () => {
		const response = await site.anonymous.get(
			'/stand-ins/calendly.com/tessera-demo/30min?hide_event_type_details=1&month=2099-03&date=2099-03-02'
		);
		expect( response.body ).not.toContain( '30 Minute Meeting</h1>' );
		expect( response.body ).toContain( '<li>09:00</li>' );
		expect( response.body ).toContain( 'March 2099' );
	} );

	it( 'answers 404 for unknown users and events, and escapes what it echoes', async () => {
		const missing = await site.anonymous.get(
			'/stand-ins/calendly.com/nobody/30min'
		);
		expect( missing.statusCode ).toBe( 404 );
		expect( missing.body ).toContain( 'This Calendly URL is not valid.' );
		const user = await site.anonymous.get(
			'/stand-ins/calendly.com/tessera-demo?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E'
		);
		expect( user.statusCode ).toBe( 200 );
		expect( user.body ).not.toContain( '<script>alert' );
		expect( user.body.match( /<script/g ) ).toHaveLength( 1 );
		expect( user.body ).toContain( 'Introductory Call' );
	} );
} );
