import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';
import type { MapPoint } from '../points';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '../geocoding', () => ( {
	...jest.requireActual( '../geocoding' ),
	searchPlaces: jest.fn( async () => [
		{
			id: 'place.2996944',
			text: 'Lyon',
			place_name: 'Lyon, Rhône, France',
			coordinates: { longitude: 4.84671, latitude: 45.74846 },
		},
	] ),
} ) );

type DrawOptions = {
	onError: ( message: string ) => void;
	points: MapPoint[];
	styleUrl: string;
	zoom: number;
};
const drawn: DrawOptions[] = [];
jest.mock( '../mapbox/draw-map', () => ( {
	mapsLibrarySupported: () => true,
	drawMap: ( options: DrawOptions ) => {
		drawn.push( options );
		return { update: jest.fn(), resize: jest.fn(), remove: jest.fn() };
	},
} ) );

const LYON: MapPoint = {
	id: 'place.2996944',
	placeTitle: 'Lyon',
	title: 'Lyon',
	caption: 'Lyon, France',
	coordinates: { longitude: 4.84671, latitude: 45.74846 },
};
const MARSEILLE: MapPoint = {
	id: 'place.2995469',
	placeTitle: 'Marseille',
	title: 'Marseille',
	caption: 'Marseille, France',
	coordinates: { longitude: 5.38107, latitude: 43.29695 },
};

beforeAll( () => {
	( globalThis as { ResizeObserver?: unknown } ).ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
} );

beforeEach( () => {
	drawn.length = 0;
	jest.mocked( apiFetch ).mockReset();
	jest.mocked( apiFetch ).mockImplementation( ( async ( {
		path,
	}: {
		path: string;
	} ) =>
		path.startsWith( '/wpcom/v2/service-api-keys/mapbox' )
			? { service_api_key: 'pk.site', service_api_key_source: 'site' }
			: {} ) as never );
} );

async function setUp( attributes: Record< string, unknown > ) {
	const block = createBlock( metadata.name, attributes );
	await renderBlockEditor( [ block ] );
	await selectBlock( block.clientId );
	await settle();
	await waitFor( () => expect( drawn ).toHaveLength( 1 ) );
	return block;
}

describe( 'Map edit', () => {
	it( 'draws the saved map and reports a library error with the mapbox_error code', async () => {
		await setUp( {
			points: [ LYON, MARSEILLE ],
			className: 'is-style-satellite',
			mapDetails: false,
		} );
		expect( drawn[ 0 ] ).toMatchObject( {
			points: [ LYON, MARSEILLE ],
			styleUrl: 'mapbox://styles/mapbox/satellite-v9',
			zoom: 13,
		} );
		// The style picked through the block's styles is kept in the attribute the view reads.
		expect( editorBlocks()[ 0 ].attributes.mapStyle ).toBe( 'satellite' );
		expect(
			screen.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeDisabled();
		await act( async () =>
			drawn[ 0 ].onError( 'Unauthorized: the style could not be loaded' )
		);
		const notice = await screen.findByText(
			'Unauthorized: the style could not be loaded',
			{ selector: '.components-notice__content' }
		);
		expect( notice.closest( '.is-mapbox_error' ) ).not.toBeNull();
	} );

	it( 'lets the zoom be chosen with one marker, and lists its panel', async () => {
		await setUp( { points: [ LYON ] } );
		expect(
			screen.getByRole( 'slider', { name: 'Zoom level' } )
		).toBeEnabled();
		expect(
			screen.getByRole( 'button', { name: 'Lyon' } )
		).toBeInTheDocument();
	} );

	it( 'shows a first marker close up, at zoom 12, whatever zoom was set', async () => {
		await setUp( { points: [], zoom: 5 } );
		await act( async () =>
			screen.getByRole( 'button', { name: 'Add a marker' } ).click()
		);
		const search = await screen.findByRole( 'combobox', {
			name: 'Add a marker',
		} );
		fireEvent.change( search, { target: { value: 'Lyon' } } );
		const option = await screen.findByRole( 'option', {
			name: /^Lyon, Rhône, France$/,
		} );
		await act( async () => option.click() );
		const { points, zoom } = editorBlocks()[ 0 ].attributes;
		expect( [
			( points as MapPoint[] ).map( ( point ) => point.title ),
			zoom,
		] ).toStrictEqual( [ [ 'Lyon' ], 12 ] );
	} );
} );
