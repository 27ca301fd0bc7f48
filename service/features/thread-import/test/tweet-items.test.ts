import { ownChain } from '../gather';
import { tweetHtml, tweetItems, type ApiTweet } from '../tweet-items';

const tweet = ( fields: Partial< ApiTweet > ): ApiTweet => ( {
	id: '10',
	text: '',
	author_id: '1',
	...fields,
} );

describe( 'tweetHtml', () => {
	it( 'escapes the text, keeps line breaks, and counts entity offsets in code points', () => {
		expect(
			tweetHtml(
				tweet( {
					text: '🧵 <script>alert(1)</script> & @kiln_notes\nnext',
					entities: {
						mentions: [
							{ start: 30, end: 41, username: 'kiln_notes' },
						],
					},
				} ),
				undefined
			)
		).toBe(
			'🧵 &lt;script&gt;alert(1)&lt;/script&gt; &amp; <a href="https://twitter.com/kiln_notes">@kiln_notes</a><br>next'
		);
	} );

	it( 'links web addresses only, and drops media and quote links', () => {
		const text =
			'a https://t.co/A b https://t.co/B c https://t.co/C d https://t.co/D';
		expect(
			tweetHtml(
				tweet( {
					text,
					entities: {
						urls: [
							{
								start: 2,
								end: 16,
								url: 'https://t.co/A',
								expanded_url: 'javascript:alert(1)',
							},
							{
								start: 19,
								end: 33,
								url: 'https://t.co/B',
								expanded_url: 'https://example.org/"x"',
								display_url: 'example.org',
							},
							{
								start: 36,
								end: 50,
								url: 'https://t.co/C',
								expanded_url:
									'https://twitter.com/a/status/10/photo/1',
							},
							{
								start: 53,
								end: 67,
								url: 'https://t.co/D',
								expanded_url: 'https://x.com/Quoted/status/7',
							},
						],
					},
				} ),
				'https://twitter.com/quoted/status/7'
			)
		).toBe( 'a https://t.co/A b https://t.co/B c  d' );
	} );

	it( 'ignores entities that overlap or run past the text', () => {
		expect(
			tweetHtml(
				tweet( {
					text: '#one #two',
					entities: {
						hashtags: [
							{ start: 0, end: 4, tag: 'one' },
							{ start: 2, end: 6, tag: 'bad' },
							{ start: 5, end: 40, tag: 'two' },
						],
					},
				} ),
				undefined
			)
		).toBe( '<a href="https://twitter.com/hashtag/one">#one</a> #two' );
	} );
} );

describe( 'tweetItems', () => {
	const includes = {
		media: [
			{
				media_key: '3_1',
				type: 'photo',
				url: 'https://pbs.twimg.com/media/1.jpg',
				alt_text: 'One',
			},
			{ media_key: '3_2', type: 'photo', url: 'javascript:alert(1)' },
			{
				media_key: '7_3',
				type: 'video',
				alt_text: 'Tide',
				variants: [
					{
						content_type: 'application/x-mpegURL',
						url: 'https://video.twimg.com/3.m3u8',
					},
					{
						bit_rate: 256000,
						content_type: 'video/mp4',
						url: 'https://video.twimg.com/3-low.mp4',
					},
					{
						bit_rate: 2176000,
						content_type: 'video/mp4',
						url: 'https://video.twimg.com/3-high.mp4',
					},
				],
			},
			{
				media_key: '3_4',
				type: 'photo',
				url: 'https://pbs.twimg.com/media/4.jpg',
			},
		],
		users: [ { id: '2', username: 'kiln_notes' } ],
		tweets: [ tweet( { id: '7', author_id: '2' } ) ],
	};

	it( 'gives text, one image, the best video and the quoted tweet', () => {
		expect(
			tweetItems(
				tweet( {
					text: 'Look',
					attachments: {
						media_keys: [ '3_1', '3_2', '7_3', '3_missing' ],
					},
					referenced_tweets: [ { type: 'quoted', id: '7' } ],
				} ),
				includes
			)
		).toStrictEqual( [
			{ type: 'paragraph', content: 'Look' },
			{
				type: 'image',
				url: 'https://pbs.twimg.com/media/1.jpg',
				alt: 'One',
			},
			{
				type: 'video',
				url: 'https://video.twimg.com/3-high.mp4',
				alt: 'Tide',
			},
			{ type: 'embed', url: 'https://twitter.com/kiln_notes/status/7' },
		] );
	} );

	it( 'makes two or more photos a gallery, and nothing of an empty tweet', () => {
		expect(
			tweetItems(
				tweet( {
					text: ' ',
					attachments: { media_keys: [ '3_1', '3_4' ] },
				} ),
				includes
			)
		).toStrictEqual( [
			{
				type: 'gallery',
				images: [
					{ url: 'https://pbs.twimg.com/media/1.jpg', alt: 'One' },
					{ url: 'https://pbs.twimg.com/media/4.jpg', alt: '' },
				],
			},
		] );
		expect( tweetItems( tweet( { text: '' } ), includes ) ).toStrictEqual(
			[]
		);
	} );
} );

describe( 'ownChain', () => {
	it( "keeps the first tweet and the author's answers to the chain, oldest first", () => {
		const replyTo = ( id: string, parent: string ) =>
			tweet( {
				id,
				referenced_tweets: [ { type: 'replied_to', id: parent } ],
			} );
		const chain = ownChain(
			[
				replyTo( '14', '13' ),
				replyTo( '12', '10' ),
				tweet( { id: '10' } ),
				replyTo( '13', '11' ),
				replyTo( '15', '12' ),
			],
			'10'
		);
		expect( chain.map( ( item ) => item.id ) ).toStrictEqual( [
			'10',
			'12',
			'15',
		] );
	} );
} );
