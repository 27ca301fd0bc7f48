import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	approvedConnection,
	newIdToken,
	popupMessage,
	prepareConnection,
	prepareService,
} from '../provider';
import { renderClosingPage, renderConnectPage } from '../render';
import { KEYRING_SERVICES, KEYRING_SERVICE_NAMES } from '../services';

const ORIGIN = 'http://localhost:8888';
const NOW = new Date( '2026-03-04T05:06:07.890Z' );

function storedRow( service: 'google_photos' | 'mailchimp' = 'google_photos' ) {
	return { id: 7, ...approvedConnection( service, 3, 'token-1', NOW ) };
}

describe( 'keyring services', () => {
	it( 'declares the services later issues read, each with a label and an account with a picture file', () => {
		expect( KEYRING_SERVICE_NAMES ).toEqual( [
			'google_photos',
			'instagram',
			'twitter',
			'facebook',
			'linkedin',
			'tumblr',
			'mailchimp',
		] );
		for ( const name of KEYRING_SERVICE_NAMES ) {
			const { label, account } = KEYRING_SERVICES[ name ];
			expect( label ).toBeTruthy();
			expect( account.externalId ).toMatch( /^\S+$/ );
			expect( account.displayName ).toBeTruthy();
			expect( account.picturePath ).toBe(
				`/keyring/pictures/${ name }.svg`
			);
			expect(
				existsSync(
					join(
						__dirname,
						'..',
						'fixtures',
						'pictures',
						`${ name }.svg`
					)
				)
			).toBe( true );
		}
	} );
} );

describe( 'keyring provider', () => {
	it( 'connects the fixture account of the service for the user, with the token and the date', () => {
		expect( approvedConnection( 'mailchimp', 3, 'token-1', NOW ) ).toEqual(
			{
				user_id: 3,
				service: 'mailchimp',
				external_user_id: KEYRING_SERVICES.mailchimp.account.externalId,
				external_display_name: 'Rivera Studio Newsletter',
				external_profile_picture: '/keyring/pictures/mailchimp.svg',
				id_token: 'token-1',
				created: '2026-03-04 05:06:07',
			}
		);
	} );

	it( 'makes a fresh, URL-safe token each time', () => {
		const tokens = new Set( [ newIdToken(), newIdToken(), newIdToken() ] );
		expect( tokens.size ).toBe( 3 );
		for ( const token of tokens ) {
			expect( token ).toMatch( /^[A-Za-z0-9_-]{43}$/ );
		}
	} );

	it( 'prepares a connection with WordPress.com field names and an absolute picture address', () => {
		expect( prepareConnection( storedRow(), ORIGIN ) ).toEqual( {
			ID: 7,
			service: 'google_photos',
			label: 'Google Photos',
			issued: '2026-03-04 05:06:07',
			user_ID: 3,
			external_ID: '108234567890123456789',
			external_display: 'Alex Rivera',
			external_profile_picture: `${ ORIGIN }/keyring/pictures/google_photos.svg`,
		} );
	} );

	it( 'keeps an absolute picture address and an unknown service name as they are', () => {
		const row = {
			...storedRow(),
			service: 'retired_service',
			external_profile_picture: 'https://cdn.example.com/a.png',
		};
		expect( prepareConnection( row, ORIGIN ) ).toMatchObject( {
			label: 'retired_service',
			external_profile_picture: 'https://cdn.example.com/a.png',
		} );
	} );

	it( 'gives each service the address of its authorization page', () => {
		expect( prepareService( 'tumblr', ORIGIN ) ).toEqual( {
			ID: 'tumblr',
			label: 'Tumblr',
			connect_URL: `${ ORIGIN }/keyring/connect/tumblr`,
		} );
	} );

	it( 'posts the keyring id, the token and the external user to the opener', () => {
		expect( popupMessage( storedRow(), ORIGIN ) ).toEqual( {
			keyring_id: 7,
			id_token: 'token-1',
			user: {
				external_ID: '108234567890123456789',
				external_display: 'Alex Rivera',
				external_profile_picture: `${ ORIGIN }/keyring/pictures/google_photos.svg`,
			},
		} );
	} );
} );

describe( 'keyring pages', () => {
	it( 'escapes every value printed on the authorization page', () => {
		const html = renderConnectPage( {
			productName: 'Tessera',
			serviceLabel: 'Google Photos',
			accountName: '<img src=x onerror=alert(1)>',
			pictureUrl: '/a.svg" onload="alert(1)',
			userName: '"Mallory"',
			action: '/keyring/connect/google_photos',
			nonce: 'abc',
		} );
		expect( html ).toContain( '<h1>Connect Google Photos to Tessera</h1>' );
		expect( html ).not.toContain( '<img src=x' );
		expect( html ).not.toContain( '" onload="' );
		expect( html ).toContain( '&quot;Mallory&quot;' );
	} );

	it( 'prints the message so that nothing in it can leave the script element', () => {
		const message = popupMessage( storedRow(), ORIGIN );
		message.user.external_display =
			'</script><script>alert(1)</script>&\u2028\u2029';
		const html = renderClosingPage( {
			title: 'Connected',
			text: 'Done.',
			message,
			targetOrigin: ORIGIN,
			scriptNonce: 'n0nce',
		} );
		const script = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(
			html
		)![ 1 ];
		const literal = /var message = (.*);/.exec( script )![ 1 ];
		expect( literal ).not.toMatch( /[<>&\u2028\u2029]/ );
		expect( JSON.parse( literal ) ).toEqual( message );
		expect( literal ).toContain(
			'\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026\\u2028\\u2029'
		);
		expect( script ).toContain(
			`window.opener.postMessage( message, "${ ORIGIN }" )`
		);
		expect( html.match( /<script/g ) ).toHaveLength( 1 );
	} );

	it( 'posts nothing after Cancel, and closes the window either way', () => {
		const html = renderClosingPage( {
			title: 'Not connected',
			text: 'Nothing was connected.',
			message: null,
			targetOrigin: ORIGIN,
			scriptNonce: 'n0nce',
		} );
		expect( html ).toContain( 'var message = null;' );
		expect( html ).toContain( 'window.close();' );
	} );
} );
