import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { navigation } from '../navigation';
import { useSaveThenLeave } from '../use-save-then-leave';

interface FakeEditor {
	status: string;
	dirty: boolean;
	saveFails: boolean;
	saves: number;
}

/** A registry whose `core/editor` holds one post (id 42) and counts its saves. */
function editorRegistry( post: Partial< FakeEditor > ) {
	const initial: FakeEditor = {
		status: 'draft',
		dirty: false,
		saveFails: false,
		saves: 0,
		...post,
	};
	const registry = createRegistry();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: (
				state: FakeEditor = initial,
				action: { type: string }
			) =>
				action.type === 'SAVE'
					? {
							...state,
							saves: state.saves + 1,
							dirty: state.saveFails,
						}
					: state,
			selectors: {
				getCurrentPostId: () => 42,
				getEditedPostAttribute: ( state: FakeEditor, name: string ) =>
					name === 'status' ? state.status : undefined,
				isEditedPostDirty: ( state: FakeEditor ) => state.dirty,
				didPostSaveRequestFail: ( state: FakeEditor ) =>
					state.saves > 0 && state.saveFails,
				saves: ( state: FakeEditor ) => state.saves,
			},
			actions: { savePost: () => ( { type: 'SAVE' } ) },
		} )
	);
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);
	const saves = () =>
		( registry.select( 'core/editor' ) as { saves: () => number } ).saves();
	return { wrapper, saves };
}

describe( 'useSaveThenLeave', () => {
	let assign: jest.SpyInstance;
	beforeEach( () => {
		assign = jest
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => {} );
	} );
	afterEach( () => assign.mockRestore() );

	it( 'leaves at once, without saving, when the post has nothing to save', async () => {
		const { wrapper, saves } = editorRegistry( {} );
		const { result } = renderHook( () => useSaveThenLeave(), { wrapper } );
		await act( () =>
			result.current.leave( ( id ) => `/away?post=${ id }` )
		);
		expect( saves() ).toBe( 0 );
		expect( assign.mock.calls ).toStrictEqual( [ [ '/away?post=42' ] ] );
		expect( result.current.isLeaving ).toBe( true );
	} );

	it.each( [
		[ 'unsaved changes', { dirty: true } ],
		[ 'a post never saved', { status: 'auto-draft' } ],
	] )( 'saves first for %s, then leaves', async ( _case, post ) => {
		const { wrapper, saves } = editorRegistry( post );
		const { result } = renderHook( () => useSaveThenLeave(), { wrapper } );
		const destination = jest.fn( ( id: number ) => `/away?post=${ id }` );
		await act( () => result.current.leave( destination ) );
		expect( saves() ).toBe( 1 );
		expect( destination.mock.calls ).toStrictEqual( [ [ 42 ] ] );
		expect( assign.mock.calls ).toStrictEqual( [ [ '/away?post=42' ] ] );
	} );

	it( 'stays, ready to try again, when the save fails', async () => {
		const { wrapper, saves } = editorRegistry( {
			dirty: true,
			saveFails: true,
		} );
		const { result } = renderHook( () => useSaveThenLeave(), { wrapper } );
		const destination = jest.fn( () => '/away' );
		await act( () => result.current.leave( destination ) );
		expect( saves() ).toBe( 1 );
		expect( destination ).not.toHaveBeenCalled();
		expect( assign ).not.toHaveBeenCalled();
		expect( result.current.isLeaving ).toBe( false );
	} );

	it( 'waits for an address it must ask for, and stays, ready to try again, when asking fails', async () => {
		const { wrapper } = editorRegistry( {} );
		const { result } = renderHook( () => useSaveThenLeave(), { wrapper } );
		let thrown: unknown;
		await act( () =>
			result.current
				.leave( () => Promise.reject( new Error( 'no' ) ) )
				.catch( ( error: unknown ) => {
					thrown = error;
				} )
		);
		expect( thrown ).toStrictEqual( new Error( 'no' ) );
		expect( assign ).not.toHaveBeenCalled();
		expect( result.current.isLeaving ).toBe( false );
		await act( () =>
			result.current.leave( async ( id ) => `/asked?post=${ id }` )
		);
		expect( assign.mock.calls ).toStrictEqual( [ [ '/asked?post=42' ] ] );
	} );

	it( 'does nothing more while it is leaving', async () => {
		const { wrapper } = editorRegistry( {} );
		const { result } = renderHook( () => useSaveThenLeave(), { wrapper } );
		await act( () => result.current.leave( () => '/first' ) );
		await act( () => result.current.leave( () => '/second' ) );
		expect( assign.mock.calls ).toStrictEqual( [ [ '/first' ] ] );
	} );
} );
