import { SlotFillProvider, Slot } from '@wordpress/components';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SeoDescriptionControl } from '../description-control';
import { LikesCheckbox } from '../../likes/likes-checkbox';
import { SharingCheckbox } from '../../sharing/sharing-checkbox';
import { LIKES_AND_SHARING_SLOT } from '../../../../shared/plugin-sidebar/slot-fill';

// The plugins import the sidebar module, which needs the whole editor; none of it is used here.
jest.mock( '@wordpress/editor', () => ( {} ) );

// jsdom has no matchMedia; CheckboxControl's layout asks it.
beforeAll( () => {
	window.matchMedia ??= ( query: string ) =>
		( {
			matches: false,
			media: query,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			addListener: () => undefined,
			removeListener: () => undefined,
		} ) as unknown as MediaQueryList;
} );

type Post = Record< string, unknown >;

/** A stand-in for core/editor with the two calls the plugins make. */
function editorStore( initial: Post ) {
	return createReduxStore( 'core/editor', {
		reducer: (
			state: Post = initial,
			action: { type: string; edits?: Post }
		) => {
			if ( action.type !== 'EDIT_POST' || ! action.edits ) {
				return state;
			}
			const { meta, ...rest } = action.edits;
			return {
				...state,
				...rest,
				...( meta
					? {
							meta: {
								...( state.meta as Post ),
								...( meta as Post ),
							},
						}
					: {} ),
			};
		},
		selectors: {
			getEditedPostAttribute: ( state: Post, key: string ) =>
				state[ key ],
			getCurrentPostAttribute: ( state: Post, key: string ) =>
				state[ key ],
		},
		actions: {
			editPost: ( edits: Post ) => ( { type: 'EDIT_POST', edits } ),
		},
	} );
}

function renderWith( post: Post, children: ReactNode ) {
	const registry = createRegistry();
	const store = editorStore( post );
	registry.register( store );
	render(
		<RegistryProvider value={ registry }>
			<SlotFillProvider>
				<Slot name={ LIKES_AND_SHARING_SLOT } />
				{ children }
			</SlotFillProvider>
		</RegistryProvider>
	);
	return () =>
		registry.select( 'core/editor' ) as unknown as {
			getEditedPostAttribute: ( key: string ) => unknown;
		};
}

describe( 'SeoDescriptionControl', () => {
	it( 'edits the meta, counts characters and sets no limit', async () => {
		const select = renderWith(
			{ meta: { advanced_seo_description: '' } },
			<SeoDescriptionControl />
		);
		const field = screen.getByRole( 'textbox', {
			name: 'Write a description…',
		} );
		expect( field.getAttribute( 'rows' ) ).toBe( '4' );
		expect( field.hasAttribute( 'maxlength' ) ).toBe( false );
		expect( screen.getByText( '0 characters' ) ).toBeTruthy();
		await userEvent.type( field, '<b>"hi"</b>' );
		expect( screen.getByText( '11 characters' ) ).toBeTruthy();
		expect( select().getEditedPostAttribute( 'meta' ) ).toEqual( {
			advanced_seo_description: '<b>"hi"</b>',
		} );
		expect( document.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'counts one character per emoji', () => {
		renderWith(
			{ meta: { advanced_seo_description: '🌄 a' } },
			<SeoDescriptionControl />
		);
		expect( screen.getByText( '3 characters' ) ).toBeTruthy();
	} );

	it( 'is absent for a post type without the meta', () => {
		renderWith( { meta: {} }, <SeoDescriptionControl /> );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );
} );

describe( 'the Likes and Sharing checkboxes', () => {
	it( 'edit jetpack_likes_enabled and jetpack_sharing_enabled', async () => {
		const select = renderWith(
			{
				jetpack_likes_enabled: true,
				meta: { jetpack_sharing_enabled: false },
			},
			<>
				<LikesCheckbox />
				<SharingCheckbox />
			</>
		);
		const likes = screen.getByRole( 'checkbox', { name: 'Show likes.' } );
		const sharing = screen.getByRole( 'checkbox', {
			name: 'Show sharing buttons.',
		} );
		expect( ( likes as HTMLInputElement ).checked ).toBe( true );
		expect( ( sharing as HTMLInputElement ).checked ).toBe( false );
		await userEvent.click( likes );
		await userEvent.click( sharing );
		expect(
			select().getEditedPostAttribute( 'jetpack_likes_enabled' )
		).toBe( false );
		expect( select().getEditedPostAttribute( 'meta' ) ).toEqual( {
			jetpack_sharing_enabled: true,
		} );
	} );

	it( 'hide for post types without likes or sharing', () => {
		renderWith(
			{ meta: {} },
			<>
				<LikesCheckbox />
				<SharingCheckbox />
			</>
		);
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );
} );
