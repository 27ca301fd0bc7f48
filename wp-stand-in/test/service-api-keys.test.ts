import { createSite, expectError, type TestSite } from './helpers';
import { saveServiceApiKey } from '../../platform/store/service-api-keys';
import {
	MAPBOX_TEST_TOKEN,
	issueToken,
	tokenError,
} from '../../service/stand-ins/mapbox/tokens';

const PATH = '/wp-json/wpcom/v2/service-api-keys/mapbox';
const TOKEN = MAPBOX_TEST_TOKEN;
/** Well formed, but not signed by the maps service. */
const FORGED = `${ issueToken( 'tessera', 'x' ).slice( 0, -4 ) }AAAA`;

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

function keyOf( source: string, key: string, message: string ) {
	return {
		code: 'success',
		service: 'mapbox',
		service_api_key: key,
		service_api_key_source: source,
		message,
	};
}

describe( '/wpcom/v2/service-api-keys/mapbox', () => {
	it( 'gives a new site the platform key, which the maps service takes; the owner’s own replaces it until removed', async () => {
		const fresh = ( await site.anonymous.get( PATH ) ).json();
		expect( [
			fresh.service_api_key_source,
			tokenError( fresh.service_api_key ),
		] ).toStrictEqual( [ 'wpcom', undefined ] );
		const platform = fresh.service_api_key;
		const saved = await site.admin.post( PATH, {
			service_api_key: `  ${ TOKEN } `,
		} );
		expect( saved.statusCode ).toBe( 200 );
		expect( saved.json() ).toStrictEqual(
			keyOf( 'site', TOKEN, 'API key updated successfully.' )
		);
		expect( ( await site.anonymous.get( PATH ) ).json() ).toStrictEqual(
			keyOf( 'site', TOKEN, 'API key retrieved successfully.' )
		);
		expect( ( await site.admin.delete( PATH ) ).json() ).toStrictEqual(
			keyOf( 'wpcom', platform, 'API key deleted successfully.' )
		);
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM service_api_keys' )
		).toBe( 1 );
	} );

	it( 'prefers the site key to the platform default and falls back to it', async () => {
		saveServiceApiKey(
			site.db,
			'mapbox',
			'wpcom',
			'pk.platform-default-token'
		);
		expect( ( await site.admin.get( PATH ) ).json() ).toStrictEqual(
			keyOf(
				'wpcom',
				'pk.platform-default-token',
				'API key retrieved successfully.'
			)
		);
		await site.admin.post( PATH, { service_api_key: TOKEN } );
		expect( ( await site.admin.get( PATH ) ).json().service_api_key ).toBe(
			TOKEN
		);
		expect( ( await site.admin.delete( PATH ) ).json() ).toStrictEqual(
			keyOf(
				'wpcom',
				'pk.platform-default-token',
				'API key deleted successfully.'
			)
		);
	} );

	it( 'refuses a key the maps service does not take, and stores nothing', async () => {
		for ( const bad of [
			'',
			'   ',
			'not-a-token',
			FORGED,
			`${ TOKEN }<script>`,
			`x${ TOKEN }`,
			'x'.repeat( 501 ),
		] ) {
			const answer = await site.admin.post( PATH, {
				service_api_key: bad,
			} );
			expect( answer.statusCode ).toBeGreaterThanOrEqual( 400 );
			expect( answer.json().data.status ).toBe( answer.statusCode );
		}
		expectError(
			await site.admin.post( PATH, { service_api_key: 'not-a-token' } ),
			404,
			'invalid_key'
		);
		expect(
			(
				await site.admin.post( PATH, {
					service_api_key: 'not-a-token',
				} )
			).json().message
		).toBe( 'Invalid API Key' );
		expectError(
			await site.admin.post( PATH, {} ),
			400,
			'rest_missing_callback_param'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM service_api_keys WHERE source = 'site'"
			)
		).toBe( 0 );
	} );

	it( 'lets only users who may edit others’ posts change the key; other services are unknown', async () => {
		const author = await site.as( 'author' );
		expectError(
			await author.post( PATH, { service_api_key: TOKEN } ),
			403,
			'invalid_user_permission_edit_others_posts'
		);
		expectError(
			await site.anonymous.delete( PATH ),
			401,
			'invalid_user_permission_edit_others_posts'
		);
		const editor = await site.as( 'editor' );
		expect(
			( await editor.post( PATH, { service_api_key: TOKEN } ) ).statusCode
		).toBe( 200 );
		expectError(
			await site.admin.get( '/wp-json/wpcom/v2/service-api-keys/google' ),
			404,
			'invalid_service'
		);
	} );
} );
