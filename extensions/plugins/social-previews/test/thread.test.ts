import type { Tweet } from '../../../../shared/tweetstorm/types';
import { threadPreview, type ThreadFrame } from '../thread';

const author = { name: 'Alex', screenName: '@alex', date: '2026-11-22' };
const URL = 'http://localhost:8888/2026/11/birds-in-flight/';
const frame: ThreadFrame = {
	message: 'Birds in flight',
	url: URL,
	postCard: { title: 'Birds in flight', url: URL, type: 'summary' },
};

const tweet = ( overrides: Partial< Tweet > ): Tweet => ( {
	text: '',
	media: [],
	tweet: '',
	urls: [],
	blocks: [ 'client-1' ],
	boundary: false,
	...overrides,
} );

const opening = {
	...author,
	text: 'Birds in flight A thread ⬇️',
	media: [],
	urls: [],
	tweet: undefined,
	card: undefined,
};
const closing = {
	...author,
	text: URL,
	media: [],
	urls: [ URL ],
	tweet: undefined,
	card: frame.postCard,
};

describe( 'threadPreview', () => {
	it( 'shows the parsed tweets between the opening message and the link to the post', () => {
		expect(
			threadPreview(
				[
					tweet( {
						text: 'First thought',
						boundary: {
							container: 'content',
							type: 'normal',
							start: 13,
							end: 14,
						},
					} ),
					tweet( { text: 'Second thought' } ),
				],
				{},
				frame,
				author
			)
		).toStrictEqual( [
			opening,
			{ ...opening, text: 'First thought' },
			{ ...opening, text: 'Second thought' },
			closing,
		] );
	} );

	it( 'is the opening and the link while the site has parsed nothing', () => {
		expect( threadPreview( [], {}, frame, author ) ).toStrictEqual( [
			opening,
			closing,
		] );
		expect(
			threadPreview( [], {}, { ...frame, message: '' }, author )[ 0 ].text
		).toBe( 'A thread ⬇️' );
	} );

	it( 'keeps media and quoted tweets, and shows the site-made card of the last address otherwise', () => {
		const photo = {
			url: 'https://e.com/a.gif',
			alt: 'A gull',
			type: 'image/gif',
		};
		const card = {
			title: 'Tides',
			description: 'Times',
			image: '',
			type: 'summary' as const,
			url: 'https://tides.example/b',
		};
		const posts = threadPreview(
			[
				tweet( {
					text: 'Look',
					media: [ photo ],
					urls: [ 'https://x.example/a' ],
				} ),
				tweet( {
					text: 'Quoted',
					tweet: 'https://twitter.com/jack/status/20',
					urls: [ 'https://x.example/a' ],
				} ),
				tweet( {
					text: 'See https://x.example/a and https://tides.example/b',
					urls: [ 'https://x.example/a', 'https://tides.example/b' ],
				} ),
				tweet( {
					text: 'No card https://nocard.example/',
					urls: [ 'https://nocard.example/' ],
				} ),
			],
			{
				'https://tides.example/b': card,
				'https://x.example/a': { ...card, title: 'A' },
			},
			frame,
			author
		);
		expect( posts.slice( 1, 5 ) ).toStrictEqual( [
			{
				...opening,
				text: 'Look',
				media: [ photo ],
				urls: [ 'https://x.example/a' ],
			},
			{
				...opening,
				text: 'Quoted',
				tweet: 'https://twitter.com/jack/status/20',
				urls: [ 'https://x.example/a' ],
			},
			{
				...opening,
				text: 'See https://x.example/a and https://tides.example/b',
				urls: [ 'https://x.example/a', 'https://tides.example/b' ],
				card,
			},
			{
				...opening,
				text: 'No card https://nocard.example/',
				urls: [ 'https://nocard.example/' ],
			},
		] );
	} );

	it( 'stops at 100 posts, as sharing does', () => {
		const many = Array.from( { length: 98 }, ( _, n ) =>
			tweet( { text: `Step ${ n + 1 }` } )
		);
		const fits = threadPreview( many, {}, frame, author );
		expect( fits ).toHaveLength( 100 );
		expect( fits[ 99 ] ).toStrictEqual( closing );
		const over = threadPreview(
			[ ...many, tweet( { text: 'Step 99' } ) ],
			{},
			frame,
			author
		);
		expect( over ).toHaveLength( 100 );
		expect( over[ 99 ].text ).toBe( 'Step 99' );
	} );
} );
