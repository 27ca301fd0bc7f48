import { mediaAtPath, twitterApiAnswer } from '../threads';

const ask = ( path: string ) => {
	const answer = twitterApiAnswer(
		new URL( path, 'https://api.twitter.com' )
	);
	return { status: answer.status, body: JSON.parse( answer.body ) };
};

describe( "Twitter's API v2 stand-in", () => {
	it( 'looks a tweet up with its conversation, entities, media and author', () => {
		const { status, body } = ask( '/2/tweets/1729001122334455302' );
		expect( status ).toBe( 200 );
		expect( body.data ).toStrictEqual( {
			id: '1729001122334455302',
			text: 'The green glaze pooled exactly where I hoped. The rims need another go. https://t.co/Eh8i9J0k1L',
			author_id: '1298374650192837465',
			conversation_id: '1729001122334455301',
			created_at: '2026-11-20T19:32:10.000Z',
			entities: {
				urls: [
					{
						start: 72,
						end: 95,
						url: 'https://t.co/Eh8i9J0k1L',
						expanded_url:
							'https://twitter.com/alexrivera/status/1729001122334455302/photo/1',
						display_url: 'pic.twitter.com/Eh8i9J0k1L',
						media_key: '3_1729001122334455007',
					},
				],
			},
			attachments: {
				media_keys: [
					'3_1729001122334455007',
					'3_1729001122334455008',
				],
			},
			referenced_tweets: [
				{ type: 'replied_to', id: '1729001122334455301' },
			],
		} );
		expect( body.includes.users ).toStrictEqual( [
			{
				id: '1298374650192837465',
				name: 'Alex Rivera',
				username: 'alexrivera',
			},
		] );
	} );

	it( 'searches a conversation by author, newest first', () => {
		const { body } = ask(
			'/2/tweets/search/all?query=' +
				encodeURIComponent(
					'conversation_id:1729001122334455101 from:Tidewatch_Lab'
				)
		);
		expect(
			body.data.map( ( tweet: { id: string } ) => tweet.id )
		).toStrictEqual( [
			'1729001122334455106',
			'1729001122334455105',
			'1729001122334455103',
			'1729001122334455102',
			'1729001122334455101',
		] );
		expect( body.meta ).toStrictEqual( {
			newest_id: '1729001122334455106',
			oldest_id: '1729001122334455101',
			result_count: 5,
		} );
		expect(
			ask(
				'/2/tweets/search/all?query=conversation_id:1729001122334455101%20from:nobody'
			).body
		).toStrictEqual( { meta: { result_count: 0 } } );
	} );

	it( 'answers problems for missing and hidden tweets, and 400 for bad input', () => {
		expect( ask( '/2/tweets/42' ).body.errors[ 0 ].title ).toBe(
			'Not Found Error'
		);
		expect(
			ask( '/2/tweets/1729001122334455501' ).body.errors[ 0 ].title
		).toBe( 'Authorization Error' );
		for ( const path of [
			'/2/tweets/12x',
			'/2/tweets/x12',
			'/2/tweets/12345678901234567890',
			'/2/tweets/search/all?query=lang:en',
			'/2/tweets/search/all?query=conversation_id:1x',
		] ) {
			expect( ask( path ).status ).toBe( 400 );
		}
		expect( ask( '/1.1/statuses/show.json' ).status ).toBe( 404 );
	} );

	it( 'names media files by host and kind', () => {
		expect(
			mediaAtPath(
				'https://pbs.twimg.com',
				'/media/1729001122334455001.jpg'
			)?.kind
		).toBe( 'photo' );
		expect(
			mediaAtPath(
				'https://video.twimg.com',
				'/ext_tw_video/1729001122334455004/pu/vid/1280x720/1729001122334455004.mp4'
			)?.kind
		).toBe( 'video' );
		expect(
			mediaAtPath(
				'https://video.twimg.com',
				'/media/1729001122334455001.jpg'
			)
		).toBeUndefined();
		expect(
			mediaAtPath(
				'https://pbs.twimg.com',
				'/media/1729001122334455004.jpg'
			)
		).toBeUndefined();
	} );
} );
