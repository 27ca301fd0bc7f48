import { PEXELS_EXAMPLE_QUERIES } from '../../../../shared/external-media/constants';
import { pexelsImageSize } from '../images';
import { searchPhotos, curatedPhotos } from '../provider';

const photo = { width: 6000, height: 4000 };
const size = ( query: string ) =>
	pexelsImageSize( photo, new URLSearchParams( query ) );

describe( "Pexels' image sizes", () => {
	it( 'scales to a height or a width alone, and fits both', () => {
		expect( size( 'h=350' ) ).toStrictEqual( { width: 525, height: 350 } );
		expect( size( 'w=940' ) ).toStrictEqual( { width: 940, height: 627 } );
		expect( size( 'h=650&w=940' ) ).toStrictEqual( {
			width: 940,
			height: 627,
		} );
		expect( size( 'dpr=2&h=650&w=940' ) ).toStrictEqual( {
			width: 1600,
			height: 1067,
		} );
	} );

	it( 'crops to the box, and never draws more than 1600 pixels a side', () => {
		expect( size( 'fit=crop&h=200&w=280' ) ).toStrictEqual( {
			width: 280,
			height: 200,
		} );
		expect( size( 'fit=crop&h=1200&w=800' ) ).toStrictEqual( {
			width: 800,
			height: 1200,
		} );
		expect( size( '' ) ).toStrictEqual( { width: 1600, height: 1067 } );
		expect( size( 'h=1601' ) ).toStrictEqual( {
			width: 1600,
			height: 1067,
		} );
	} );

	it( 'ignores values that are not whole numbers', () => {
		expect( size( 'h=x350' ) ).toStrictEqual( size( '' ) );
		expect( size( 'h=350px' ) ).toStrictEqual( size( '' ) );
		expect( size( 'h=0' ) ).toStrictEqual( size( '' ) );
	} );
} );

describe( 'search and curated', () => {
	it( 'pages with next and previous links and clamps per_page to 80', () => {
		const answer = searchPhotos( {
			query: 'nature',
			page: '2',
			per_page: '12',
		} );
		expect( answer.ok && answer.body.page ).toBe( 2 );
		expect( answer.ok && answer.body.photos ).toHaveLength( 12 );
		expect( answer.ok && answer.body.next_page ).toBe(
			'https://api.pexels.com/v1/search/?page=3&per_page=12&query=nature'
		);
		expect( answer.ok && answer.body.prev_page ).toBe(
			'https://api.pexels.com/v1/search/?page=1&per_page=12&query=nature'
		);
		const all = curatedPhotos( { per_page: '81' } );
		expect( all.ok && all.body.per_page ).toBe( 80 );
		expect( all.ok && all.body.photos ).toHaveLength( 80 );
		expect( all.ok && all.body.next_page ).toBeUndefined();
	} );

	it( 'refuses an empty query and answers the forced failures', () => {
		expect( searchPhotos( { query: '  ' } ) ).toStrictEqual( {
			ok: false,
			status: 400,
			body: { error: 'query param is required' },
		} );
		expect( searchPhotos( { query: 'error:500' } ) ).toStrictEqual( {
			ok: false,
			status: 500,
			body: { error: 'Internal Server Error' },
		} );
		expect( searchPhotos( { query: 'xerror:500' } ).ok ).toBe( true );
	} );
} );

describe( "the picker's example terms", () => {
	it( 'each finds photos, so the picker never opens on an empty grid', () => {
		expect(
			PEXELS_EXAMPLE_QUERIES.map( ( query ) => {
				const answer = searchPhotos( { query } );
				return answer.ok && answer.body.total_results;
			} )
		).toStrictEqual( [ 10, 5, 5, 5, 5, 10, 16 ] );
	} );
} );
