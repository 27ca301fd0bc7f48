import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';
import { MessageBox } from '../panel/message-box';

interface Post {
	title: string;
	excerpt: string;
	meta: Record< string, unknown >;
}

function setup( post: Post, isThread = false ) {
	const registry = createRegistry();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: (
				state: Post = post,
				action: { type: string; edits?: Partial< Post > }
			) =>
				action.type === 'EDIT_POST'
					? {
							...state,
							meta: { ...state.meta, ...action.edits?.meta },
						}
					: state,
			selectors: {
				getEditedPostAttribute: ( state: Post, name: string ) =>
					state[ name as keyof Post ],
			},
			actions: {
				editPost: ( edits: Partial< Post > ) => ( {
					type: 'EDIT_POST',
					edits,
				} ),
			},
		} )
	);
	render(
		<RegistryProvider value={ registry }>
			<MessageBox isThread={ isThread } />
		</RegistryProvider>
	);
	const meta = () =>
		(
			registry.select( 'core/editor' ) as unknown as {
				getEditedPostAttribute: (
					name: string
				) => Record< string, unknown >;
			}
		 ).getEditedPostAttribute( 'meta' );
	return { box: screen.getByRole( 'textbox', { name: 'Message' } ), meta };
}

describe( 'MessageBox', () => {
	it( 'shows the title until edited, with 255 less its length remaining', () => {
		const { box } = setup( {
			title: 'Harbour &amp; bay',
			excerpt: '',
			meta: {},
		} );
		expect( box ).toHaveValue( 'Harbour & bay' );
		expect(
			screen.getByText( '242 characters remaining' )
		).toBeInTheDocument();
		expect( box ).toHaveAttribute( 'maxlength', '255' );
	} );

	it( 'prefers the excerpt, and leaves room for the thread suffix in thread mode', () => {
		const { box } = setup(
			{ title: 'Title', excerpt: 'A <em>short</em> walk', meta: {} },
			true
		);
		expect( box ).toHaveValue( 'A short walk' );
		expect(
			screen.getByText( '231 characters remaining' )
		).toBeInTheDocument();
		expect( box ).toHaveAttribute( 'maxlength', '243' );
	} );

	it( 'stores what is typed, marked as edited, cut at the limit', () => {
		const { box, meta } = setup(
			{ title: 'Title', excerpt: '', meta: {} },
			true
		);
		fireEvent.change( box, { target: { value: 'x'.repeat( 250 ) } } );
		expect( meta() ).toStrictEqual( {
			jetpack_publicize_message: 'x'.repeat( 243 ),
			jetpack_publicize_hasEditedShareMessage: true,
		} );
		expect(
			screen.getByText( '0 characters remaining' )
		).toBeInTheDocument();
	} );

	it( 'stays empty once emptied on purpose', () => {
		setup( {
			title: 'Title',
			excerpt: 'Excerpt',
			meta: {
				jetpack_publicize_message: '',
				jetpack_publicize_hasEditedShareMessage: true,
			},
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Message' } )
		).toHaveValue( '' );
		expect(
			screen.getByText( '255 characters remaining' )
		).toBeInTheDocument();
	} );
} );
