import { createSite, type TestSite } from './helpers';
import {
	CONNECT_PATH,
	connect,
	countConnections,
	pageNonce,
	postDecision,
} from './keyring-helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'GET /keyring/connect/<service>', () => {
	it( 'sends a visitor to sign in, then back', async () => {
		const response = await site.anonymous.get( CONNECT_PATH );
		expect( response.statusCode ).toBe( 302 );
		expect( response.headers.location ).toBe(
			`/wp-login.php?redirect_to=${ encodeURIComponent(
				CONNECT_PATH
			) }&reauth=1`
		);
	} );

	it( 'answers an unknown service with the 404 page', async () => {
		for ( const path of [
			'/keyring/connect/myspace',
			'/keyring/connect/__proto__',
			'/keyring/connect/GOOGLE_PHOTOS',
		] ) {
			const response = await site.admin.get( path );
			expect( response.statusCode ).toBe( 404 );
			expect( response.headers[ 'content-type' ] ).toMatch(
				/text\/html/
			);
		}
	} );

	it( 'names the account to connect, with Approve and Cancel, in a page nothing may frame', async () => {
		const subscriber = await site.as( 'subscriber' );
		const response = await subscriber.get( CONNECT_PATH );
		expect( response.statusCode ).toBe( 200 );
		expect( response.body ).toContain(
			'<h1>Connect Google Photos to Tessera</h1>'
		);
		expect( response.body ).toContain( 'Alex Rivera' );
		expect( response.body ).toContain( 'subscriber user' );
		expect( response.body ).toContain( 'value="approve"' );
		expect( response.body ).toContain( 'value="cancel"' );
		expect( response.body ).toContain(
			'src="/keyring/pictures/google_photos.svg"'
		);
		expect( response.body ).not.toContain( '<script' );
		expect( response.headers[ 'x-frame-options' ] ).toBe( 'DENY' );
		expect( response.headers[ 'cache-control' ] ).toBe( 'no-store' );
		expect( response.headers[ 'content-security-policy' ] ).toContain(
			"frame-ancestors 'none'"
		);
	} );

	it( "serves the accounts' pictures as inert SVG", async () => {
		const picture = await site.anonymous.get(
			'/keyring/pictures/instagram.svg'
		);
		expect( picture.statusCode ).toBe( 200 );
		expect( picture.headers[ 'content-type' ] ).toBe( 'image/svg+xml' );
		expect( picture.headers[ 'content-security-policy' ] ).toContain(
			"default-src 'none'"
		);
		expect( picture.body ).toMatch( /^<svg / );
		for ( const path of [
			'/keyring/pictures/myspace.svg',
			'/keyring/pictures/instagram.png',
			'/keyring/pictures/..%2Fprovider.ts',
		] ) {
			expect( ( await site.anonymous.get( path ) ).statusCode ).toBe(
				404
			);
		}
	} );
} );

describe( 'POST /keyring/connect/<service>', () => {
	it( 'stores the connection on Approve and posts it to the opener of this origin only', async () => {
		const author = await site.as( 'author' );
		const response = await postDecision( author, CONNECT_PATH, {
			_wpnonce: await pageNonce( author, CONNECT_PATH ),
			decision: 'approve',
		} );
		expect( response.statusCode ).toBe( 200 );
		const row = site.db
			.prepare( 'SELECT * FROM keyring_connections' )
			.get() as Record< string, unknown >;
		expect( row ).toMatchObject( {
			user_id: author.userId,
			service: 'google_photos',
			external_user_id: '108234567890123456789',
			external_display_name: 'Alex Rivera',
		} );
		const policy = String( response.headers[ 'content-security-policy' ] );
		const scriptNonce = /'nonce-([^']+)'/.exec( policy )![ 1 ];
		expect( response.body ).toContain(
			`<script nonce="${ scriptNonce }">`
		);
		expect( response.body ).toContain(
			`"keyring_id":${ row.id },"id_token":"${ row.id_token }"`
		);
		expect( response.body ).toContain(
			'window.opener.postMessage( message, "http://localhost" )'
		);
		expect( response.body ).toContain( 'window.close();' );
	} );

	it( 'refreshes the same account rather than connecting it twice', async () => {
		const first = await connect( site.admin );
		const token = () =>
			(
				site.db
					.prepare( 'SELECT id_token FROM keyring_connections' )
					.get() as { id_token: string }
			 ).id_token;
		const firstToken = token();
		expect( await connect( site.admin ) ).toBe( first );
		expect( countConnections( site ) ).toBe( 1 );
		expect( token() ).not.toBe( firstToken );
		expect( await connect( site.admin, 'instagram' ) ).not.toBe( first );
		expect( countConnections( site ) ).toBe( 2 );
	} );

	it( 'closes without a message or a connection on Cancel', async () => {
		const response = await postDecision( site.admin, CONNECT_PATH, {
			_wpnonce: await pageNonce( site.admin, CONNECT_PATH ),
			decision: 'cancel',
		} );
		expect( response.statusCode ).toBe( 200 );
		expect( response.body ).toContain( 'var message = null;' );
		expect( response.body ).not.toContain( 'keyring_id' );
		expect( countConnections( site ) ).toBe( 0 );
	} );

	it( 'stores nothing without a valid nonce, a decision, a known service or a user', async () => {
		const nonce = await pageNonce( site.admin, CONNECT_PATH );
		const subscriber = await site.as( 'subscriber' );
		const attempts = [
			[ site.admin, CONNECT_PATH, { decision: 'approve' }, 403 ],
			[
				site.admin,
				CONNECT_PATH,
				{ _wpnonce: 'abcdef0123', decision: 'approve' },
				403,
			],
			// A nonce is good for one service and one user only.
			[
				site.admin,
				'/keyring/connect/instagram',
				{ _wpnonce: nonce, decision: 'approve' },
				403,
			],
			[
				subscriber,
				CONNECT_PATH,
				{ _wpnonce: nonce, decision: 'approve' },
				403,
			],
			[ site.admin, CONNECT_PATH, { _wpnonce: nonce }, 400 ],
			[
				site.admin,
				CONNECT_PATH,
				{ _wpnonce: nonce, decision: 'yes' },
				400,
			],
			[
				site.admin,
				'/keyring/connect/myspace',
				{ _wpnonce: nonce, decision: 'approve' },
				404,
			],
			[
				site.anonymous,
				CONNECT_PATH,
				{ _wpnonce: nonce, decision: 'approve' },
				302,
			],
		] as const;
		for ( const [ client, path, fields, status ] of attempts ) {
			const response = await postDecision( client, path, fields );
			expect( { path, fields, status: response.statusCode } ).toEqual( {
				path,
				fields,
				status,
			} );
		}
		expect( countConnections( site ) ).toBe( 0 );
	} );
} );
