import { FeedError } from '../errors';
import { parsePodcastFeed } from '../parse';

const FEED_URL = 'https://feeds.example.com/shows/garden/feed.xml';

function rss( items: string, channelExtra = '' ): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title><![CDATA[The Garden <em>Hour</em>]]></title>
<link>https://garden.example.com/</link>
<itunes:image href="/art/garden.jpg"/>
${ channelExtra }
${ items }
</channel>
</rss>`;
}

function item( n: number, extra = '' ): string {
	return `<item>
<title>Episode ${ n }</title>
<guid isPermaLink="false">garden-${ n }</guid>
<enclosure url="https://cdn.example.com/garden-${ n }.mp3" length="1000" type="audio/mpeg"/>
${ extra }
</item>`;
}

function expectFeedError( run: () => unknown, code: string ) {
	let error: unknown;
	try {
		run();
	} catch ( caught ) {
		error = caught;
	}
	expect( error ).toBeInstanceOf( FeedError );
	expect( ( error as FeedError ).code ).toBe( code );
	expect( ( error as FeedError ).message ).toBe(
		"Your podcast couldn't be embedded. Please double check your URL."
	);
}

describe( 'parsePodcastFeed', () => {
	it( 'reads the show and its episodes with CDATA, HTML, entities and iTunes tags', () => {
		const feed = rss(
			item(
				1,
				`<link>/episodes/1</link>
<description><![CDATA[<p>Tomatoes &amp; <b>basil</b>.</p><script>alert(1)</script><p>Part two</p>]]></description>
<itunes:duration>1:02:03</itunes:duration>
<itunes:image href="https://cdn.example.com/ep1.jpg"/>`
			)
		);
		expect( parsePodcastFeed( feed, FEED_URL ) ).toStrictEqual( {
			title: 'The Garden Hour',
			link: 'https://garden.example.com/',
			cover: 'https://feeds.example.com/art/garden.jpg',
			tracks: [
				{
					id: 'podcast-track-1',
					guid: 'garden-1',
					title: 'Episode 1',
					link: 'https://feeds.example.com/episodes/1',
					src: 'https://cdn.example.com/garden-1.mp3',
					type: 'audio/mpeg',
					description: 'Tomatoes & basil. Part two',
					duration: '1:02:03',
					image: 'https://cdn.example.com/ep1.jpg',
				},
			],
		} );
	} );

	it( 'falls back to the itunes summary, the channel image and the show cover', () => {
		const feed = `<rss version="2.0" xmlns:itunes="x"><channel><title>Show</title>
<image><url>https://feeds.example.com/cover.png</url></image>
<item><title>A</title><itunes:summary>Summary &lt;here&gt;</itunes:summary>
<enclosure url="a.m4a" type="audio/x-m4a"/><itunes:duration>95</itunes:duration></item>
</channel></rss>`;
		expect( parsePodcastFeed( feed, FEED_URL ) ).toStrictEqual( {
			title: 'Show',
			link: '',
			cover: 'https://feeds.example.com/cover.png',
			tracks: [
				{
					id: 'podcast-track-1',
					guid: 'https://feeds.example.com/shows/garden/a.m4a',
					title: 'A',
					link: '',
					src: 'https://feeds.example.com/shows/garden/a.m4a',
					type: 'audio/x-m4a',
					description: 'Summary',
					duration: '1:35',
					image: 'https://feeds.example.com/cover.png',
				},
			],
		} );
	} );

	it( 'leaves out items without an enclosure, or with an unusable one', () => {
		const feed = rss(
			`<item><title>Blog post</title><guid>post</guid></item>
${ item( 2 ) }
<item><title>Bad</title><guid>bad</guid><enclosure url="javascript:alert(1)" type="audio/mpeg"/></item>
<item><title>Empty</title><guid>empty</guid><enclosure url="" type="audio/mpeg"/></item>
${ item( 3 ) }`
		);
		expect(
			parsePodcastFeed( feed, FEED_URL ).tracks.map( ( t ) => [
				t.id,
				t.guid,
			] )
		).toStrictEqual( [
			[ 'podcast-track-1', 'garden-2' ],
			[ 'podcast-track-2', 'garden-3' ],
		] );
	} );

	it( 'cuts a huge feed to 10 episodes and 100 options', () => {
		const many = Array.from( { length: 150 }, ( _, i ) =>
			item( i + 1 )
		).join( '' );
		const data = parsePodcastFeed( rss( many ), FEED_URL, {
			episodeOptions: true,
		} );
		expect( data.tracks ).toHaveLength( 10 );
		expect( data.tracks[ 9 ].guid ).toBe( 'garden-10' );
		expect( data.options ).toHaveLength( 100 );
		expect( data.options?.[ 0 ] ).toStrictEqual( {
			label: 'Episode 1',
			value: 'garden-1',
		} );
		expect( data.options?.[ 99 ].value ).toBe( 'garden-100' );
		const eleven = Array.from( { length: 11 }, ( _, i ) =>
			item( i + 1 )
		).join( '' );
		expect(
			parsePodcastFeed( rss( eleven ), FEED_URL ).tracks
		).toHaveLength( 10 );
		const nine = Array.from( { length: 9 }, ( _, i ) =>
			item( i + 1 )
		).join( '' );
		expect( parsePodcastFeed( rss( nine ), FEED_URL ).tracks ).toHaveLength(
			9
		);
	} );

	it( 'returns the chosen episodes in the order asked, from anywhere in the feed', () => {
		const many = Array.from( { length: 30 }, ( _, i ) =>
			item( i + 1 )
		).join( '' );
		const data = parsePodcastFeed( rss( many ), FEED_URL, {
			guids: [ 'garden-25', 'missing', 'garden-2' ],
		} );
		expect( data.tracks.map( ( t ) => [ t.id, t.guid ] ) ).toStrictEqual( [
			[ 'podcast-track-1', 'garden-25' ],
			[ 'podcast-track-2', 'garden-2' ],
		] );
		expect( data.options ).toBeUndefined();
		expect(
			parsePodcastFeed( rss( many ), FEED_URL, { guids: [ '' ] } ).tracks
		).toHaveLength( 10 );
	} );

	it( 'turns durations in seconds, M:SS and H:MM:SS into the shown form', () => {
		const durations = [
			'59',
			'60',
			'3599',
			'3600',
			'45:07',
			'1:05:09',
			'x45',
			'45:07x',
			'1:75',
			'',
		];
		const feed = rss(
			durations
				.map( ( d, i ) =>
					item( i, `<itunes:duration>${ d }</itunes:duration>` )
				)
				.join( '' )
		);
		expect(
			parsePodcastFeed( feed, FEED_URL ).tracks.map( ( t ) => t.duration )
		).toStrictEqual( [
			'0:59',
			'1:00',
			'59:59',
			'1:00:00',
			'45:07',
			'1:05:09',
			'',
			'',
			'',
			'',
		] );
	} );

	it( 'rejects bad XML, HTML pages and other XML with the embed message', () => {
		expect.assertions( 15 );
		expectFeedError(
			() =>
				parsePodcastFeed(
					'<rss><channel><title>x</channel></rss>',
					FEED_URL
				),
			'invalid_xml'
		);
		expectFeedError(
			() =>
				parsePodcastFeed(
					'<!doctype html><html><body><p>hi</body></html>',
					FEED_URL
				),
			'invalid_xml'
		);
		expectFeedError(
			() =>
				parsePodcastFeed(
					'<svg xmlns="http://www.w3.org/2000/svg"></svg>',
					FEED_URL
				),
			'not_a_feed'
		);
		expectFeedError(
			() => parsePodcastFeed( '{"title":"json"}', FEED_URL ),
			'invalid_xml'
		);
		expectFeedError(
			() => parsePodcastFeed( '', FEED_URL ),
			'invalid_xml'
		);
	} );

	it( 'accepts a feed with no episodes', () => {
		expect( parsePodcastFeed( rss( '' ), FEED_URL ).tracks ).toStrictEqual(
			[]
		);
	} );
} );
