import apiFetch from '@wordpress/api-fetch';
import type { EditorInitialState } from '../../../../shared/availability/types';
import {
	activatePlugin,
	installAndActivatePlugin,
	listPlugins,
} from '../integrations/plugins-api';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

function onSite( siteType: EditorInitialState[ 'site_type' ] ) {
	window.Tessera_Editor_Initial_State = {
		site_type: siteType,
	} as EditorInitialState;
}

afterEach( () => {
	delete window.Tessera_Editor_Initial_State;
	fetchMock.mockReset();
} );

describe( 'the plugins helper', () => {
	it.each( [ 'self-hosted', 'atomic' ] as const )(
		'calls WordPress’s plugins endpoint on %s sites',
		async ( siteType ) => {
			onSite( siteType );
			fetchMock.mockResolvedValue( {
				plugin: 'crm/crm',
				status: 'active',
			} );
			await expect( activatePlugin( 'crm/crm' ) ).resolves.toStrictEqual(
				{
					plugin: 'crm/crm',
					status: 'active',
				}
			);
			expect( fetchMock ).toHaveBeenCalledWith( {
				path: '/wp/v2/plugins/crm/crm',
				method: 'POST',
				data: { status: 'active' },
			} );
		}
	);

	it( 'refuses every call on a simple site without sending it', async () => {
		onSite( 'simple' );
		for ( const call of [
			() => listPlugins(),
			() =>
				installAndActivatePlugin( 'creative-mail-by-constant-contact' ),
			() => activatePlugin( 'crm/crm' ),
		] ) {
			await expect( call() ).rejects.toThrow(
				'Plugins cannot be managed on this site.'
			);
		}
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'passes on WordPress’s message when a call fails', async () => {
		onSite( 'self-hosted' );
		fetchMock.mockRejectedValue( {
			code: 'rest_cannot_install_plugin',
			message:
				'Sorry, you are not allowed to install plugins on this site.',
		} );
		await expect( listPlugins() ).rejects.toThrow(
			'Sorry, you are not allowed to install plugins on this site.'
		);
	} );
} );
