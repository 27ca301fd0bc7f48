import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PublicizeConnection } from '../../../../shared/publicize/types';
import { ConnectionNotices } from '../panel/connection-notices';

const requestExternalAccess = jest.fn( ( url: string ) =>
	Promise.resolve( { url } )
);
jest.mock( '../../../../shared/popup-sign-in', () => ( {
	requestExternalAccess: ( url: string ) => requestExternalAccess( url ),
} ) );

const base: PublicizeConnection = {
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
};

describe( 'ConnectionNotices', () => {
	it( 'shows nothing while every connection works', () => {
		const { container } = render(
			<ConnectionNotices
				connections={ [ base ] }
				onRetest={ jest.fn() }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'asks to refresh a refreshable failure in a popup, then tests again', async () => {
		const onRetest = jest.fn();
		render(
			<ConnectionNotices
				connections={ [
					{
						...base,
						test_success: false,
						can_refresh: true,
						refresh_url:
							'http://site.example/keyring/connect/twitter',
						refresh_text: 'Refresh Twitter connection',
					},
				] }
				onRetest={ onRetest }
			/>
		);
		expect(
			screen.getByText(
				'Before you hit Publish, please refresh the following connection(s) to make sure we can Publicize your post:'
			)
		).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Refresh @alexrivera' } )
		);
		expect( requestExternalAccess ).toHaveBeenCalledWith(
			'http://site.example/keyring/connect/twitter'
		);
		await waitFor( () => expect( onRetest ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'shows the test message of a failure that cannot be refreshed, and the LinkedIn reauthentication', () => {
		render(
			<ConnectionNotices
				connections={ [
					{
						...base,
						test_success: false,
						test_message: 'Facebook: blocked.',
					},
					{
						...base,
						id: '2',
						service_name: 'linkedin',
						test_success: 'must_reauth',
					},
				] }
				onRetest={ jest.fn() }
			/>
		);
		expect( screen.getByText( 'Facebook: blocked.' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Your LinkedIn connection needs to be reauthenticated to continue working – head to Sharing to take care of it.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Go to Sharing settings/ } )
		).toHaveAttribute(
			'href',
			'/wp-admin/options-general.php?page=sharing'
		);
		expect( screen.queryByText( /Before you hit Publish/ ) ).toBeNull();
	} );
} );
