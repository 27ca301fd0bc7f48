import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { lazyEdit } from '../lazy-edit';

type Props = { name: string; label: string };

function Edit( { label }: Props ) {
	return <p>Loaded: { label }</p>;
}

/** What webpack rejects with when a script chunk fails. */
function chunkLoadError() {
	return Object.assign(
		new Error(
			'Loading chunk 42 failed.\n(error: /build/editor/chunks/42.js)'
		),
		{
			name: 'ChunkLoadError',
			type: 'error',
			request: '/build/editor/chunks/42.js',
		}
	);
}

/** What mini-css-extract-plugin rejects with when a stylesheet chunk fails. */
function cssChunkLoadError() {
	return Object.assign(
		new Error(
			'Loading CSS chunk 7 failed.\n(/build/editor/chunks/7.css)'
		),
		{
			code: 'CSS_CHUNK_LOAD_FAILED',
			type: 'error',
			request: '/build/editor/chunks/7.css',
		}
	);
}

const notices = () => select( noticesStore ).getNotices();

afterEach( () => {
	for ( const notice of notices() ) {
		dispatch( noticesStore ).removeNotice( notice.id );
	}
} );

describe( 'lazyEdit', () => {
	it( 'shows a spinner, then the edit loaded once for every block', async () => {
		let resolve: ( module: { default: typeof Edit } ) => void = () =>
			undefined;
		const load = jest.fn(
			() =>
				new Promise< { default: typeof Edit } >(
					( done ) => ( resolve = done )
				)
		);
		const LazyEdit = lazyEdit( load );
		const { container } = render(
			<>
				<LazyEdit name="tessera/a" label="one" />
				<LazyEdit name="tessera/a" label="two" />
			</>
		);
		expect(
			container.querySelectorAll( '.components-spinner' )
		).toHaveLength( 2 );
		await act( async () => resolve( { default: Edit } ) );
		expect( screen.getByText( 'Loaded: one' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Loaded: two' ) ).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect( notices() ).toEqual( [] );
	} );

	it( 'shows a ChunkLoadError in the block and one notice, and Retry loads again', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( chunkLoadError() )
			.mockResolvedValueOnce( { default: Edit } );
		const LazyEdit = lazyEdit< Props >( load );
		render(
			<>
				<LazyEdit name="tessera/a" label="one" />
				<LazyEdit name="tessera/a" label="two" />
			</>
		);
		expect(
			await screen.findAllByText( 'This block could not be loaded.' )
		).toHaveLength( 2 );
		expect( screen.getAllByText( /Loading chunk 42 failed/ ) ).toHaveLength(
			2
		);
		expect( notices() ).toHaveLength( 1 );
		expect( notices()[ 0 ] ).toEqual(
			expect.objectContaining( {
				status: 'error',
				content: expect.stringContaining(
					'could not be loaded: Loading chunk 42 failed.'
				),
				actions: [ expect.objectContaining( { label: 'Retry' } ) ],
			} )
		);

		await userEvent.click(
			screen.getAllByRole( 'button', { name: 'Retry' } )[ 0 ]
		);
		expect( await screen.findByText( 'Loaded: one' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Loaded: two' ) ).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 2 );
		expect( notices() ).toEqual( [] );
	} );

	it( 'retries from the notice action too, and shows a CSS chunk failure', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( cssChunkLoadError() )
			.mockResolvedValueOnce( { default: Edit } );
		const LazyEdit = lazyEdit< Props >( load );
		render( <LazyEdit name="tessera/a" label="one" /> );
		expect(
			await screen.findByText( /Loading CSS chunk 7 failed/ )
		).toBeInTheDocument();
		const [ notice ] = notices();
		expect( notice.content ).toContain( 'Loading CSS chunk 7 failed.' );
		await act( async () => notice.actions[ 0 ].onClick?.() );
		expect( await screen.findByText( 'Loaded: one' ) ).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps showing the failure while retries fail', async () => {
		const load = jest.fn().mockRejectedValue( chunkLoadError() );
		const LazyEdit = lazyEdit< Props >( load );
		render( <LazyEdit name="tessera/a" label="one" /> );
		await screen.findByText( 'This block could not be loaded.' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Retry' } )
		);
		expect(
			await screen.findByText( 'This block could not be loaded.' )
		).toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 2 );
		expect( notices() ).toHaveLength( 1 );
	} );
} );
