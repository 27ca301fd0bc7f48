import { createSite, type TestSite } from './helpers';
import {
	GOOD_ANSWERS,
	outboxFiles,
	publishPost,
	EVERY_FIELD_FORM,
} from './feedback-helpers';
import {
	normaliseSiteUrl,
	siteUrl,
	siteUrlFromEnv,
	storeSiteUrl,
} from '../../platform/content/site-address';

/**
 * A notification's sender and links come from the site's configured address, never from the Host
 * header of the visitor's request (which anyone can set).
 */
let site: TestSite;
let opened = false;
afterEach( async () => {
	if ( opened ) {
		await site.close();
	}
	opened = false;
} );

async function open( options: { siteUrl?: string } = {} ) {
	site = await createSite( options );
	opened = true;
}

function formBody(): string {
	const params = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( GOOD_ANSWERS ) ) {
		for ( const item of [ value ].flat() ) {
			params.append( name, item );
		}
	}
	return params.toString();
}

function submitWithHost( postId: number, host: string ) {
	return site.app.inject( {
		method: 'POST',
		url: `/contact-form/${ postId }/0`,
		headers: {
			host,
			accept: 'application/json',
			'content-type': 'application/x-www-form-urlencoded',
		},
		payload: formBody(),
	} );
}

function header( message: string, name: string ): string {
	return new RegExp( `^${ name }: (.*)$`, 'm' ).exec( message )?.[ 1 ] ?? '';
}

describe( 'the notification’s sender and links', () => {
	it( 'use the stored address of a site created without one (localhost)', async () => {
		await open();
		const postId = await publishPost( site, EVERY_FIELD_FORM );
		const response = await submitWithHost( postId, 'evil.example:8080' );
		expect( response.statusCode ).toBe( 200 );
		// Quoted-printable soft line breaks removed, so that a long link reads in one piece.
		const message = outboxFiles( site )[ 0 ].replace( /=\r\n/g, '' );
		expect( header( message, 'From' ) ).toBe(
			'"Tessera" <wordpress@localhost>'
		);
		expect( header( message, 'Message-ID' ) ).toMatch( /@localhost>$/ );
		expect( message ).toMatch(
			/Sent from =E2=80=9CContact us=E2=80=9D: http:\/\/localhost\/\d{4}\/\d{2}\/contact-us\//
		);
		expect( message ).not.toContain( 'evil.example' );
	} );

	it( 'use the configured site address', async () => {
		await open( { siteUrl: 'https://tessera.example/' } );
		const postId = await publishPost( site, EVERY_FIELD_FORM );
		await submitWithHost( postId, 'evil.example' );
		// Quoted-printable soft line breaks removed, so that a long link reads in one piece.
		const message = outboxFiles( site )[ 0 ].replace( /=\r\n/g, '' );
		expect( header( message, 'From' ) ).toBe(
			'"Tessera" <wordpress@tessera.example>'
		);
		expect( message ).toMatch(
			/Sent from =E2=80=9CContact us=E2=80=9D: https:\/\/tessera\.example\/\d{4}\/\d{2}\/contact-us\//
		);
		expect( message ).not.toContain( 'evil.example' );
	} );
} );

describe( 'the configured site address', () => {
	it( 'comes from TESSERA_SITE_URL, else from PORT on localhost', () => {
		expect( siteUrlFromEnv( {} ) ).toBe( 'http://localhost:8888' );
		expect( siteUrlFromEnv( { PORT: '9123' } ) ).toBe(
			'http://localhost:9123'
		);
		expect(
			siteUrlFromEnv( {
				PORT: '9123',
				TESSERA_SITE_URL: 'https://Example.COM:443/blog/?x=1#y',
			} )
		).toBe( 'https://example.com/blog' );
	} );

	it.each( [
		'example.com',
		'ftp://example.com',
		'javascript:alert(1)',
		'https://user:pass@example.com',
		'',
	] )( 'refuses %j', ( value ) => {
		expect( () => normaliseSiteUrl( value ) ).toThrow(
			'The site address must be an http(s) URL'
		);
	} );

	it( 'stays as stored when a restart configures none, and follows a configured one', async () => {
		await open( { siteUrl: 'http://127.0.0.1:7000' } );
		expect( siteUrl( site.db ) ).toBe( 'http://127.0.0.1:7000' );
		storeSiteUrl( site.db, undefined );
		expect( siteUrl( site.db ) ).toBe( 'http://127.0.0.1:7000' );
		storeSiteUrl( site.db, 'https://tessera.example' );
		expect( siteUrl( site.db ) ).toBe( 'https://tessera.example' );
	} );
} );
