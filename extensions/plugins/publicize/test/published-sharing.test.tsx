import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type {
	PublicizeConnection,
	PublicizeShare,
} from '../../../../shared/publicize/types';
import { PublishedSharing } from '../shared-state/published-sharing';

const sharePostAgain = jest.fn();
const fetchEditedPost = jest.fn();
jest.mock( '../shared-state/api', () => ( {
	sharePostAgain: ( ...args: unknown[] ) => sharePostAgain( ...args ),
	fetchEditedPost: ( ...args: unknown[] ) => fetchEditedPost( ...args ),
} ) );

const connection = ( id: string, name: string ): PublicizeConnection => ( {
	id,
	connection_id: id,
	display_name: name,
	profile_display_name: name,
	profile_picture: '',
	service_name: 'facebook',
	enabled: true,
	toggleable: true,
	done: false,
	test_success: true,
	test_message: '',
	can_refresh: false,
	refresh_url: '',
	refresh_text: '',
} );

const FIRST: PublicizeShare = {
	connection_id: '8',
	service: 'facebook',
	display_name: 'Rivera Studio',
	status: 'success',
	message: '',
	posted: 1,
	timestamp: '2026-11-26T19:41:07',
};

function setup( dirty: boolean, saveFails = false ) {
	const calls: string[] = [];
	const notices: Array< [ string, string ] > = [];
	const registry = createRegistry();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: (
				state: { shares: PublicizeShare[] } = { shares: [ FIRST ] },
				action: {
					type: string;
					record?: { jetpack_publicize_shares: PublicizeShare[] };
				}
			) =>
				action.type === 'RECEIVE' && action.record
					? { shares: action.record.jetpack_publicize_shares }
					: state,
			selectors: {
				getCurrentPostAttribute: (
					state: { shares: PublicizeShare[] },
					name: string
				) =>
					name === 'jetpack_publicize_shares'
						? state.shares
						: undefined,
				getCurrentPostId: () => 42,
				isEditedPostDirty: () => dirty,
				didPostSaveRequestFail: () => saveFails,
			},
			actions: {
				savePost: () => {
					calls.push( 'save' );
					return { type: 'NOOP' };
				},
				receive: ( record: unknown ) => ( { type: 'RECEIVE', record } ),
			},
		} )
	);
	registry.register(
		createReduxStore( 'core', {
			reducer: ( state = {} ) => state,
			actions: {
				receiveEntityRecords: (
					kind: string,
					name: string,
					record: Record< string, unknown >
				) => {
					calls.push( `receive ${ kind } ${ name }` );
					// The editor's current post follows what core-data receives.
					(
						registry.dispatch( 'core/editor' ) as unknown as {
							receive: ( r: unknown ) => void;
						}
					 ).receive( record );
					return { type: 'NOOP' };
				},
			},
		} )
	);
	registry.register(
		createReduxStore( 'core/notices', {
			reducer: ( state = {} ) => state,
			actions: {
				createSuccessNotice: ( message: string ) => {
					notices.push( [ 'success', message ] );
					return { type: 'NOOP' };
				},
				createErrorNotice: ( message: string ) => {
					notices.push( [ 'error', message ] );
					return { type: 'NOOP' };
				},
				removeNotice: () => ( { type: 'NOOP' } ),
			},
		} )
	);
	render(
		<RegistryProvider value={ registry }>
			<PublishedSharing
				connections={ [
					connection( '7', '@alexrivera' ),
					connection( '8', 'Rivera Studio' ),
				] }
				isEnabled={ ( c ) => c.id === '8' }
			/>
		</RegistryProvider>
	);
	return { calls, notices };
}

beforeEach( () => jest.resetAllMocks() );

describe( 'PublishedSharing', () => {
	it( 'saves unsaved changes, shares to the switched-on accounts while busy, then shows the new record and a notice', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		sharePostAgain.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const again = { ...FIRST, timestamp: '2026-11-26T20:05:00' };
		fetchEditedPost.mockResolvedValue( {
			id: 42,
			jetpack_publicize_shares: [ FIRST, again ],
		} );
		const { calls, notices } = setup( true );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 1 );
		const button = screen.getByRole( 'button', { name: 'Share post' } );
		await act( async () => {
			fireEvent.click( button );
		} );
		expect( sharePostAgain ).toHaveBeenCalledWith( 42, [ '8' ] );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toHaveClass( 'is-busy' );
		await act( async () => {
			answer( [
				{ connectionId: 8, service: 'facebook', posted: 1, error: '' },
			] );
		} );
		expect( calls ).toStrictEqual( [ 'save', 'receive postType post' ] );
		expect( fetchEditedPost ).toHaveBeenCalledWith( 42 );
		expect( notices ).toStrictEqual( [ [ 'success', 'Post shared' ] ] );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		expect( button ).not.toHaveClass( 'is-busy' );
	} );

	it( 'shares nothing when saving the changes first fails', async () => {
		const { calls, notices } = setup( true, true );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Share post' } )
			);
		} );
		expect( calls ).toStrictEqual( [ 'save' ] );
		expect( sharePostAgain ).not.toHaveBeenCalled();
		expect( notices ).toStrictEqual( [] );
	} );

	it( "names the refusing account and the network's words, and a failed request's message", async () => {
		sharePostAgain.mockResolvedValueOnce( [
			{
				connectionId: 8,
				service: 'facebook',
				posted: 0,
				error: 'Unauthorized',
			},
		] );
		fetchEditedPost.mockResolvedValue( {
			id: 42,
			jetpack_publicize_shares: [ FIRST ],
		} );
		const { calls, notices } = setup( false );
		const button = screen.getByRole( 'button', { name: 'Share post' } );
		await act( async () => {
			fireEvent.click( button );
		} );
		sharePostAgain.mockRejectedValueOnce( {
			code: 'rest_post_not_published',
			message: 'Only a published post can be shared.',
		} );
		await act( async () => {
			fireEvent.click( button );
		} );
		expect( calls ).toStrictEqual( [ 'receive postType post' ] );
		expect( notices ).toStrictEqual( [
			[
				'error',
				'Unable to share the post to Rivera Studio: Unauthorized',
			],
			[ 'error', 'Only a published post can be shared.' ],
		] );
	} );
} );
