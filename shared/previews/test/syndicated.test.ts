import {
	postIdOf,
	readSyndicatedPost,
	syndicationToken,
	syndicationUrl,
} from '../microblog/syndicated';

describe( 'postIdOf', () => {
	it( 'reads the id of a post address on X or Twitter', () => {
		expect( postIdOf( 'https://twitter.com/jack/status/20' ) ).toBe( '20' );
		expect( postIdOf( 'https://x.com/jack/status/20/' ) ).toBe( '20' );
		expect(
			postIdOf( 'https://mobile.twitter.com/jack/statuses/20?s=1' )
		).toBe( '20' );
		expect(
			postIdOf( 'https://www.x.com/a_b/status/12345678901234567890' )
		).toBe( '12345678901234567890' );
	} );

	it( 'refuses other hosts, paths and ids', () => {
		for ( const url of [
			undefined,
			'',
			'javascript:alert(1)//twitter.com/jack/status/20',
			'https://twitter.com.evil.example/jack/status/20',
			'https://evil.example/twitter.com/jack/status/20',
			'https://twitter.com/jack/status/20/photo/1',
			'https://twitter.com/jack/status/020',
			'https://twitter.com/jack/status/123456789012345678901',
			'https://twitter.com/sixteen_letters_/status/20',
			'https://twitter.com/x/jack/status/20',
			'https://twitter.com/jack/status/20x',
		] ) {
			expect( postIdOf( url ) ).toBeUndefined();
		}
	} );
} );

describe( 'syndicationUrl', () => {
	it( 'asks the endpoint for the id with its token', () => {
		expect( syndicationToken( '20' ) ).toMatch( /^[1-9a-z]+$/ );
		expect( syndicationToken( '20' ) ).not.toBe( syndicationToken( '21' ) );
		expect( syndicationUrl( '20' ) ).toBe(
			`https://cdn.syndication.twimg.com/tweet-result?id=20&lang=en&token=${ syndicationToken(
				'20'
			) }`
		);
	} );
} );

const POST = {
	__typename: 'Tweet',
	id_str: '7',
	text: 'Terrace open. https://t.co/abc',
	display_text_range: [ 0, 13 ],
	created_at: '2024-05-13T08:30:00.000Z',
	user: {
		name: 'Harbour Café',
		screen_name: 'tessera_cafe',
		profile_image_url_https: 'https://pbs.twimg.com/profile_images/a.svg',
	},
	mediaDetails: [
		{
			type: 'photo',
			media_url_https: 'https://pbs.twimg.com/media/1.svg',
			ext_alt_text: 'Tables',
		},
		{ type: 'video', media_url_https: 'https://pbs.twimg.com/media/v.jpg' },
		{ type: 'photo', media_url_https: 'javascript:alert(1)' },
		{ type: 'photo', media_url_https: 'https://pbs.twimg.com/media/2.svg' },
		{ type: 'photo', media_url_https: 'https://pbs.twimg.com/media/3.svg' },
		{ type: 'photo', media_url_https: 'https://pbs.twimg.com/media/4.svg' },
		{ type: 'photo', media_url_https: 'https://pbs.twimg.com/media/5.svg' },
	],
};

describe( 'readSyndicatedPost', () => {
	it( 'keeps the shown text, the author, the date and up to four safe photos', () => {
		expect( readSyndicatedPost( POST ) ).toStrictEqual( {
			text: 'Terrace open.',
			name: 'Harbour Café',
			screenName: '@tessera_cafe',
			date: '2024-05-13T08:30:00.000Z',
			profileImage: 'https://pbs.twimg.com/profile_images/a.svg',
			photos: [
				{ url: 'https://pbs.twimg.com/media/1.svg', alt: 'Tables' },
				{ url: 'https://pbs.twimg.com/media/2.svg', alt: undefined },
				{ url: 'https://pbs.twimg.com/media/3.svg', alt: undefined },
				{ url: 'https://pbs.twimg.com/media/4.svg', alt: undefined },
			],
		} );
	} );

	it( 'shows the whole text when the display range makes no sense', () => {
		for ( const range of [
			undefined,
			[ 0 ],
			[ 5, 2 ],
			[ -1, 4 ],
			[ 0, 99 ],
			[ 0, 1.5 ],
		] ) {
			expect(
				readSyndicatedPost( { ...POST, display_text_range: range } )
					?.text
			).toBe( POST.text );
		}
	} );

	it( 'counts the range in characters, not UTF-16 units', () => {
		expect(
			readSyndicatedPost( {
				...POST,
				text: '🌊 Tide x',
				display_text_range: [ 0, 6 ],
			} )?.text
		).toBe( '🌊 Tide' );
	} );

	it( 'refuses what is not a post with its author', () => {
		for ( const data of [
			null,
			{},
			'text',
			{ ...POST, text: 3 },
			{ ...POST, user: undefined },
			{ ...POST, user: { name: 'A' } },
			{ ...POST, user: { screen_name: 'a' } },
		] ) {
			expect( readSyndicatedPost( data ) ).toBeUndefined();
		}
	} );

	it( 'drops a profile picture that is not an http(s) address', () => {
		expect(
			readSyndicatedPost( {
				...POST,
				user: { ...POST.user, profile_image_url_https: 'data:x' },
			} )?.profileImage
		).toBeUndefined();
	} );
} );
