import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';

const HOST = 'https://feeds.tessera-podcasts.example';
const BASE = '/stand-ins/feeds.tessera-podcasts.example';
const MESSAGE =
	"Your podcast couldn't be embedded. Please double check your URL.";

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
}, 60_000 );
afterAll( async () => {
	await site.close();
} );

function player( query: string ) {
	return site.admin.get( `/wp-json/wpcom/v2/podcast-player?${ query }` );
}

describe( 'GET /wpcom/v2/podcast-player', () => {
	it( 'reads a feed from the podcast host', async () => {
		const response = await player(
			`url=${ encodeURIComponent( `${ HOST }/garden-hour/feed.xml` ) }`
		);
		expect( response.statusCode ).toBe( 200 );
		const data = response.json();
		expect( data.title ).toBe( 'The Garden Hour' );
		expect( data.cover ).toBe( `${ HOST }/garden-hour/artwork.svg` );
		expect( data.options ).toBeUndefined();
		expect( data.tracks ).toStrictEqual( [
			{
				id: 'podcast-track-1',
				guid: 'garden-hour-0003',
				title: 'Tomatoes on a balcony',
				link: 'https://gardenhour.example/episodes/tomatoes-on-a-balcony',
				src: `${ HOST }/audio/garden-hour-0003.mp3`,
				type: 'audio/mpeg',
				description:
					'Which varieties fit a 40 cm pot, and how often to water them in August.',
				duration: '0:40',
				image: `${ HOST }/garden-hour/artwork.svg`,
			},
			{
				id: 'podcast-track-2',
				guid: 'garden-hour-0002',
				title: 'Compost without the smell',
				link: 'https://gardenhour.example/episodes/compost',
				src: `${ HOST }/audio/garden-hour-0002.mp3`,
				type: 'audio/mpeg',
				description:
					'Greens, browns & how to balance them in a bokashi bin.',
				duration: '0:40',
				image: `${ HOST }/garden-hour/compost.svg`,
			},
			{
				id: 'podcast-track-3',
				guid: 'garden-hour-0001',
				title: 'Seeds we lost',
				link: 'https://gardenhour.example/episodes/seeds-we-lost',
				src: `${ HOST }/audio/garden-hour-0001-removed.mp3`,
				type: 'audio/mpeg',
				description:
					'The first episode. Its audio file was removed by the host — players show it as unavailable.',
				duration: '0:41',
				image: `${ HOST }/garden-hour/artwork.svg`,
			},
		] );
	} );

	it( 'cuts a long feed to 10 and lists the options, or picks episodes by guid', async () => {
		const url = encodeURIComponent( `${ HOST }/night-trains/rss` );
		const all = (
			await player( `url=${ url }&episode-options=true` )
		).json();
		expect( all.tracks ).toHaveLength( 10 );
		expect( all.options ).toHaveLength( 12 );
		expect( all.options[ 11 ] ).toStrictEqual( {
			label: 'Night 1: Glasgow Central',
			value: 'https://nighttrains.example/episodes/1',
		} );
		const one = (
			await player(
				`url=${ url }&guids[0]=${ encodeURIComponent(
					'https://nighttrains.example/episodes/1'
				) }`
			)
		).json();
		expect(
			one.tracks.map( ( t: { title: string } ) => t.title )
		).toStrictEqual( [ 'Night 1: Glasgow Central' ] );
	} );

	it.each( [
		[ 'not a url', 'invalid_url', 400 ],
		[ 'javascript:alert(1)', 'invalid_url', 400 ],
		[ `${ HOST }/missing/feed.xml`, 'feed_unreachable', 502 ],
		[ 'https://elsewhere.example/feed', 'feed_unreachable', 502 ],
		[ `${ HOST }/half-uploaded/feed.xml`, 'invalid_xml', 422 ],
		[ `${ HOST }/`, 'invalid_xml', 422 ],
		[ `${ HOST }/garden-hour/artwork.svg`, 'not_a_feed', 422 ],
		[ `${ HOST }/slow-show/feed.xml`, 'feed_timeout', 504 ],
	] )( '%s fails with %s', async ( url, code, status ) => {
		const response = await player( `url=${ encodeURIComponent( url ) }` );
		expect( response.statusCode ).toBe( status );
		expect( response.json() ).toStrictEqual( {
			code,
			message: MESSAGE,
			data: { status },
		} );
	} );

	it( 'is for people who can edit posts', async () => {
		const url = `url=${ encodeURIComponent( `${ HOST }/garden-hour/feed.xml` ) }`;
		const visitor = await site.anonymous.get(
			`/wp-json/wpcom/v2/podcast-player?${ url }`
		);
		expect( visitor.statusCode ).toBe( 401 );
		const subscriber = await site.as( 'subscriber' );
		expect(
			(
				await subscriber.get(
					`/wp-json/wpcom/v2/podcast-player?${ url }`
				)
			).statusCode
		).toBe( 403 );
		const contributor = await site.as( 'contributor' );
		expect(
			(
				await contributor.get(
					`/wp-json/wpcom/v2/podcast-player?${ url }`
				)
			).statusCode
		).toBe( 200 );
	} );

	it( 'needs a url', async () => {
		const response = await site.admin.get(
			'/wp-json/wpcom/v2/podcast-player'
		);
		expect( response.statusCode ).toBe( 400 );
		expect( response.json().code ).toBe( 'rest_missing_callback_param' );
	} );
} );

describe( 'the podcast host pages', () => {
	it( 'serves episode audio made with ffmpeg, with byte ranges', async () => {
		const whole = await site.anonymous.get(
			`${ BASE }/audio/garden-hour-0003.mp3`
		);
		expect( whole.statusCode ).toBe( 200 );
		expect( whole.headers[ 'content-type' ] ).toBe( 'audio/mpeg' );
		expect( whole.headers[ 'accept-ranges' ] ).toBe( 'bytes' );
		const size = whole.rawPayload.length;
		expect( size ).toBeGreaterThan( 100_000 );
		const part = await site.anonymous.get(
			`${ BASE }/audio/garden-hour-0003.mp3`,
			{
				headers: { range: 'bytes=100-199' },
			}
		);
		expect( part.statusCode ).toBe( 206 );
		expect( part.headers[ 'content-range' ] ).toBe(
			`bytes 100-199/${ size }`
		);
		expect( part.rawPayload ).toStrictEqual(
			whole.rawPayload.subarray( 100, 200 )
		);
		const beyond = await site.anonymous.get(
			`${ BASE }/audio/garden-hour-0003.mp3`,
			{
				headers: { range: `bytes=${ size }-` },
			}
		);
		expect( beyond.statusCode ).toBe( 416 );
	} );

	it( 'answers 404 for a removed episode and unknown paths, and serves feeds', async () => {
		expect(
			(
				await site.anonymous.get(
					`${ BASE }/audio/garden-hour-0001-removed.mp3`
				)
			).statusCode
		).toBe( 404 );
		expect(
			( await site.anonymous.get( `${ BASE }/nothing` ) ).statusCode
		).toBe( 404 );
		const feed = await site.anonymous.get(
			`${ BASE }/garden-hour/feed.xml`
		);
		expect( feed.statusCode ).toBe( 200 );
		expect( feed.headers[ 'content-type' ] ).toContain(
			'application/rss+xml'
		);
	} );

	it( 'says clearly when ffmpeg is missing', async () => {
		const saved = process.env.TESSERA_FFMPEG;
		process.env.TESSERA_FFMPEG = '/nonexistent/ffmpeg';
		try {
			const response = await site.anonymous.get(
				`${ BASE }/audio/night-trains-07.mp3`
			);
			expect( response.statusCode ).toBe( 503 );
			expect( response.body ).toContain( 'ffmpeg is not installed' );
		} finally {
			if ( saved === undefined ) {
				delete process.env.TESSERA_FFMPEG;
			} else {
				process.env.TESSERA_FFMPEG = saved;
			}
		}
	} );
} );
