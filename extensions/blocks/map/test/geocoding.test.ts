import {
	MAX_SUGGESTIONS,
	geocodingUrl,
	placesFrom,
	searchPlaces,
} from '../geocoding';

const HOSTS = {
	'https://api.mapbox.com': 'http://127.0.0.1:9/stand-ins/mapbox',
};

function feature( index: number ) {
	return {
		id: `place.${ index }`,
		type: 'Feature',
		text: `Town ${ index }`,
		place_name: `Town ${ index }, Somewhere`,
		geometry: { type: 'Point', coordinates: [ index, index / 2 ] },
	};
}

/** What fetch() resolves with, as much of it as the search reads. */
function answer( status: number, statusText: string, body: unknown ) {
	return { ok: status < 400, status, statusText, json: async () => body };
}

describe( 'place search', () => {
	it( 'asks the service at its address, moved to the stand-in when mapped', () => {
		expect( geocodingUrl( 'São Paulo/x', 'pk.a b', HOSTS ) ).toBe(
			'http://127.0.0.1:9/stand-ins/mapbox/geocoding/v5/mapbox.places/S%C3%A3o%20Paulo%2Fx.json?limit=10&access_token=pk.a%20b'
		);
		expect( geocodingUrl( 'Lyon', 'pk.a', {} ) ).toBe(
			'https://api.mapbox.com/geocoding/v5/mapbox.places/Lyon.json?limit=10&access_token=pk.a'
		);
	} );

	it( 'keeps at most ten usable features, in order', () => {
		const features = Array.from( { length: 12 }, ( _, i ) => feature( i ) );
		const places = placesFrom( { type: 'FeatureCollection', features } );
		expect( MAX_SUGGESTIONS ).toBe( 10 );
		expect( places ).toHaveLength( 10 );
		expect( places[ 9 ] ).toStrictEqual( {
			id: 'place.9',
			text: 'Town 9',
			place_name: 'Town 9, Somewhere',
			coordinates: { longitude: 9, latitude: 4.5 },
		} );
		expect(
			placesFrom( {
				features: [
					{ ...feature( 1 ), geometry: { coordinates: [ 200, 0 ] } },
					{ ...feature( 2 ), id: 2 },
					null,
					feature( 3 ),
				],
			} )
		).toStrictEqual( [
			{
				id: 'place.3',
				text: 'Town 3',
				place_name: 'Town 3, Somewhere',
				coordinates: { longitude: 3, latitude: 1.5 },
			},
		] );
		expect( placesFrom( null ) ).toStrictEqual( [] );
	} );

	it( 'passes a failure on with its status text and the service message', async () => {
		const fetcher = jest.fn().mockResolvedValue(
			answer( 401, 'Unauthorized', {
				message: 'Not Authorized - Invalid Token',
			} )
		);
		await expect(
			searchPlaces( 'Lyon', 'pk.x', HOSTS, fetcher )
		).rejects.toStrictEqual( {
			statusText: 'Unauthorized',
			message: 'Not Authorized - Invalid Token',
		} );
		const offline = jest
			.fn()
			.mockRejectedValue( new Error( 'Failed to fetch' ) );
		await expect(
			searchPlaces( 'Lyon', 'pk.x', HOSTS, offline )
		).rejects.toStrictEqual( {
			statusText: 'error',
			message: 'Failed to fetch',
		} );
	} );

	it( 'answers the places of a good answer', async () => {
		const fetcher = jest
			.fn()
			.mockResolvedValue(
				answer( 200, 'OK', { features: [ feature( 4 ) ] } )
			);
		await expect(
			searchPlaces( 'Town', 'pk.x', HOSTS, fetcher )
		).resolves.toStrictEqual( [
			{
				id: 'place.4',
				text: 'Town 4',
				place_name: 'Town 4, Somewhere',
				coordinates: { longitude: 4, latitude: 2 },
			},
		] );
	} );
} );
