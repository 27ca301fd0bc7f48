/**
 * Requests a front web server would refuse (bad percent-encoding, URLs and headers too long,
 * bytes that are not HTTP) and bodies over the size limit are answered in WordPress's shape,
 * never in the HTTP framework's own: JSON `{ code, message, data: { status } }` for the REST API
 * and for a client sending or asking for JSON (the form's view script), an error page otherwise.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { createSite, expectError, type TestSite } from './helpers';
import { publishPost } from './feedback-helpers';

let site: TestSite;
let port: number;
beforeAll( async () => {
	site = await createSite();
	await site.app.listen( { port: 0, host: '127.0.0.1' } );
	port = ( site.app.server.address() as AddressInfo ).port;
} );
afterAll( async () => {
	await site.close();
} );

/** The error page's body, checked for the status and the page shape. */
function errorPage( response: LightMyRequestResponse, status: number ) {
	expect( response.statusCode ).toBe( status );
	expect( response.headers[ 'content-type' ] ).toBe(
		'text/html; charset=utf-8'
	);
	expect( response.body ).toContain( '<h1>Error</h1>' );
	expect( response.body ).not.toContain( 'FST_' );
	return response.body;
}

const TOO_LARGE = 'The request is larger than this site accepts.';

describe( 'bad percent-encoding', () => {
	it.each( [
		'/wp-json/wp/v2/%zz',
		'/wp-json/wp/v2/posts/%E0%A4%A',
		'/%77p-json/wp/v2/%zz',
	] )( 'in a REST path: %s is rest_invalid_url', async ( url ) => {
		const body = expectError(
			await site.anonymous.get( url ),
			400,
			'rest_invalid_url'
		);
		expect( body.message ).toBe(
			'The URL is not validly percent-encoded.'
		);
	} );

	it( 'in the path of a page is an error page', async () => {
		expect(
			errorPage( await site.anonymous.get( '/%zz' ), 400 )
		).toContain( 'The URL is not validly percent-encoded.' );
		errorPage( await site.anonymous.get( '/2026/%E0%A4%A/' ), 400 );
	} );

	it( 'in a REST query names the parameter', async () => {
		const response = await site.anonymous.get(
			'/wp-json/wp/v2/posts?search=%E0%A4%A&per_page=5'
		);
		const body = expectError( response, 400, 'rest_invalid_param' );
		expect( body ).toStrictEqual( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): search',
			data: {
				status: 400,
				params: { search: 'search is not validly percent-encoded.' },
			},
		} );
	} );

	it( 'in a parameter name, a list item or the plain-permalink REST form', async () => {
		expect(
			expectError(
				await site.anonymous.get( '/wp-json/wp/v2/posts?%zz=1' ),
				400,
				'rest_invalid_param'
			).message
		).toBe( 'Invalid parameter(s): %zz' );
		expect(
			expectError(
				await site.anonymous.get(
					'/wp-json/wp/v2/posts?slug[]=a&slug[]=%C3'
				),
				400,
				'rest_invalid_param'
			).message
		).toBe( 'Invalid parameter(s): slug' );
		expectError(
			await site.anonymous.get(
				'/?rest_route=/wp/v2/posts&search=%E0%A4%A'
			),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'in the query of a page is an error page', async () => {
		expect(
			errorPage( await site.anonymous.get( '/?s=%E0%A4%A' ), 400 )
		).toContain( 'Invalid parameter(s): s' );
	} );

	it( 'leaves well-encoded text alone', async () => {
		const response = await site.anonymous.get(
			'/wp-json/wp/v2/posts?search=%E0%A4%A4+%25%2B'
		);
		expect( response.statusCode ).toBe( 200 );
		expect(
			( await site.anonymous.get( '/?s=caf%C3%A9+100%25' ) ).statusCode
		).toBe( 200 );
	} );
} );

describe( 'URLs too long', () => {
	const padded = ( prefix: string, length: number ) =>
		prefix + 'x'.repeat( length - prefix.length );

	it( 'takes a URL of 8190 characters and refuses one of 8191 with 414', async () => {
		const url = '/wp-json/wp/v2/posts?_fields=id&x=';
		expect(
			( await site.anonymous.get( padded( url, 8190 ) ) ).statusCode
		).toBe( 200 );
		const body = expectError(
			await site.anonymous.get( padded( url, 8191 ) ),
			414,
			'rest_url_too_long'
		);
		expect( body.message ).toBe(
			'The URL is longer than this site accepts.'
		);
		expect(
			errorPage( await site.anonymous.get( padded( '/?x=', 8191 ) ), 414 )
		).toContain( 'The URL is longer than this site accepts.' );
	} );

	it( 'answers a path segment too long for the router as not found', async () => {
		expectError(
			await site.anonymous.get(
				`/wp-json/wp/v2/posts/${ '1'.repeat( 600 ) }`
			),
			404,
			'rest_no_route'
		);
		const page = await site.anonymous.get( `/${ 'a'.repeat( 600 ) }/` );
		expect( page.statusCode ).toBe( 404 );
		expect( page.headers[ 'content-type' ] ).toMatch( /^text\/html/ );
	} );
} );

/** Sends raw bytes to the listening server and reads the whole answer. */
function rawRequest( bytes: string ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const socket = connect( port, '127.0.0.1', () =>
			socket.write( bytes )
		);
		let answer = '';
		socket.on( 'data', ( chunk ) => ( answer += chunk.toString() ) );
		socket.on( 'close', () => resolve( answer ) );
		socket.on( 'error', reject );
	} );
}

function parseAnswer( answer: string ) {
	const [ head, body ] = answer.split( '\r\n\r\n' );
	return {
		status: Number( head.split( ' ' )[ 1 ] ),
		type: /content-type: ([^\r\n]+)/i.exec( head )?.[ 1 ],
		body,
	};
}

describe( 'requests Node’s HTTP parser refuses', () => {
	it( 'answers a REST URL beyond the header limit with JSON 414', async () => {
		const answer = parseAnswer(
			await rawRequest(
				`GET /wp-json/wp/v2/posts?x=${ 'x'.repeat( 20000 ) } HTTP/1.1\r\nHost: localhost\r\n\r\n`
			)
		);
		expect( answer.status ).toBe( 414 );
		expect( answer.type ).toBe( 'application/json; charset=UTF-8' );
		expect( JSON.parse( answer.body ) ).toStrictEqual( {
			code: 'rest_url_too_long',
			message: 'The URL is longer than this site accepts.',
			data: { status: 414 },
		} );
	} );

	it( 'answers headers beyond the limit with 431, a page URL with an error page', async () => {
		const rest = parseAnswer(
			await rawRequest(
				`GET /wp-json/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${ 'y'.repeat( 20000 ) }\r\n\r\n`
			)
		);
		expect( rest.status ).toBe( 431 );
		expect( JSON.parse( rest.body ).code ).toBe( 'rest_headers_too_large' );
		const page = parseAnswer(
			await rawRequest(
				`GET /?x=${ 'x'.repeat( 200000 ) } HTTP/1.1\r\nHost: localhost\r\n\r\n`
			)
		);
		expect( page.status ).toBe( 414 );
		expect( page.type ).toBe( 'text/html; charset=utf-8' );
		expect( page.body ).toContain( '<h1>Error</h1>' );
	} );

	it( 'answers bytes that are not HTTP with a 400 error page', async () => {
		const answer = parseAnswer( await rawRequest( 'HELLO\r\n\r\n' ) );
		expect( answer.status ).toBe( 400 );
		expect( answer.type ).toBe( 'text/html; charset=utf-8' );
	} );
} );

describe( 'a body over the size limit', () => {
	const big = JSON.stringify( { message: 'x'.repeat( 20 * 1024 * 1024 ) } );

	it( 'sent as JSON to the form route is JSON 413', async () => {
		const postId = await publishPost(
			site,
			'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-textarea /--><!-- /wp:tessera/contact-form -->'
		);
		const response = await site.anonymous.request(
			'POST',
			`/contact-form/${ postId }/0`,
			{
				payload: big,
				headers: { 'content-type': 'application/json' },
			}
		);
		const body = expectError( response, 413, 'rest_request_too_large' );
		expect( body.message ).toBe( TOO_LARGE );
	} );

	/** A form post of 2 MB, above the limit of form-encoded bodies. */
	const bigFormPost = ( accept: string ) =>
		site.anonymous.request( 'POST', '/contact-form/1/0', {
			payload: `tessera-field-0=${ 'x'.repeat( 2 * 1024 * 1024 ) }`,
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				accept,
			},
		} );

	it( 'sent by the view script (form-encoded, asking for JSON) is JSON 413', async () => {
		const response = await bigFormPost( 'application/json' );
		expect(
			expectError( response, 413, 'rest_request_too_large' ).message
		).toBe( TOO_LARGE );
	} );

	it( 'sent by a form without JavaScript is an error page', async () => {
		const response = await bigFormPost( 'text/html,application/xhtml+xml' );
		expect( errorPage( response, 413 ) ).toContain( TOO_LARGE );
	} );

	it( 'sent to the REST API is JSON 413', async () => {
		expect(
			expectError(
				await site.admin.request( 'POST', '/wp-json/wp/v2/posts', {
					payload: big,
					headers: { 'content-type': 'application/json' },
				} ),
				413,
				'rest_request_too_large'
			).message
		).toBe( TOO_LARGE );
	} );
} );
