import { readVisitorMap } from '../view-settings';

const POINT = {
	id: 'place.1',
	placeTitle: 'Lyon',
	title: 'Lyon office',
	caption: 'Lyon, France',
	coordinates: { longitude: 4.84671, latitude: 45.74846 },
};

describe( 'the visitor map read from the wrapper', () => {
	it( 'reads every setting the saved markup and the server render carry', () => {
		expect(
			readVisitorMap( {
				apiKey: 'pk.a',
				apiUrl: 'http://127.0.0.1:9/stand-ins/api.mapbox.com',
				serviceHosts:
					'{"https://api.mapbox.com":"http://127.0.0.1:9/s","x":3}',
				mapStyle: 'terrain',
				mapDetails: 'false',
				mapCenter: '{"longitude":2.5,"latitude":48.5}',
				zoom: '7',
				points: JSON.stringify( [ POINT, { id: 'broken' } ] ),
				markerColor: '#1d4ed8',
				scrollToZoom: 'true',
				showFullscreenButton: 'false',
				mapHeight: '480',
			} )
		).toStrictEqual( {
			view: {
				styleUrl:
					'mapbox://styles/automattic/cjolke6fz12ys2rpbpvgl12ha',
				center: { longitude: 2.5, latitude: 48.5 },
				zoom: 7,
				points: [ POINT ],
				markerColor: '#1d4ed8',
				scrollToZoom: true,
				showFullscreenButton: false,
			},
			height: 480,
			apiKey: 'pk.a',
			apiUrl: 'http://127.0.0.1:9/stand-ins/api.mapbox.com',
			hosts: { 'https://api.mapbox.com': 'http://127.0.0.1:9/s' },
		} );
	} );

	it( 'falls back to the defaults on missing or broken values', () => {
		expect(
			readVisitorMap( {
				apiKey: 'pk.a',
				apiUrl: 'https://api.mapbox.com',
				mapCenter: '{broken',
				points: '<script>',
				zoom: '99',
				mapHeight: '399',
				serviceHosts: '[]',
			} )
		).toStrictEqual( {
			view: {
				styleUrl:
					'mapbox://styles/automattic/cjolkhmez0qdd2ro82dwog1in',
				center: {
					longitude: -122.41941550000001,
					latitude: 37.7749295,
				},
				zoom: 22,
				points: [],
				markerColor: 'red',
				scrollToZoom: false,
				showFullscreenButton: true,
			},
			height: undefined,
			apiKey: 'pk.a',
			apiUrl: 'https://api.mapbox.com',
			hosts: {},
		} );
	} );

	it( 'draws nothing without a token or a service address: the list of places stays', () => {
		expect(
			readVisitorMap( { apiKey: '', apiUrl: 'https://api.mapbox.com' } )
		).toBeUndefined();
		expect( readVisitorMap( { apiKey: 'pk.a' } ) ).toBeUndefined();
	} );
} );
