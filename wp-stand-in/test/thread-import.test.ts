import { createSite, expectError, type TestSite } from './helpers';

const GATHER = '/wp-json/wpcom/v2/tweetstorm/gather?url=';
const PBS = 'https://pbs.twimg.com/media';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const gather = ( url: string ) =>
	site.admin.get( GATHER + encodeURIComponent( url ) );

describe( 'GET /wpcom/v2/tweetstorm/gather', () => {
	it( "reads the author's own thread from any of its tweets, oldest first, into items", async () => {
		const expected = [
			{
				type: 'paragraph',
				content:
					'Seven years of counting sea urchins on the same 20 square metres of reef. A thread on what changed, and what didn&#039;t 🧵',
			},
			{
				type: 'image',
				url: `${ PBS }/1729001122334455001.jpg`,
				alt: 'A reef survey grid of white pipes laid on the sand',
			},
			{
				type: 'paragraph',
				content:
					'Every spring we lay the grid, and two divers count every urchin in every square, twice. Same squares, same month, same pair of eyes where we can.',
			},
			{
				type: 'image',
				url: `${ PBS }/1729001122334455002.jpg`,
				alt: 'A diver counting urchins inside one square of the grid',
			},
			{
				type: 'paragraph',
				content:
					'The short version: counts fell by two thirds between 2019 and 2022, then stopped falling. Full data and method are on our site: <a href="https://tidewatch.example.org/reports/urchin-survey-2026">tidewatch.example.org/reports/urchin…</a> <a href="https://twitter.com/hashtag/MarineScience">#MarineScience</a>',
			},
			{
				type: 'paragraph',
				content:
					'Here is one tide covering the grid, sped up. The squares nearest the channel get the strongest current, and that is where the urchins held on.',
			},
			{
				type: 'image',
				url: `${ PBS }/1729001122334455003.jpg`,
				alt: 'Chart of urchin counts per square, 2019 to 2026',
			},
			{
				type: 'video',
				url: 'https://video.twimg.com/ext_tw_video/1729001122334455004/pu/vid/1280x720/1729001122334455004.mp4',
				alt: 'Time-lapse of the tide covering the survey grid',
			},
			{
				type: 'paragraph',
				content:
					'Thanks to <a href="https://twitter.com/kiln_notes">@kiln_notes</a> for the ceramic settlement tiles, which held up better than anything we bought. More about them here:',
			},
			{
				type: 'embed',
				url: 'https://twitter.com/kiln_notes/status/1729001122334455201',
			},
		];
		for ( const url of [
			'https://twitter.com/tidewatch_lab/status/1729001122334455101',
			'https://x.com/tidewatch_lab/status/1729001122334455103?s=20',
		] ) {
			const response = await gather( url );
			expect( response.statusCode ).toBe( 200 );
			expect( response.json() ).toStrictEqual( expected );
		}
	} );

	it( 'makes several photos a gallery and keeps line breaks', async () => {
		const items = (
			await gather(
				'https://twitter.com/alexrivera/status/1729001122334455301'
			)
		).json();
		expect(
			items.map( ( item: { type: string } ) => item.type )
		).toStrictEqual( [
			'paragraph',
			'image',
			'paragraph',
			'gallery',
			'paragraph',
		] );
		expect( items[ 3 ].images ).toStrictEqual( [
			{
				url: `${ PBS }/1729001122334455007.jpg`,
				alt: 'A bowl with a pooled green glaze at the bottom',
			},
			{
				url: `${ PBS }/1729001122334455008.jpg`,
				alt: 'Bowls cooling on the kiln shelf',
			},
		] );
		expect( items[ 4 ].content ).toBe(
			'Pieces will be at Saturday&#039;s market.<br>Stall hours are on the shop page: <a href="https://riverastudio.example.com/market">riverastudio.example.com/market</a>'
		);
	} );

	it( 'answers an empty list when nothing can be imported', async () => {
		const response = await gather(
			'https://twitter.com/kiln_notes/status/1729001122334455401'
		);
		expect( response.json() ).toStrictEqual( [] );
	} );

	it( "relays the network's refusals and checks the address", async () => {
		expect(
			expectError(
				await gather( 'https://twitter.com/tidewatch_lab/status/1' ),
				404,
				'tweetstorm_not_found'
			).message
		).toBe( 'Could not find tweet with id: [1].' );
		expect(
			expectError(
				await gather(
					'https://twitter.com/quietmoderator/status/1729001122334455501'
				),
				403,
				'tweetstorm_not_authorized'
			).message
		).toBe(
			'Sorry, you are not authorized to see the Tweet with id: [1729001122334455501].'
		);
		for ( const url of [
			'https://twitter.com/tidewatch_lab',
			'xhttps://twitter.com/a/status/1',
			'https://twitter.com.evil.example/a/status/1',
			'javascript:alert(1)//twitter.com/a/status/1',
		] ) {
			expectError( await gather( url ), 400, 'tweetstorm_invalid_url' );
		}
	} );

	it( 'is for people who can edit posts', async () => {
		const url = 'https://twitter.com/alexrivera/status/1729001122334455301';
		const visitor = await site.anonymous.get( GATHER + url );
		const subscriber = await (
			await site.as( 'subscriber' )
		).get( GATHER + url );
		expect( [
			[ visitor.statusCode, visitor.json().code ],
			[ subscriber.statusCode, subscriber.json().code ],
		] ).toStrictEqual( [
			[ 401, 'rest_forbidden' ],
			[ 403, 'rest_forbidden' ],
		] );
	} );

	it( 'embeds the tweets through the oEmbed proxy and serves their media through the site', async () => {
		const embed = (
			await site.admin.get(
				'/wp-json/oembed/1.0/proxy?url=' +
					encodeURIComponent(
						'https://twitter.com/alexrivera/status/1729001122334455303'
					)
			)
		).json();
		expect( embed.provider_name ).toBe( 'Twitter' );
		expect( embed.html ).toBe(
			'<blockquote class="twitter-tweet" data-width="550"><p lang="en" dir="ltr">Pieces will be at Saturday&#039;s market.<br>Stall hours are on the shop page: <a href="https://t.co/Fi9j0K1l2M">https://t.co/Fi9j0K1l2M</a></p>&mdash; Alex Rivera (@alexrivera) <a href="https://twitter.com/alexrivera/status/1729001122334455303">November 20, 2026</a></blockquote>'
		);
		const photo = await site.anonymous.get(
			'/stand-ins/pbs.twimg.com/media/1729001122334455007.jpg'
		);
		expect( [
			photo.statusCode,
			photo.headers[ 'content-type' ],
		] ).toStrictEqual( [ 200, 'image/jpeg' ] );
		expect(
			(
				await site.anonymous.get(
					'/stand-ins/pbs.twimg.com/media/1729001122334455004.jpg'
				)
			).statusCode
		).toBe( 404 );
	} );
} );
