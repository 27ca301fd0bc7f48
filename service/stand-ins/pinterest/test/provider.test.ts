import {
	boardPins,
	findPage,
	pinImage,
	pinsInfo,
	pinterestAnswer,
} from '../provider';

const answer = ( url: string ) => pinterestAnswer( new URL( url ) );

describe( 'pinterest stand-in', () => {
	it( 'finds pins, profiles and boards by path', () => {
		expect(
			[
				'/pin/99360735500167749/',
				'/pin/1/',
				'/tesseragarden/',
				'/tesseragarden/balcony-herbs/',
				'/tesseragarden/nope/',
				'/tesseragarden/balcony-herbs/x/',
				'/constructor/',
			].map( ( path ) => findPage( path ) )
		).toStrictEqual( [
			{ kind: 'pin', id: '99360735500167749' },
			{ kind: 'not-found' },
			{ kind: 'user', user: 'tesseragarden' },
			{ kind: 'board', user: 'tesseragarden', board: 'balcony-herbs' },
			{ kind: 'not-found' },
			{ kind: 'not-found' },
			{ kind: 'not-found' },
		] );
	} );

	it( 'redirects short links and answers page statuses', () => {
		expect( answer( 'https://pin.it/4Xv2mQa' ) ).toStrictEqual( {
			status: 301,
			location: 'https://www.pinterest.com/pin/99360735500167749/',
		} );
		expect( answer( 'https://pin.it/unknown' ) ).toStrictEqual( {
			status: 404,
		} );
		expect(
			answer( 'https://uk.pinterest.co.uk/tesseragarden/' )
		).toStrictEqual( { status: 200 } );
		expect( answer( 'https://www.pinterest.com/pin/1/' ) ).toStrictEqual( {
			status: 404,
		} );
		expect( answer( 'https://example.org/pin/1/' ) ).toBeUndefined();
	} );

	it( 'serves widget data in the pidgets shape', () => {
		const info = pinsInfo( '99360735500167752,nope' );
		expect( info.status ).toBe( 'success' );
		expect( info.data ).toStrictEqual( [
			{
				id: '99360735500167752',
				description: 'An open crumb after 36 hours of cold proof',
				link: 'https://www.pinterest.com/pin/99360735500167752/',
				dominant_color: '#b5763a',
				images: {
					'237x': {
						url: 'https://i.pinimg.com/237x/99360735500167752.svg',
						width: 237,
						height: 300,
					},
				},
				pinner: {
					full_name: 'Harbour Bakes',
					profile_url: 'https://www.pinterest.com/harbourbakes/',
				},
				board: {
					name: 'Sourdough',
					url: 'https://www.pinterest.com/harbourbakes/sourdough/',
				},
			},
		] );
		expect( pinsInfo( 'nope' ).status ).toBe( 'failure' );
		const board = boardPins( 'tesseragarden', 'balcony-herbs' );
		expect( board.status ).toBe( 'success' );
		expect(
			( board.data as { pins: Array< { id: string } > } ).pins.map(
				( pin ) => pin.id
			)
		).toStrictEqual( [ '99360735500167749', '99360735500167750' ] );
		expect(
			(
				boardPins( 'tesseragarden' ).data as {
					pins: unknown[];
				}
			 ).pins
		).toHaveLength( 3 );
		expect( boardPins( 'tesseragarden', 'nope' ).status ).toBe( 'failure' );
		expect( pinImage( '99360735500167749' ) ).toContain( 'fill="#5b8c3a"' );
		expect( pinImage( 'nope' ) ).toBeUndefined();
	} );
} );
