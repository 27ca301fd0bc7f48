import { createSite, signIn, ADMIN_PASSWORD, type TestSite } from './helpers';
import { validateRedirect } from '../../platform/content/safe-redirect';

/**
 * `redirect_to` may only lead back to this site. Browsers drop tabs and newlines from a URL and read
 * a backslash as a slash, so `/<TAB>/evil.example/` or `/\evil.example/` would send the person to
 * another host: anything that is not plainly a path on this site goes to the admin default.
 */
let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const ORIGIN = 'http://localhost';

const OFFSITE = [
	'/\t/evil.example/',
	'/\n/evil.example/',
	'/\r\n/evil.example/',
	'\t//evil.example/',
	'/\u0000/evil.example/',
	'/\\evil.example/',
	'\\\\evil.example/',
	'//evil.example/',
	'///evil.example/',
	' //evil.example/',
	'/.//evil.example/',
	'/x/..//evil.example/',
	'https://evil.example/',
	'HTTP://evil.example/',
	'http://localhost.evil.example/',
	'javascript:alert(1)',
	'data:text/html,<script>alert(1)</script>',
	'evil.example',
	'',
];

const ONSITE: [ string, string ][] = [
	[
		'/wp-admin/edit.php?post_type=page',
		'/wp-admin/edit.php?post_type=page',
	],
	[ '/?p=1#tessera-likes', '/?p=1#tessera-likes' ],
	[ '/%09/still-here/', '/%09/still-here/' ],
	[ 'http://localhost/2026/01/a-post/', '/2026/01/a-post/' ],
	[ '/caf\u00e9/?s=a b', '/caf%C3%A9/?s=a%20b' ],
];

const form = ( fields: Record< string, string > ) => ( {
	payload: new URLSearchParams( fields ).toString(),
	headers: { 'content-type': 'application/x-www-form-urlencoded' },
} );

async function signInTo( redirectTo: string ): Promise< string > {
	const response = await site.anonymous.request(
		'POST',
		'/wp-login.php',
		form( {
			log: 'admin',
			pwd: ADMIN_PASSWORD,
			redirect_to: redirectTo,
		} )
	);
	expect( response.statusCode ).toBe( 302 );
	return String( response.headers.location );
}

/** Buys the Premium plan (from Free, each time) and returns where the store sends the person. */
async function checkoutTo( redirectTo: string ): Promise< string > {
	site.db
		.prepare(
			"UPDATE options SET option_value = '\"free\"' WHERE option_name = 'tessera_plan'"
		)
		.run();
	const url = `/checkout/localhost/premium?redirect_to=${ encodeURIComponent(
		redirectTo
	) }`;
	const page = await site.admin.get( url );
	const nonce = /name="_wpnonce" value="([^"]+)"/.exec( page.body )![ 1 ];
	const response = await site.admin.request(
		'POST',
		url,
		form( { _wpnonce: nonce } )
	);
	expect( response.statusCode ).toBe( 303 );
	return String( response.headers.location );
}

describe( 'validateRedirect', () => {
	it.each( OFFSITE )( 'sends %j to the fallback', ( value ) => {
		expect( validateRedirect( value, ORIGIN ) ).toBe( '/wp-admin/' );
		expect( validateRedirect( value, ORIGIN, '/x/' ) ).toBe( '/x/' );
	} );

	it.each( ONSITE )( 'keeps %j on this site as %j', ( value, expected ) => {
		expect( validateRedirect( value, ORIGIN ) ).toBe( expected );
	} );

	it( 'refuses what is not a string', () => {
		for ( const value of [ undefined, null, 1, [ '/a/' ], { a: 1 } ] ) {
			expect( validateRedirect( value, ORIGIN ) ).toBe( '/wp-admin/' );
		}
	} );
} );

describe( 'redirect_to after signing in', () => {
	it.each( OFFSITE )( 'never leaves the site for %j', async ( value ) => {
		expect( await signInTo( value ) ).toBe( '/wp-admin/' );
	} );

	it.each( ONSITE )( 'goes back to %j', async ( value, expected ) => {
		expect( await signInTo( value ) ).toBe( expected );
	} );

	it( 'prints only a safe address in the form', async () => {
		const page = await site.anonymous.get(
			'/wp-login.php?redirect_to=%2F%09%2Fevil.example%2F'
		);
		expect( page.body ).toContain(
			'name="redirect_to" value="/wp-admin/"'
		);
	} );

	it( 'brings a visitor who signed in to like a post back to the post', async () => {
		const posted = await site.anonymous.request(
			'POST',
			'/tessera-likes/1',
			form( { like: '1' } )
		);
		const signInPage = new URL(
			String( posted.headers.location ),
			'http://localhost'
		);
		const back = signInPage.searchParams.get( 'redirect_to' )!;
		expect( await signInTo( back ) ).toBe(
			new URL( back ).pathname + new URL( back ).search
		);
	} );
} );

describe( 'redirect_to after signing out', () => {
	it.each( [
		[ '/?p=1', '/?p=1' ],
		[ '/\t/evil.example/', '/wp-login.php?loggedout=true' ],
		[ '//evil.example/', '/wp-login.php?loggedout=true' ],
	] )( 'goes from %j to %j', async ( value, expected ) => {
		const client = await signIn(
			site.app,
			site.db,
			'admin',
			ADMIN_PASSWORD
		);
		// Without a valid nonce, sign-out asks for confirmation with a link that carries one.
		const confirmation = await client.get( '/wp-login.php?action=logout' );
		const nonce = /_wpnonce=([0-9a-f]+)/.exec( confirmation.body )![ 1 ];
		const logout = `/wp-login.php?action=logout&_wpnonce=${ nonce }`;
		const out = await client.get(
			`${ logout }&redirect_to=${ encodeURIComponent( value ) }`
		);
		expect( out.headers.location ).toBe( expected );
	} );
} );

describe( 'redirect_to after checkout', () => {
	it.each( OFFSITE )( 'never leaves the site for %j', async ( value ) => {
		expect( await checkoutTo( value ) ).toBe( '/wp-admin/' );
	} );

	it.each( ONSITE )( 'goes back to %j', async ( value, expected ) => {
		expect( await checkoutTo( value ) ).toBe( expected );
	} );
} );
