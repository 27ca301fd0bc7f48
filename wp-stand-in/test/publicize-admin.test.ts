import { createSite, type Client, type TestSite } from './helpers';
import { connect, postDecision, revokeAtNetwork } from './keyring-helpers';
import { connectionState } from '../../service/features/publicize/admin-render';
import type { PublicizeConnection } from '../../shared/publicize/types';

const PAGE = '/wp-admin/options-general.php?page=sharing';
const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

let site: TestSite;
let author: Client;
beforeEach( async () => {
	site = await createSite();
	author = await site.as( 'author' );
} );
afterEach( () => site.close() );

const pageNonce = ( html: string ) =>
	/name="_wpnonce" value="([0-9a-f]+)"/.exec( html )![ 1 ];

const disconnect = ( client: Client, nonce: string, connection: string ) =>
	postDecision( client, PAGE, {
		_wpnonce: nonce,
		action: 'disconnect',
		connection,
	} );

const connection = (
	overrides: Partial< PublicizeConnection >
): PublicizeConnection => ( {
	id: '1',
	connection_id: '1',
	display_name: '@alexrivera',
	profile_display_name: '@alexrivera',
	profile_picture: '',
	service_name: 'twitter',
	enabled: true,
	toggleable: true,
	done: false,
	test_success: true,
	test_message: '',
	can_refresh: false,
	refresh_url: '',
	refresh_text: '',
	...overrides,
} );

describe( 'connectionState', () => {
	it( 'words each test result', () => {
		expect( connectionState( connection( {} ) ) ).toStrictEqual( {
			state: 'ok',
			text: 'Connected',
		} );
		expect(
			connectionState( connection( { test_success: 'must_reauth' } ) )
		).toStrictEqual( {
			state: 'must-reauth',
			text: 'Must be reauthenticated: reconnect it to go on sharing to it.',
		} );
		expect(
			connectionState(
				connection( {
					test_success: false,
					test_message: 'Twitter: Invalid or expired token.',
				} )
			)
		).toStrictEqual( {
			state: 'failed',
			text: 'Twitter: Invalid or expired token.',
		} );
		expect(
			connectionState( connection( { test_success: false } ) )
		).toStrictEqual( {
			state: 'failed',
			text: 'The connection failed its test.',
		} );
	} );
} );

describe( 'the Sharing settings page', () => {
	it( "lists the user's accounts with their state, escaped, and links it from the admin menu", async () => {
		const twitter = await connect( author, 'twitter' );
		await connect( author, 'linkedin' );
		await connect( author, 'facebook' );
		await connect( author, 'google_photos' );
		await revokeAtNetwork( site, 'linkedin', 'x7Kd2LmQ9p', 'revoked' );
		await revokeAtNetwork(
			site,
			'facebook',
			'102938475610293',
			'suspended'
		);
		site.db
			.prepare(
				'UPDATE keyring_connections SET external_display_name = ? WHERE id = ?'
			)
			.run( HOSTILE, twitter );
		const page = await author.get( PAGE );
		expect( page.statusCode ).toBe( 200 );
		const html = page.body;
		expect( html ).toContain(
			'<a href="/wp-admin/options-general.php?page=sharing">Sharing</a>'
		);
		expect( html ).not.toContain( '<script>alert(1)' );
		expect( html ).not.toContain( '<img src=x' );
		expect( html ).toContain(
			'<strong>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;</strong>'
		);
		const states = [
			...html.matchAll(
				/class="sharing-account is-([a-z-]+)">[\s\S]*?<strong>([^<]*)<\/strong>[\s\S]*?class="sharing-state"[^>]*>([^<]*)</g
			),
		].map( ( match ) => [ match[ 1 ], match[ 2 ], match[ 3 ] ] );
		expect( states ).toStrictEqual( [
			[
				'ok',
				'&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
				'Connected',
			],
			[
				'failed',
				'Rivera Studio',
				'Facebook: The action attempted has been deemed abusive or is otherwise disallowed.',
			],
			[
				'must-reauth',
				'Alex Rivera',
				'Must be reauthenticated: reconnect it to go on sharing to it.',
			],
		] );
		// Reconnect only where something is wrong; Connect for the network without an account.
		expect( html.match( />Reconnect</g ) ).toHaveLength( 2 );
		expect( html ).toContain(
			'href="/keyring/connect/tumblr" target="_blank" data-tessera-keyring-connect aria-label="Connect a Tumblr account">Connect<'
		);
		expect( html ).toContain(
			'href="/keyring/connect/twitter" target="_blank" data-tessera-keyring-connect aria-label="Connect another account to Twitter">Connect another account<'
		);
		expect( html ).not.toContain( 'Google Photos' );
	} );

	it( 'disconnects an own account with a valid nonce only, and refuses the rest', async () => {
		const twitter = String( await connect( author, 'twitter' ) );
		const nonce = pageNonce( ( await author.get( PAGE ) ).body );
		const other = await site.as( 'author', 'second' );
		const theirs = String( await connect( other, 'facebook' ) );
		const photos = String( await connect( author, 'google_photos' ) );
		const count = () =>
			site.count( 'SELECT COUNT(*) AS n FROM keyring_connections' );

		expect(
			( await disconnect( author, 'bad', twitter ) ).statusCode
		).toBe( 403 );
		expect( ( await disconnect( author, nonce, theirs ) ).statusCode ).toBe(
			403
		);
		expect( ( await disconnect( author, nonce, photos ) ).statusCode ).toBe(
			404
		);
		expect(
			( await disconnect( author, nonce, `${ twitter }x` ) ).statusCode
		).toBe( 404 );
		expect( ( await disconnect( author, nonce, '999' ) ).statusCode ).toBe(
			404
		);
		expect(
			(
				await postDecision( author, PAGE, {
					_wpnonce: nonce,
					action: 'delete-all',
					connection: twitter,
				} )
			).statusCode
		).toBe( 400 );
		expect( count() ).toBe( 3 );

		const done = await disconnect( author, nonce, twitter );
		expect( done.statusCode ).toBe( 302 );
		expect( done.headers.location ).toBe( `${ PAGE }&disconnected=1` );
		expect( count() ).toBe( 2 );
		const after = ( await author.get( done.headers.location as string ) )
			.body;
		expect( after ).toContain( 'The account is disconnected.' );
		expect( after ).toContain(
			'aria-label="Connect a Twitter account">Connect<'
		);
	} );

	it( 'is for people who may publish: contributors get a 403, visitors sign in first', async () => {
		const contributor = await site.as( 'contributor' );
		expect( ( await contributor.get( PAGE ) ).statusCode ).toBe( 403 );
		expect(
			( await contributor.get( '/wp-admin/edit.php' ) ).body
		).not.toContain( 'page=sharing' );
		const visitor = await site.anonymous.get( PAGE );
		expect( visitor.statusCode ).toBe( 302 );
		expect( visitor.headers.location ).toMatch(
			/^\/wp-login\.php\?redirect_to=/
		);
		// The Tessera settings stay where they were.
		expect(
			(
				await site.admin.get(
					'/wp-admin/options-general.php?page=tessera'
				)
			).body
		).toContain( '<h1>Tessera settings</h1>' );
	} );
} );
