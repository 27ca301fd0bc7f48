import {
	addPoint,
	editPoint,
	mapSiteLink,
	pointFromPlace,
	readCoordinates,
	readPoints,
	removePoint,
	type MapPoint,
} from '../points';

const PARIS: MapPoint = {
	id: 'place.2988507',
	placeTitle: 'Paris',
	title: 'Paris',
	caption: 'Paris, Île-de-France, France',
	coordinates: { longitude: 2.3488, latitude: 48.85341 },
};
const LYON: MapPoint = {
	id: 'place.2996944',
	placeTitle: 'Lyon',
	title: 'Lyon',
	caption: 'Lyon, Auvergne-Rhône-Alpes, France',
	coordinates: { longitude: 4.84671, latitude: 45.74846 },
};

describe( 'marker list rules', () => {
	it( 'adds a marker at the end and refuses a duplicate id', () => {
		const one = addPoint( [], PARIS );
		expect( one ).toStrictEqual( [ PARIS ] );
		const two = addPoint( one, LYON );
		expect( two ).toStrictEqual( [ PARIS, LYON ] );
		const again = addPoint( two, { ...LYON, title: 'Other' } );
		expect( again ).toBe( two );
		expect( addPoint( two, undefined ) ).toBe( two );
	} );

	it( 'edits the title or caption of one marker only', () => {
		expect(
			editPoint( [ PARIS, LYON ], LYON.id, { title: 'Lyon office' } )
		).toStrictEqual( [ PARIS, { ...LYON, title: 'Lyon office' } ] );
		expect(
			editPoint( [ PARIS, LYON ], PARIS.id, { caption: '' } )
		).toStrictEqual( [ { ...PARIS, caption: '' }, LYON ] );
		expect( editPoint( [ PARIS ], 'nope', { title: 'x' } ) ).toStrictEqual(
			[ PARIS ]
		);
	} );

	it( 'deletes a marker by id', () => {
		expect( removePoint( [ PARIS, LYON ], PARIS.id ) ).toStrictEqual( [
			LYON,
		] );
		expect( removePoint( [ PARIS, LYON ], 'nope' ) ).toStrictEqual( [
			PARIS,
			LYON,
		] );
	} );

	it( 'makes a marker from a search result: title from its name, caption from its full name', () => {
		expect(
			pointFromPlace( {
				id: PARIS.id,
				text: 'Paris',
				place_name: 'Paris, Île-de-France, France',
				coordinates: PARIS.coordinates,
			} )
		).toStrictEqual( PARIS );
	} );

	it( 'reads saved points, dropping broken ones and later duplicates', () => {
		expect(
			readPoints( [
				PARIS,
				{ ...PARIS, title: 'dup' },
				{ ...LYON, coordinates: { longitude: 181, latitude: 0 } },
				{ ...LYON, id: '' },
				'junk',
				null,
				{
					id: 'x',
					coordinates: { longitude: -180, latitude: -90 },
					title: 7,
				},
			] )
		).toStrictEqual( [
			PARIS,
			{
				id: 'x',
				placeTitle: '',
				title: '',
				caption: '',
				coordinates: { longitude: -180, latitude: -90 },
			},
		] );
		expect( readPoints( 'nope' ) ).toStrictEqual( [] );
		expect(
			readPoints( [ { ...PARIS, title: 'a'.repeat( 1001 ) } ] )[ 0 ].title
		).toHaveLength( 1000 );
	} );

	it( 'keeps positions inside the globe, both sides of each limit', () => {
		expect(
			readCoordinates( { longitude: 180, latitude: 90 } )
		).toStrictEqual( {
			longitude: 180,
			latitude: 90,
		} );
		expect(
			readCoordinates( { longitude: 180.0001, latitude: 0 } )
		).toBeUndefined();
		expect(
			readCoordinates( { longitude: 0, latitude: -90.0001 } )
		).toBeUndefined();
		expect(
			readCoordinates( { longitude: '2', latitude: 3 } )
		).toBeUndefined();
		expect(
			readCoordinates( { longitude: NaN, latitude: 3 } )
		).toBeUndefined();
	} );

	it( 'links a place to a map site by its position', () => {
		expect( mapSiteLink( LYON.coordinates ) ).toBe(
			'https://www.google.com/maps/search/?api=1&query=45.74846,4.84671'
		);
	} );
} );
