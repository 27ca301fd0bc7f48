import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConnectPlaceholder } from '../components/connect-placeholder';
import { navigation } from '../../../../shared/post-editor/navigation';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = jest.mocked( apiFetch as unknown as jest.Mock );

// A saved draft, post 7: nothing to save before leaving.
register(
	createReduxStore( 'core/editor', {
		reducer: ( state = {} ) => state,
		selectors: {
			getCurrentPostId: () => 7,
			getEditedPostAttribute: ( _state: object, name: string ) =>
				name === 'status' ? 'draft' : undefined,
			isEditedPostDirty: () => false,
			didPostSaveRequestFail: () => false,
		},
		actions: { savePost: () => ( { type: 'SAVE' } ) },
	} )
);

// The placeholder measures itself; jsdom has no ResizeObserver.
( globalThis as { ResizeObserver?: unknown } ).ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
};

const LINK = 'http://localhost/wpcom-connect/authorize/?redirect=x';

function renderPlaceholder( userLinked: boolean ) {
	return render(
		<ConnectPlaceholder
			userLinked={ userLinked }
			connections={ [] }
			isRequesting={ false }
			isConnecting={ false }
			selected={ undefined }
			onSelect={ () => undefined }
			onConnect={ () => undefined }
			notice={ null }
		/>
	);
}

describe( 'the photo-feed gallery for a user not linked to WordPress.com', () => {
	let assign: jest.SpyInstance;
	beforeEach( () => {
		fetchMock.mockReset();
		assign = jest
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => {} );
	} );
	afterEach( () => assign.mockRestore() );

	it( 'asks for that link first, and follows the site’s connect link back to this post', async () => {
		fetchMock.mockResolvedValue( LINK );
		renderPlaceholder( false );
		expect(
			screen.getByText(
				"First, you'll need to connect your WordPress.com account.",
				{ selector: '.components-placeholder__instructions' }
			)
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Connect to WordPress.com' } )
		);
		await waitFor( () =>
			expect( assign.mock.calls ).toStrictEqual( [ [ LINK ] ] )
		);
		expect( fetchMock.mock.calls ).toStrictEqual( [
			[
				{
					path: '/jetpack/v4/connection/url?from=tessera-block-editor&redirect=%2Fwp-admin%2Fpost.php%3Fpost%3D7%26action%3Dedit',
				},
			],
		] );
	} );

	it( 'offers Instagram, not WordPress.com, once the user is linked', () => {
		renderPlaceholder( true );
		expect(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Connect to WordPress.com' } )
		).toBeNull();
	} );
} );
