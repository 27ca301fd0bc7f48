import { picture, tweetResult } from '../provider';

const query = ( id: string ) => new URLSearchParams( { id, lang: 'en' } );

describe( 'tweetResult', () => {
	it( 'answers a known post in the syndication shape', () => {
		const answer = tweetResult( query( '20' ) );
		expect( answer.status ).toBe( 200 );
		expect( answer.body ).toMatchObject( {
			__typename: 'Tweet',
			id_str: '20',
			text: 'just setting up my twttr',
			user: { name: 'jack', screen_name: 'jack' },
		} );
	} );

	it( 'answers 404 with an empty object for a post it does not have', () => {
		expect( tweetResult( query( '21' ) ) ).toStrictEqual( {
			status: 404,
			body: {},
		} );
		expect( tweetResult( query( 'toString' ) ).status ).toBe( 400 );
	} );

	it( 'answers 400 for an id that cannot be a post id, on both sides of its length', () => {
		for ( const id of [
			'',
			'0',
			'020',
			'x20',
			'20x',
			' 20',
			'-20',
			'123456789012345678901',
		] ) {
			expect( tweetResult( query( id ) ) ).toStrictEqual( {
				status: 400,
				body: {},
			} );
		}
		expect( tweetResult( query( '12345678901234567890' ) ).status ).toBe(
			404
		);
		expect( tweetResult( new URLSearchParams() ).status ).toBe( 400 );
	} );
} );

describe( 'picture', () => {
	it( 'serves the pictures the posts name', () => {
		expect( picture( '/profile_images/jack_normal.svg' ) ).toContain(
			'<svg'
		);
		expect( picture( '/media/harbour-terrace.svg' ) ).toContain( '<svg' );
	} );

	it( 'serves nothing else', () => {
		for ( const path of [
			'/profile_images/missing.svg',
			'/profile_images/../tweets.json',
			'/media/jack_normal.png',
			'/other/jack_normal.svg',
			'x/media/harbour-terrace.svg',
			'/media/harbour-terrace.svg/',
			'/media/Harbour.svg',
		] ) {
			expect( picture( path ) ).toBeUndefined();
		}
	} );
} );
