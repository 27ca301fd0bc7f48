import { createSite, expectError, type TestSite } from './helpers';
import {
	addCrmContact,
	crmFormsIntegrationActive,
} from '../../service/features/crm/contacts';
import { listCrmContacts } from '../../service/store/crm-contacts';
import { setCrmTestState } from './support/plugin-states';

const CRM = '/wp-json/jetpack/v4/jetpack_crm';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'GET /jetpack/v4/jetpack_crm', () => {
	it( 'starts with the CRM not installed', async () => {
		const response = await site.admin.get( CRM );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toEqual( {
			crm_installed: false,
			crm_active: false,
			crm_version: null,
			jp_form_ext_enabled: null,
			can_install_crm: true,
			can_activate_crm: true,
			can_activate_extension: false,
		} );
	} );

	it( 'reports an installed, inactive CRM and its version', async () => {
		setCrmTestState( site.db, {
			plugin: { version: '5.2.0', status: 'inactive' },
		} );
		expect( ( await site.admin.get( CRM ) ).json() ).toMatchObject( {
			crm_installed: true,
			crm_active: false,
			crm_version: '5.2.0',
			jp_form_ext_enabled: null,
			can_activate_extension: false,
		} );
	} );

	it( 'lets administrators, and only them, enable the extension of an active CRM', async () => {
		setCrmTestState( site.db, {
			plugin: { version: '6.4.1', status: 'active' },
		} );
		expect( ( await site.admin.get( CRM ) ).json() ).toMatchObject( {
			crm_active: true,
			jp_form_ext_enabled: false,
			can_activate_extension: true,
		} );
		const editor = await site.as( 'editor' );
		expect( ( await editor.get( CRM ) ).json() ).toMatchObject( {
			crm_active: true,
			can_activate_extension: false,
			can_install_crm: false,
		} );
	} );

	it( 'is for people who can edit posts', async () => {
		expectError(
			await site.anonymous.get( CRM ),
			401,
			'invalid_user_permission_jetpack_crm_data'
		);
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get( CRM ),
			403,
			'invalid_user_permission_jetpack_crm_data'
		);
		const contributor = await site.as( 'contributor' );
		expect( ( await contributor.get( CRM ) ).statusCode ).toBe( 200 );
	} );
} );

describe( 'POST /jetpack/v4/jetpack_crm', () => {
	beforeEach( () => {
		setCrmTestState( site.db, {
			plugin: { version: '6.4.1', status: 'active' },
		} );
	} );

	it( 'enables the Jetpack Forms extension', async () => {
		const response = await site.admin.post( CRM, {
			extension: 'jetpackforms',
		} );
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toEqual( { code: 'success' } );
		expect( ( await site.admin.get( CRM ) ).json() ).toMatchObject( {
			jp_form_ext_enabled: true,
		} );
		expect( crmFormsIntegrationActive( site.db ) ).toBe( true );
	} );

	it( 'refuses everyone but administrators and changes nothing', async () => {
		const editor = await site.as( 'editor' );
		expectError(
			await editor.post( CRM, { extension: 'jetpackforms' } ),
			403,
			'invalid_user_permission_activate_crm_extension'
		);
		expectError(
			await site.anonymous.post( CRM, { extension: 'jetpackforms' } ),
			401,
			'invalid_user_permission_activate_crm_extension'
		);
		expect( crmFormsIntegrationActive( site.db ) ).toBe( false );
	} );

	it( 'rejects a missing or unknown extension', async () => {
		expectError(
			await site.admin.post( CRM, {} ),
			400,
			'rest_missing_callback_param'
		);
		expectError(
			await site.admin.post( CRM, { extension: 'mailpoet' } ),
			404,
			'invalid_param'
		);
		expect( crmFormsIntegrationActive( site.db ) ).toBe( false );
	} );

	it( 'fails when the CRM is not active', async () => {
		setCrmTestState( site.db, {
			plugin: { version: '6.4.1', status: 'inactive' },
		} );
		const body = expectError(
			await site.admin.post( CRM, { extension: 'jetpackforms' } ),
			500,
			'jp_forms_extension_activation_failed'
		);
		expect( body.message ).toBe(
			'The Jetpack Forms extension could not be activated.'
		);
	} );

	it( 'needs the nonce of a signed-in session', async () => {
		const response = await site.admin.post(
			CRM,
			{ extension: 'jetpackforms' },
			{ nonce: false }
		);
		expect( response.statusCode ).toBe( 403 );
		expect( crmFormsIntegrationActive( site.db ) ).toBe( false );
	} );
} );

describe( 'crmFormsIntegrationActive and addCrmContact', () => {
	it.each( [
		[ 'not installed', null, true, false ],
		[
			'inactive',
			{ version: '6.4.1', status: 'inactive' as const },
			true,
			false,
		],
		[
			'older than 3.0.19',
			{ version: '3.0.18', status: 'active' as const },
			true,
			false,
		],
		[
			'unreadable version',
			{ version: 'dev', status: 'active' as const },
			true,
			false,
		],
		[
			'extension off',
			{ version: '6.4.1', status: 'active' as const },
			false,
			false,
		],
		[
			'exactly 3.0.19',
			{ version: '3.0.19', status: 'active' as const },
			true,
			true,
		],
		[
			'current',
			{ version: '6.4.1', status: 'active' as const },
			true,
			true,
		],
	] )( '%s', ( _name, plugin, formsExtensionEnabled, expected ) => {
		setCrmTestState( site.db, { plugin, formsExtensionEnabled } );
		expect( crmFormsIntegrationActive( site.db ) ).toBe( expected );
	} );

	it( 'keeps one contact per address, updated by later submissions', () => {
		addCrmContact( site.db, {
			email: 'Ada@Example.com ',
			name: 'Ada Lovelace',
			fields: { Message: '<script>alert(1)</script>' },
			source: 'Contact form on post 12',
		} );
		addCrmContact( site.db, {
			email: 'ada@example.com',
			name: '',
			fields: { Message: 'Second message', Phone: '+44 20 7946 0000' },
			source: 'Contact form on post 13',
		} );
		addCrmContact( site.db, {
			email: '',
			name: 'Nobody',
			fields: {},
			source: 'x',
		} );
		const contacts = listCrmContacts( site.db );
		expect( contacts ).toHaveLength( 1 );
		expect( contacts[ 0 ] ).toMatchObject( {
			email: 'ada@example.com',
			name: 'Ada Lovelace',
			fields: { Message: 'Second message', Phone: '+44 20 7946 0000' },
			source: 'Contact form on post 13',
		} );
	} );
} );
