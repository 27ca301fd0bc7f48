import { createSite, expectError, type TestSite } from './helpers';
import {
	addNewsletterSubscriber,
	newsletterIntegrationActive,
} from '../../service/features/newsletter/subscribers';
import { listNewsletterSubscribers } from '../../service/store/newsletter-subscribers';
import {
	setNewsletterTestState,
	setPluginFilesystemAvailable,
} from './support/plugin-states';

const PLUGINS = '/wp-json/wp/v2/plugins';
const CREATIVE_MAIL = 'creative-mail-by-constant-contact/creative-mail-plugin';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'GET /wp/v2/plugins', () => {
	it( 'lists nothing on a fresh site, then the installed plugins in WordPress’s shape', async () => {
		expect( ( await site.admin.get( PLUGINS ) ).json() ).toEqual( [] );
		setNewsletterTestState( site.db, {
			version: '1.6.9',
			status: 'inactive',
		} );
		const list = ( await site.admin.get( PLUGINS ) ).json();
		expect( list ).toEqual( [
			{
				plugin: CREATIVE_MAIL,
				status: 'inactive',
				name: 'Creative Mail by Constant Contact',
				plugin_uri: expect.stringContaining( 'wordpress.org/plugins/' ),
				author: 'Constant Contact',
				author_uri: 'https://www.constantcontact.com',
				description: {
					raw: expect.any( String ),
					rendered: expect.any( String ),
				},
				version: '1.6.9',
				network_only: false,
				requires_wp: '4.6',
				requires_php: '7.2',
				textdomain: 'creative-mail-by-constant-contact',
				_links: {
					self: [
						{
							href: expect.stringMatching(
								new RegExp(
									`/wp-json/wp/v2/plugins/${ CREATIVE_MAIL }$`
								)
							),
						},
					],
				},
			},
		] );
		expect(
			( await site.admin.get( `${ PLUGINS }?status=active` ) ).json()
		).toEqual( [] );
	} );

	it( 'is for people who can manage plugins', async () => {
		expectError(
			await site.anonymous.get( PLUGINS ),
			401,
			'rest_cannot_view_plugins'
		);
		const editor = await site.as( 'editor' );
		expectError(
			await editor.get( PLUGINS ),
			403,
			'rest_cannot_view_plugins'
		);
		expect( ( await site.admin.get( PLUGINS ) ).statusCode ).toBe( 200 );
	} );
} );

describe( 'POST /wp/v2/plugins (install)', () => {
	it( 'installs and activates the email-marketing plugin', async () => {
		const response = await site.admin.post( PLUGINS, {
			slug: 'creative-mail-by-constant-contact',
			status: 'active',
		} );
		expect( response.statusCode ).toBe( 201 );
		expect( response.headers.location ).toMatch(
			new RegExp( `/wp-json/wp/v2/plugins/${ CREATIVE_MAIL }$` )
		);
		expect( response.json() ).toMatchObject( {
			plugin: CREATIVE_MAIL,
			status: 'active',
		} );
		expect( newsletterIntegrationActive( site.db ) ).toBe( true );
	} );

	it( 'installs inactive by default, and refuses a second install', async () => {
		const first = await site.admin.post( PLUGINS, {
			slug: 'creative-mail-by-constant-contact',
		} );
		expect( first.json().status ).toBe( 'inactive' );
		expect( newsletterIntegrationActive( site.db ) ).toBe( false );
		expectError(
			await site.admin.post( PLUGINS, {
				slug: 'creative-mail-by-constant-contact',
			} ),
			500,
			'folder_exists'
		);
	} );

	it( 'answers as the directory does for unknown or malformed slugs', async () => {
		expectError(
			await site.admin.post( PLUGINS, { slug: 'no-such-plugin' } ),
			404,
			'plugins_api_failed'
		);
		expectError(
			await site.admin.post( PLUGINS, { slug: '../../etc' } ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post( PLUGINS, {} ),
			400,
			'rest_missing_callback_param'
		);
		expect( ( await site.admin.get( PLUGINS ) ).json() ).toEqual( [] );
	} );

	it( 'fails with fs_unavailable when the plugins folder cannot be written', async () => {
		setPluginFilesystemAvailable( site.db, false );
		const body = expectError(
			await site.admin.post( PLUGINS, {
				slug: 'creative-mail-by-constant-contact',
				status: 'active',
			} ),
			500,
			'fs_unavailable'
		);
		expect( body.message ).toBe(
			'The filesystem is currently unavailable for managing plugins.'
		);
		expect( newsletterIntegrationActive( site.db ) ).toBe( false );
	} );

	it( 'lets only administrators install', async () => {
		const editor = await site.as( 'editor' );
		expectError(
			await editor.post( PLUGINS, {
				slug: 'creative-mail-by-constant-contact',
				status: 'active',
			} ),
			403,
			'rest_cannot_install_plugin'
		);
		expect( ( await site.admin.get( PLUGINS ) ).json() ).toEqual( [] );
	} );
} );

describe( 'POST /wp/v2/plugins/<plugin> (activate)', () => {
	it( 'activates an installed plugin', async () => {
		setNewsletterTestState( site.db, {
			version: '1.6.9',
			status: 'inactive',
		} );
		const response = await site.admin.post(
			`${ PLUGINS }/${ CREATIVE_MAIL }`,
			{
				status: 'active',
			}
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toMatchObject( {
			plugin: CREATIVE_MAIL,
			status: 'active',
		} );
		expect( newsletterIntegrationActive( site.db ) ).toBe( true );
		const single = await site.admin.get(
			`${ PLUGINS }/${ CREATIVE_MAIL }`
		);
		expect( single.json().status ).toBe( 'active' );
	} );

	it( 'answers 404 for a plugin that is not installed, and refuses non-administrators', async () => {
		expectError(
			await site.admin.post( `${ PLUGINS }/${ CREATIVE_MAIL }`, {
				status: 'active',
			} ),
			404,
			'rest_plugin_not_found'
		);
		setNewsletterTestState( site.db, {
			version: '1.6.9',
			status: 'inactive',
		} );
		const author = await site.as( 'author' );
		expectError(
			await author.post( `${ PLUGINS }/${ CREATIVE_MAIL }`, {
				status: 'active',
			} ),
			403,
			'rest_cannot_manage_plugins'
		);
		expectError(
			await site.admin.post( `${ PLUGINS }/${ CREATIVE_MAIL }`, {
				status: 'network-active',
			} ),
			400,
			'rest_invalid_param'
		);
		expect( newsletterIntegrationActive( site.db ) ).toBe( false );
	} );
} );

describe( 'newsletter subscribers', () => {
	it( 'keeps one subscriber per address', () => {
		addNewsletterSubscriber( site.db, {
			email: 'Grace@Example.org',
			name: '',
		} );
		addNewsletterSubscriber( site.db, {
			email: 'grace@example.org',
			name: 'Grace Hopper',
		} );
		addNewsletterSubscriber( site.db, {
			email: 'alan@example.org',
			name: '"><img src=x>',
		} );
		expect(
			listNewsletterSubscribers( site.db ).map( ( { email, name } ) => ( {
				email,
				name,
			} ) )
		).toEqual( [
			{ email: 'grace@example.org', name: 'Grace Hopper' },
			{ email: 'alan@example.org', name: '"><img src=x>' },
		] );
	} );
} );
