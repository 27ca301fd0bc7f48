import { createSite, expectError, type TestSite } from './helpers';
import { connect, countConnections } from './keyring-helpers';
import { KEYRING_SERVICE_NAMES } from '../../service/stand-ins/keyring/services';

const CONNECTIONS = '/wp-json/wpcom/v2/keyring/connections';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( '/wpcom/v2/keyring/services', () => {
	it( 'lists the services with their authorization pages, to signed-in users', async () => {
		expectError(
			await site.anonymous.get( '/wp-json/wpcom/v2/keyring/services' ),
			401,
			'rest_not_logged_in'
		);
		const subscriber = await site.as( 'subscriber' );
		const services = (
			await subscriber.get( '/wp-json/wpcom/v2/keyring/services' )
		).json();
		expect( services.map( ( s: { ID: string } ) => s.ID ) ).toEqual(
			KEYRING_SERVICE_NAMES
		);
		expect( services[ 0 ] ).toEqual( {
			ID: 'google_photos',
			label: 'Google Photos',
			connect_URL: expect.stringMatching(
				/^http:\/\/localhost(:\d+)?\/keyring\/connect\/google_photos$/
			),
		} );
	} );
} );

describe( 'GET /wpcom/v2/keyring/connections', () => {
	it( "lists the current user's connections only, in the keyring shape", async () => {
		const author = await site.as( 'author' );
		const id = await connect( author );
		await connect( site.admin );
		const list = ( await author.get( CONNECTIONS ) ).json();
		expect( list ).toEqual( [
			{
				ID: id,
				service: 'google_photos',
				label: 'Google Photos',
				issued: expect.stringMatching(
					/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
				),
				user_ID: author.userId,
				external_ID: '108234567890123456789',
				external_display: 'Alex Rivera',
				external_profile_picture: expect.stringMatching(
					/\/keyring\/pictures\/google_photos\.svg$/
				),
			},
		] );
		expect( JSON.stringify( list ) ).not.toContain( 'token' );
		const subscriber = await site.as( 'subscriber' );
		expect( ( await subscriber.get( CONNECTIONS ) ).json() ).toEqual( [] );
	} );

	it( 'filters by service', async () => {
		await connect( site.admin, 'instagram' );
		await connect( site.admin, 'mailchimp' );
		const list = (
			await site.admin.get( `${ CONNECTIONS }?service=mailchimp` )
		).json();
		expect( list.map( ( c: { service: string } ) => c.service ) ).toEqual( [
			'mailchimp',
		] );
		expect(
			(
				await site.admin.get( `${ CONNECTIONS }?service=twitter` )
			).json()
		).toEqual( [] );
	} );

	it( 'refuses visitors, unknown services and wrong types', async () => {
		expectError(
			await site.anonymous.get( CONNECTIONS ),
			401,
			'rest_not_logged_in'
		);
		for ( const query of [
			'service=myspace',
			'service=',
			'service[a]=instagram',
		] ) {
			expectError(
				await site.admin.get( `${ CONNECTIONS }?${ query }` ),
				400,
				'rest_invalid_param'
			);
		}
		expect( countConnections( site ) ).toBe( 0 );
	} );

	it( "goes with its user: deleting the user deletes the user's connections", async () => {
		const author = await site.as( 'author' );
		await connect( author );
		await connect( site.admin );
		site.db.pragma( 'foreign_keys = ON' );
		site.db
			.prepare( 'DELETE FROM users WHERE ID = ?' )
			.run( author.userId );
		expect( countConnections( site, author.userId ) ).toBe( 0 );
		expect( countConnections( site ) ).toBe( 1 );
	} );

	it( 'accepts no other method: connections are made on the authorization page', async () => {
		const response = await site.admin.post( CONNECTIONS, {
			service: 'google_photos',
		} );
		expect( response.statusCode ).toBe( 404 );
		expect( countConnections( site ) ).toBe( 0 );
	} );
} );

describe( 'DELETE /wpcom/v2/keyring/connections/<id>', () => {
	it( 'lets a user delete their own connection, answering with what was deleted', async () => {
		const subscriber = await site.as( 'subscriber' );
		const id = await connect( subscriber );
		const response = await subscriber.delete( `${ CONNECTIONS }/${ id }` );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toMatchObject( {
			deleted: true,
			previous: { ID: id, service: 'google_photos' },
		} );
		expect( countConnections( site ) ).toBe( 0 );
		expectError(
			await subscriber.delete( `${ CONNECTIONS }/${ id }` ),
			404,
			'rest_keyring_connection_invalid_id'
		);
	} );

	it( "refuses someone else's connection to anyone but an administrator", async () => {
		const author = await site.as( 'author' );
		const editor = await site.as( 'editor' );
		const id = await connect( author );
		expectError(
			await site.anonymous.delete( `${ CONNECTIONS }/${ id }` ),
			401,
			'rest_not_logged_in'
		);
		for ( const client of [ editor, await site.as( 'subscriber' ) ] ) {
			expectError(
				await client.delete( `${ CONNECTIONS }/${ id }` ),
				403,
				'rest_forbidden'
			);
		}
		expect( countConnections( site, author.userId ) ).toBe( 1 );
		const response = await site.admin.delete( `${ CONNECTIONS }/${ id }` );
		expect( response.statusCode ).toBe( 200 );
		expect( countConnections( site ) ).toBe( 0 );
	} );

	it( 'deletes nothing on a bad request', async () => {
		const id = await connect( site.admin );
		expectError(
			await site.admin.delete( `${ CONNECTIONS }/${ id + 1000 }` ),
			404,
			'rest_keyring_connection_invalid_id'
		);
		expectError(
			await site.admin.delete(
				`${ CONNECTIONS }/99999999999999999999999`
			),
			404,
			'rest_keyring_connection_invalid_id'
		);
		for ( const path of [ 'abc', '-1', '1.5', '' ] ) {
			const response = await site.admin.delete(
				`${ CONNECTIONS }/${ path }`
			);
			expect( response.statusCode ).toBe( 404 );
			expect( response.json().code ).toBe( 'rest_no_route' );
		}
		// A cookie without the REST nonce cannot write (a page on another origin).
		expectError(
			await site.admin.delete( `${ CONNECTIONS }/${ id }`, {
				nonce: false,
			} ),
			403,
			'rest_cookie_invalid_nonce'
		);
		expect( countConnections( site ) ).toBe( 1 );
	} );
} );
