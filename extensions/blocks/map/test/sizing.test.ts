import {
	defaultHeight,
	heightFromInput,
	heightFromResize,
	savedHeight,
} from '../sizing';
import {
	MAX_ZOOM,
	MIN_ZOOM,
	clampZoom,
	zoomIsFixedByMarkers,
} from '../view-rules';
import { styleFromClassName, styleUrl } from '../map-styles';
import type { MapPoint } from '../points';

describe( 'sizing rules', () => {
	it( 'defaults to the smaller of three quarters of the width and 80 % of the window', () => {
		expect( defaultHeight( 800, 1000 ) ).toBe( 600 );
		expect( defaultHeight( 800, 700 ) ).toBe( 560 );
		expect( defaultHeight( 733, 10000 ) ).toBe( 550 );
		expect( defaultHeight( 1000, 937 ) ).toBe( 750 );
	} );

	it( 'reads the height field: empty clears, at least 400, junk ignored', () => {
		expect( heightFromInput( '' ) ).toBeUndefined();
		expect( heightFromInput( '   ' ) ).toBeUndefined();
		expect( heightFromInput( '399' ) ).toBe( 400 );
		expect( heightFromInput( '400' ) ).toBe( 400 );
		expect( heightFromInput( '401' ) ).toBe( 401 );
		expect( heightFromInput( ' 645.6 ' ) ).toBe( 646 );
		expect( heightFromInput( 'x500' ) ).toBeNull();
		expect( heightFromInput( '500px' ) ).toBeNull();
		expect( heightFromInput( '-500' ) ).toBeNull();
	} );

	it( 'snaps a dragged height to the 10 px grid, at least 400', () => {
		expect( heightFromResize( 394 ) ).toBe( 400 );
		expect( heightFromResize( 404 ) ).toBe( 400 );
		expect( heightFromResize( 405 ) ).toBe( 410 );
		expect( heightFromResize( 537 ) ).toBe( 540 );
	} );

	it( 'keeps a saved height only when it is a whole number of 400 px or more', () => {
		expect( savedHeight( 399 ) ).toBeUndefined();
		expect( savedHeight( 400 ) ).toBe( 400 );
		expect( savedHeight( 10000 ) ).toBe( 10000 );
		expect( savedHeight( 10001 ) ).toBeUndefined();
		expect( savedHeight( 450.5 ) ).toBeUndefined();
		expect( savedHeight( '450' ) ).toBeUndefined();
		expect( savedHeight( undefined ) ).toBeUndefined();
	} );
} );

describe( 'zoom rules', () => {
	const point = ( id: string ): MapPoint => ( {
		id,
		placeTitle: id,
		title: id,
		caption: '',
		coordinates: { longitude: 0, latitude: 0 },
	} );

	it( 'keeps zoom between 0 and 22 in whole steps', () => {
		expect( [ MIN_ZOOM, MAX_ZOOM ] ).toStrictEqual( [ 0, 22 ] );
		expect( clampZoom( -1 ) ).toBe( 0 );
		expect( clampZoom( 0 ) ).toBe( 0 );
		expect( clampZoom( 22 ) ).toBe( 22 );
		expect( clampZoom( 23 ) ).toBe( 22 );
		expect( clampZoom( 12.6 ) ).toBe( 13 );
		expect( clampZoom( NaN ) ).toBe( 13 );
		expect( clampZoom( '5' ) ).toBe( 13 );
	} );

	it( 'fixes the zoom by the markers from two markers on', () => {
		expect( zoomIsFixedByMarkers( [] ) ).toBe( false );
		expect( zoomIsFixedByMarkers( [ point( 'a' ) ] ) ).toBe( false );
		expect( zoomIsFixedByMarkers( [ point( 'a' ), point( 'b' ) ] ) ).toBe(
			true
		);
	} );
} );

describe( 'map styles', () => {
	it( 'gives each style a document with and without details', () => {
		expect( styleUrl( 'default', true ) ).toBe(
			'mapbox://styles/automattic/cjolkhmez0qdd2ro82dwog1in'
		);
		expect( styleUrl( 'default', false ) ).toBe(
			'mapbox://styles/automattic/cjolkci3905d82soef4zlmkdo'
		);
		expect( styleUrl( 'black_and_white', true ) ).toBe(
			'mapbox://styles/automattic/cjolkixvv0ty42spgt2k4j434'
		);
		expect( styleUrl( 'black_and_white', false ) ).toBe(
			'mapbox://styles/automattic/cjolkgc540tvj2spgzzoq37k4'
		);
		expect( styleUrl( 'satellite', true ) ).toBe(
			'mapbox://styles/mapbox/satellite-streets-v10'
		);
		expect( styleUrl( 'satellite', false ) ).toBe(
			'mapbox://styles/mapbox/satellite-v9'
		);
		expect( styleUrl( 'terrain', true ) ).toBe(
			'mapbox://styles/automattic/cjolkf8p405fh2soet2rdt96b'
		);
		expect( styleUrl( 'terrain', false ) ).toBe(
			'mapbox://styles/automattic/cjolke6fz12ys2rpbpvgl12ha'
		);
		expect( styleUrl( 'javascript:alert(1)', true ) ).toBe(
			styleUrl( 'default', true )
		);
	} );

	it( 'reads the style from the block style class first', () => {
		expect( styleFromClassName( 'is-style-terrain', 'satellite' ) ).toBe(
			'terrain'
		);
		expect(
			styleFromClassName( 'x is-style-satellite y', 'default' )
		).toBe( 'satellite' );
		expect( styleFromClassName( 'xis-style-terrain', 'satellite' ) ).toBe(
			'satellite'
		);
		expect( styleFromClassName( 'is-style-terrainx', 'satellite' ) ).toBe(
			'satellite'
		);
		expect( styleFromClassName( undefined, 'black_and_white' ) ).toBe(
			'black_and_white'
		);
		expect( styleFromClassName( '', 'nope' ) ).toBe( 'default' );
	} );
} );
