import { readBrowserError, firstCopyFailure } from '../errors';
import { isSearchDisabled } from '../search';
import {
	insertedMedia,
	selectionForEditor,
	toggleSelection,
} from '../selection';
import type { ExternalMediaItem } from '../types';

const item = ( id: string ): ExternalMediaItem => ( {
	ID: id,
	guid: id,
	type: 'image',
	name: id,
	title: id,
	caption: '',
	URL: id,
	thumbnails: { thumbnail: '', large: '' },
} );

describe( 'selection', () => {
	it( 'toggles one item when only one may be chosen', () => {
		expect( toggleSelection( [], item( 'a' ), false ) ).toStrictEqual( [
			item( 'a' ),
		] );
		expect(
			toggleSelection( [ item( 'a' ) ], item( 'b' ), false )
		).toStrictEqual( [ item( 'b' ) ] );
		expect(
			toggleSelection( [ item( 'a' ) ], item( 'a' ), false )
		).toStrictEqual( [] );
	} );

	it( 'adds up to ten items and removes one clicked again', () => {
		const nine = Array.from( { length: 9 }, ( _, i ) => item( `i${ i }` ) );
		const ten = toggleSelection( nine, item( 'x' ), true );
		expect( ten ).toStrictEqual( [ ...nine, item( 'x' ) ] );
		expect( toggleSelection( ten, item( 'y' ), true ) ).toBe( ten );
		expect( toggleSelection( ten, item( 'i3' ), true ) ).toStrictEqual(
			ten.filter( ( entry ) => entry.ID !== 'i3' )
		);
	} );

	it( 'hands the editor a gallery, a list or one item', () => {
		const copied = [
			{
				alt: 'a',
				caption: 'c',
				id: 7,
				type: 'image' as const,
				url: 'u7',
			},
			{
				alt: 'b',
				caption: 'd',
				id: 8,
				type: 'image' as const,
				url: 'u8',
			},
		];
		expect(
			selectionForEditor( copied, {
				multiple: true,
				addToGallery: true,
				existingIds: [ 3, 4 ],
			} )
		).toStrictEqual( [
			{ id: 3, type: 'image' },
			{ id: 4, type: 'image' },
			...copied,
		] );
		expect(
			selectionForEditor( copied, {
				multiple: true,
				addToGallery: false,
				existingIds: [ 3 ],
			} )
		).toStrictEqual( copied );
		expect(
			selectionForEditor( copied, {
				multiple: false,
				addToGallery: false,
				existingIds: [],
			} )
		).toStrictEqual( copied[ 0 ] );
	} );

	it( 'hands a copy to the block as an image or a video, by its file', () => {
		const copy = {
			ID: 41,
			URL: 'http://localhost/wp-content/uploads/2026/11/PXL_recent_03.mp4',
			guid: 'http://localhost/wp-content/uploads/2026/11/PXL_recent_03.mp4',
			file: 'PXL_recent_03.mp4',
			mime_type: 'video/mp4',
			title: 'PXL_recent_03.mp4',
			caption: 'Street market at dusk',
			alt: 'Street market at dusk',
		};
		expect( insertedMedia( copy ) ).toStrictEqual( {
			alt: 'Street market at dusk',
			caption: 'Street market at dusk',
			id: 41,
			type: 'video',
			url: 'http://localhost/wp-content/uploads/2026/11/PXL_recent_03.mp4',
		} );
		expect(
			insertedMedia( { ...copy, mime_type: 'image/jpeg' } ).type
		).toBe( 'image' );
		// Only the start of the type counts: an image named after a video is an image.
		expect(
			insertedMedia( { ...copy, mime_type: 'image/video+x' } ).type
		).toBe( 'image' );
	} );
} );

describe( 'errors', () => {
	it( 'asks for a connection on authorization_required, without a notice', () => {
		expect(
			readBrowserError( {
				code: 'authorization_required',
				message: 'Connect first',
			} )
		).toStrictEqual( { unauthorized: true, notice: null } );
	} );

	it( 'uses the first entry of an errors list', () => {
		expect(
			readBrowserError( {
				errors: [
					{
						error: 'rest_external_media_not_found',
						message: 'Gone.',
					},
					{ error: 'authorization_required', message: 'x' },
				],
			} )
		).toStrictEqual( { unauthorized: false, notice: 'Gone.' } );
		expect(
			readBrowserError( {
				errors: [ { error: 'authorization_required', message: '' } ],
			} )
		).toStrictEqual( { unauthorized: true, notice: null } );
	} );

	it( "says 'Internal server error' for that code and shows any other message", () => {
		expect(
			readBrowserError( {
				code: 'internal_server_error',
				message: 'Upstream 500 at line 3',
			} )
		).toStrictEqual( {
			unauthorized: false,
			notice: 'Internal server error',
		} );
		expect(
			readBrowserError( {
				code: 'rest_external_media_rate_limited',
				message: 'Slow down.',
			} )
		).toStrictEqual( { unauthorized: false, notice: 'Slow down.' } );
		expect( readBrowserError( 'Plain text' ) ).toStrictEqual( {
			unauthorized: false,
			notice: 'Plain text',
		} );
	} );

	it( 'finds the first failed item of a copy', () => {
		const failure = { errors: [ { error: 'e', message: 'm' } ] };
		const copied = {
			ID: 1,
			URL: 'u',
			guid: 'u',
			file: 'f',
			mime_type: 'image/jpeg',
			title: '',
			caption: '',
			alt: '',
		};
		expect( firstCopyFailure( [ copied, failure, { errors: [] } ] ) ).toBe(
			failure
		);
		expect( firstCopyFailure( [ copied ] ) ).toBeNull();
	} );
} );

describe( 'the stock-photo Search button', () => {
	it( 'is off for an empty or unchanged term and while copying', () => {
		expect( isSearchDisabled( '', '', false ) ).toBe( true );
		expect( isSearchDisabled( '   ', 'cats', false ) ).toBe( true );
		expect( isSearchDisabled( 'cats', 'cats', false ) ).toBe( true );
		expect( isSearchDisabled( 'dogs', 'cats', true ) ).toBe( true );
		expect( isSearchDisabled( 'dogs', 'cats', false ) ).toBe( false );
		expect( isSearchDisabled( 'cats ', 'cats', false ) ).toBe( false );
		expect( isSearchDisabled( ' x', '', false ) ).toBe( false );
	} );
} );
