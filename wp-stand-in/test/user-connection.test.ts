import { createSite, expectError, type Client, type TestSite } from './helpers';
import { postDecision } from './keyring-helpers';

const AUTHORIZE = '/wpcom-connect/authorize/';
const EDITOR = '/wp-admin/post.php?post=7&action=edit';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

/** The flag the editor page prints for its signed-in user. */
async function userConnectedFlag( client: Client ): Promise< boolean > {
	const page = await client.get( '/wp-admin/post-new.php' );
	const match = /"is_current_user_connected":(true|false)/.exec( page.body );
	if ( ! match ) {
		throw new Error( 'The editor printed no user connection flag.' );
	}
	return match[ 1 ] === 'true';
}

async function connectUrl( client: Client, query: string ) {
	return client.get( `/wp-json/jetpack/v4/connection/url?${ query }` );
}

/** The page's nonce, for the page the connect link leads to. */
async function authorizeNonce( client: Client, path: string ) {
	const page = await client.get( path );
	return /name="_wpnonce" value="([0-9a-f]+)"/.exec( page.body )![ 1 ];
}

describe( 'GET /jetpack/v4/connection/url', () => {
	it( 'answers a bare string: the authorization page, with where to come back and where it started', async () => {
		const author = await site.as( 'author' );
		const response = await connectUrl(
			author,
			`from=tessera-block-editor&redirect=${ encodeURIComponent(
				`http://localhost${ EDITOR }`
			) }`
		);
		expect( response.statusCode ).toBe( 200 );
		expect( JSON.parse( response.body ) ).toBe(
			`http://localhost${ AUTHORIZE }?redirect=${ encodeURIComponent(
				EDITOR
			) }&from=tessera-block-editor`
		);
	} );

	it( 'never leads back off the site', async () => {
		const author = await site.as( 'author' );
		for ( const redirect of [
			'https://evil.test/wp-admin/',
			'//evil.test/',
			'javascript:alert(1)',
			'',
		] ) {
			const response = await connectUrl(
				author,
				`redirect=${ encodeURIComponent( redirect ) }`
			);
			expect( JSON.parse( response.body ) ).toBe(
				`http://localhost${ AUTHORIZE }?redirect=%2Fwp-admin%2F`
			);
		}
	} );

	it( 'refuses a visitor as Jetpack does', async () => {
		const response = await connectUrl( site.anonymous, 'from=x' );
		expect( response.statusCode ).toBe( 401 );
		const body = expectError(
			response,
			401,
			'invalid_user_permission_jetpack_connect'
		);
		expect( body.message ).toBe(
			'You do not have the correct user permissions to perform this action. Please contact your site admin if you think this is a mistake.'
		);
	} );
} );

describe( 'a user who is not connected', () => {
	it( 'is the state of every user but the owner on a site that is not simple', async () => {
		expect( await userConnectedFlag( site.admin ) ).toBe( true );
		const author = await site.as( 'author' );
		expect( await userConnectedFlag( author ) ).toBe( false );
		const editor = await site.as( 'editor' );
		expect( await userConnectedFlag( editor ) ).toBe( false );
	} );

	it( 'is not a state of a simple site, where every user is a WordPress.com account', async () => {
		const author = await site.as( 'author' );
		const changed = await site.admin.post( '/wp-json/wp/v2/settings', {
			tessera_site_type: 'simple',
		} );
		expect( changed.statusCode ).toBe( 200 );
		expect( await userConnectedFlag( author ) ).toBe( true );
	} );

	it( 'approves the link, is connected, and comes back to the post', async () => {
		const author = await site.as( 'author' );
		const link = new URL(
			JSON.parse(
				(
					await connectUrl(
						author,
						`redirect=${ encodeURIComponent( EDITOR ) }`
					)
				).body
			)
		);
		const path = `${ link.pathname }${ link.search }`;
		const page = await author.get( path );
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain(
			'<h1>Connect your account to WordPress.com</h1>'
		);
		expect( page.body ).toContain( 'author user' );
		expect( page.body ).not.toContain( '<script' );
		expect( page.headers[ 'x-frame-options' ] ).toBe( 'DENY' );

		const approved = await postDecision( author, AUTHORIZE, {
			_wpnonce: await authorizeNonce( author, path ),
			decision: 'approve',
			redirect: EDITOR,
		} );
		expect( approved.statusCode ).toBe( 302 );
		expect( approved.headers.location ).toBe( EDITOR );
		expect( await userConnectedFlag( author ) ).toBe( true );
		// Linked once: the link leads straight back now.
		const again = await author.get( path );
		expect( again.statusCode ).toBe( 302 );
		expect( again.headers.location ).toBe( EDITOR );
		// One user's link is not another's.
		expect( await userConnectedFlag( await site.as( 'editor' ) ) ).toBe(
			false
		);
	} );

	it( "stays unconnected after Cancel, a missing nonce or another user's nonce", async () => {
		const author = await site.as( 'author' );
		const editor = await site.as( 'editor' );
		const cancelled = await postDecision( author, AUTHORIZE, {
			_wpnonce: await authorizeNonce( author, AUTHORIZE ),
			decision: 'cancel',
			redirect: EDITOR,
		} );
		expect( cancelled.headers.location ).toBe( EDITOR );
		const noNonce = await postDecision( author, AUTHORIZE, {
			decision: 'approve',
		} );
		expect( noNonce.statusCode ).toBe( 403 );
		const othersNonce = await postDecision( author, AUTHORIZE, {
			_wpnonce: await authorizeNonce( editor, AUTHORIZE ),
			decision: 'approve',
		} );
		expect( othersNonce.statusCode ).toBe( 403 );
		expect( await userConnectedFlag( author ) ).toBe( false );
	} );

	it( 'goes back only to an address on the site, after Approve as before', async () => {
		const author = await site.as( 'author' );
		const approved = await postDecision( author, AUTHORIZE, {
			_wpnonce: await authorizeNonce( author, AUTHORIZE ),
			decision: 'approve',
			redirect: 'https://evil.test/',
		} );
		expect( approved.headers.location ).toBe( '/wp-admin/' );
	} );

	it( 'sends a visitor to sign in first', async () => {
		const response = await site.anonymous.get( AUTHORIZE );
		expect( response.statusCode ).toBe( 302 );
		expect( response.headers.location ).toMatch( /^\/wp-login\.php\?/ );
	} );
} );
