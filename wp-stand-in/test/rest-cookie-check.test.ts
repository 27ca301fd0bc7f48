import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSite, type TestSite } from './helpers';

/**
 * The cookie check (a signed-in cookie needs a REST nonce) must cover every spelling of a REST URL
 * that the router serves: percent-encoded, with extra or dot segments, or through `?rest_route=`.
 */
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

const SPELLINGS = [
	'/%77p-json/wp/v2/posts',
	'/wp%2Djson/wp/v2/posts',
	'//wp-json/wp/v2/posts',
	'///wp-json/wp/v2/posts',
	'/./wp-json/wp/v2/posts',
	'/%2E/wp-json/wp/v2/posts',
	'/wp-json/../wp-json/wp/v2/posts',
	'/x/%2e%2e/wp-json/wp/v2/posts',
	'/?rest_route=/wp/v2/posts',
	'/index.php?rest_route=/wp/v2/posts',
	'/%69ndex.php?rest_route=/wp/v2/posts',
	'//?rest_route=/wp/v2/posts',
	'http://other.example/wp-json/wp/v2/posts',
	'HTTP://other.example/%77p-json/wp/v2/posts',
];

interface RawResponse {
	status: number;
	body: string;
	code?: string;
}

/**
 * A request over a socket with the path exactly as written: the test client would resolve dot
 * segments before the server sees them, as a browser does, but an attacker's client need not.
 */
function raw(
	method: string,
	path: string,
	headers: Record< string, string >,
	body = ''
): Promise< RawResponse > {
	return new Promise( ( resolve, reject ) => {
		const req = httpRequest(
			{ host: '127.0.0.1', port, method, path, headers },
			( res ) => {
				let text = '';
				res.setEncoding( 'utf8' );
				res.on( 'data', ( chunk ) => ( text += chunk ) );
				res.on( 'end', () => {
					let code: string | undefined;
					try {
						code = JSON.parse( text ).code;
					} catch {}
					resolve( {
						status: res.statusCode ?? 0,
						body: text,
						code,
					} );
				} );
			}
		);
		req.on( 'error', reject );
		req.end( body );
	} );
}

/** What another origin's auto-submitting form sends: the cookie, a form body, no nonce. */
function formPost( url: string, fields: Record< string, string > ) {
	return raw(
		'POST',
		url,
		{
			cookie: site.admin.cookie!,
			'content-type': 'application/x-www-form-urlencoded',
		},
		new URLSearchParams( fields ).toString()
	);
}

function withNonce( method: string, url: string, body?: unknown ) {
	return raw(
		method,
		url,
		{
			cookie: site.admin.cookie!,
			'x-wp-nonce': site.admin.nonce!,
			'content-type': 'application/json',
		},
		body === undefined ? '' : JSON.stringify( body )
	);
}

function withoutNonce( url: string ) {
	return raw( 'GET', url, { cookie: site.admin.cookie! } );
}

function postsTitled( title: string ): number {
	return site.count(
		"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'post' AND post_title = ?",
		title
	);
}

describe( 'the REST cookie check on every spelling of a REST URL', () => {
	it.each( SPELLINGS )(
		'refuses a cookie write without a nonce through %s',
		async ( url ) => {
			const response = await formPost( url, {
				title: `CSRF ${ url }`,
				status: 'publish',
			} );
			expect( response ).toMatchObject( {
				status: 403,
				code: 'rest_cookie_invalid_nonce',
			} );
			expect( postsTitled( `CSRF ${ url }` ) ).toBe( 0 );
		}
	);

	it.each( SPELLINGS )(
		'still serves a write with the nonce through %s',
		async ( url ) => {
			const response = await withNonce( 'POST', url, {
				title: `With nonce ${ url }`,
			} );
			expect( response.status ).toBe( 201 );
			expect( postsTitled( `With nonce ${ url }` ) ).toBe( 1 );
		}
	);

	it( 'does not change settings through an encoded prefix', async () => {
		const response = await formPost( '/%77p-json/wp/v2/settings', {
			title: 'Defaced',
		} );
		expect( response ).toMatchObject( {
			status: 403,
			code: 'rest_cookie_invalid_nonce',
		} );
		const settings = await site.admin.get( '/wp-json/wp/v2/settings' );
		expect( settings.json().title ).not.toBe( 'Defaced' );
	} );

	it.each( [
		'/%77p-json/wp/v2/users/me?context=edit',
		'//wp-json/wp/v2/users/me?context=edit',
		'/./wp-json/wp/v2/users/me?context=edit',
		'/?rest_route=/wp/v2/users/me&context=edit',
	] )(
		'reads a cookie without a nonce as a visitor through %s',
		async ( url ) => {
			expect( await withoutNonce( url ) ).toMatchObject( {
				status: 401,
				code: 'rest_not_logged_in',
			} );
		}
	);

	it.each( [
		'/%2577p-json/wp/v2/posts',
		'/WP-JSON/wp/v2/posts',
		'/Wp-Json/wp/v2/posts',
		'/wp-jsonx/wp/v2/posts',
	] )( 'does not serve the REST API at %s', async ( url ) => {
		const response = await formPost( url, { title: `Elsewhere ${ url }` } );
		expect( response.status ).toBe( 404 );
		expect( postsTitled( `Elsewhere ${ url }` ) ).toBe( 0 );
		const read = await withoutNonce(
			`${ url.replace( 'posts', 'users/me' ) }?context=edit`
		);
		expect( read.status ).toBe( 404 );
		expect( read.body ).not.toContain( 'example' );
	} );
} );
