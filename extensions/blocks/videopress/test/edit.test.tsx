import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const VIDEOS = { png: 'image/png', mp4: 'video/mp4', webm: 'video/webm' };

function allowUploads( types: Record< string, string > ) {
	(
		window as unknown as {
			Tessera_Editor_Initial_State: Record< string, unknown >;
		}
	 ).Tessera_Editor_Initial_State = { allowedMimeTypes: types };
}

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
	if ( ! getBlockType( 'core/video' ) ) {
		registerBlockType( 'core/video', {
			title: 'Video',
			category: 'media',
			attributes: { id: { type: 'number' }, src: { type: 'string' } },
			save: () => null,
		} as never );
	}
} );

beforeEach( () => {
	jest.mocked( apiFetch ).mockReset();
	jest.mocked( apiFetch ).mockResolvedValue( {} );
} );

async function setUp( attributes: Record< string, unknown > = {} ) {
	const block = createBlock( metadata.name, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await settle();
	return block;
}

it( 'takes the guid of the attachment’s hosted video', async () => {
	allowUploads( VIDEOS );
	jest.mocked( apiFetch ).mockImplementation( ( ( options: {
		path: string;
	} ) =>
		Promise.resolve(
			options.path.startsWith( '/wp/v2/media/41' )
				? { jetpack_videopress: { guid: 'Kx7Tq2Lp', rating: 'R-17' } }
				: {}
		) ) as never );
	const fetchMock = jest.fn().mockResolvedValue( {
		ok: true,
		json: () => Promise.resolve( { guid: 'Kx7Tq2Lp', finished: false } ),
	} );
	( window as unknown as { fetch: unknown } ).fetch = fetchMock;
	await setUp( { id: 41, src: '/wp-content/uploads/tide.mp4' } );
	expect( fetchMock ).toHaveBeenCalledWith(
		'https://public-api.wordpress.com/rest/v1.1/videos/Kx7Tq2Lp',
		{ credentials: 'omit' }
	);
	expect( apiFetch ).toHaveBeenCalledWith( {
		path: '/wp/v2/media/41?context=edit',
	} );
	expect( editorBlocks()[ 0 ].attributes.guid ).toBe( 'Kx7Tq2Lp' );
	expect( screen.getByText( 'Generating preview…' ) ).toBeInTheDocument();
} );

it( 'falls back to WordPress’s video block when the attachment has no hosted video', async () => {
	allowUploads( VIDEOS );
	jest.mocked( apiFetch ).mockResolvedValue( { jetpack_videopress: null } );
	await setUp( { id: 41, src: '/wp-content/uploads/tide.mp4', loop: true } );
	const [ block ] = editorBlocks();
	expect( block.name ).toBe( 'core/video' );
	expect( block.attributes ).toMatchObject( {
		id: 41,
		src: '/wp-content/uploads/tide.mp4',
	} );
	expect( block.attributes.guid ).toBeUndefined();
} );

it( 'falls back as well when the media lookup fails', async () => {
	allowUploads( VIDEOS );
	jest.mocked( apiFetch ).mockRejectedValue( new Error( 'offline' ) );
	await setUp( { id: 41, src: '/wp-content/uploads/tide.mp4' } );
	expect( editorBlocks()[ 0 ].name ).toBe( 'core/video' );
} );

it( 'says why it is empty when the site may not upload videos', async () => {
	allowUploads( { png: 'image/png' } );
	await setUp();
	// The placeholder's instructions (a live region repeats them to screen readers).
	expect(
		screen.getByText( 'Upgrade your plan to upload videos.', {
			selector: '.components-placeholder__instructions',
		} )
	).toBeVisible();
} );

it( 'does not ask for an upgrade when the site may upload videos', async () => {
	allowUploads( VIDEOS );
	await setUp();
	expect(
		screen.queryByText( 'Upgrade your plan to upload videos.' )
	).toBeNull();
} );
