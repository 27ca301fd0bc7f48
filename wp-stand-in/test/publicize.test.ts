import {
	createSite,
	expectError,
	withClockAhead,
	type Client,
	type TestSite,
} from './helpers';
import { connect, revokeAtNetwork } from './keyring-helpers';

const HOUR = 60 * 60 * 1000;

const TESTS = '/wp-json/wpcom/v2/publicize/connection-test-results';
const PARSE = '/wp-json/wpcom/v2/tweetstorm/parse';
const TWITTER_ID = '1298374650192837465';
const FACEBOOK_ID = '102938475610293';

let site: TestSite;
let author: Client;
beforeEach( async () => {
	site = await createSite();
	author = await site.as( 'author' );
} );
afterEach( async () => {
	await site.close();
} );

const timeline = async ( service: string, id: string ) =>
	(
		await site.anonymous.get(
			`/social-networks/${ service }/users/${ id }/posts`
		)
	).json().data as Array< {
		id: string;
		text: string;
		in_reply_to_id: string | null;
		link: string;
		media: unknown[];
	} >;

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

describe( 'connection-test-results', () => {
	it( 'lists the network connections only, each tested, and shows a revoked token as refreshable until reconnected', async () => {
		const twitter = await connect( author, 'twitter' );
		await connect( author, 'google_photos' );
		const linkedin = await connect( author, 'linkedin' );
		const ok = ( await author.get( TESTS ) ).json();
		expect(
			ok.map( ( c: { id: string; test_success: unknown } ) => [
				c.id,
				c.test_success,
			] )
		).toStrictEqual( [
			[ String( twitter ), true ],
			[ String( linkedin ), true ],
		] );

		await revokeAtNetwork( site, 'twitter', TWITTER_ID, 'revoked' );
		await revokeAtNetwork( site, 'linkedin', 'x7Kd2LmQ9p', 'revoked' );
		const failed = ( await author.get( TESTS ) ).json();
		expect( failed[ 0 ] ).toMatchObject( {
			test_success: false,
			toggleable: false,
			can_refresh: true,
			test_message: 'Twitter: Invalid or expired token.',
			refresh_url: expect.stringMatching(
				/\/keyring\/connect\/twitter$/
			),
		} );
		expect( failed[ 1 ] ).toMatchObject( {
			test_success: 'must_reauth',
			can_refresh: false,
		} );

		await connect( author, 'twitter' );
		expect( ( await author.get( TESTS ) ).json()[ 0 ].test_success ).toBe(
			true
		);
	} );

	it( 'shows a suspended account as not refreshable, with the network message', async () => {
		await connect( author, 'facebook' );
		await revokeAtNetwork( site, 'facebook', FACEBOOK_ID, 'suspended' );
		expect( ( await author.get( TESTS ) ).json()[ 0 ] ).toMatchObject( {
			test_success: false,
			can_refresh: false,
			refresh_url: '',
		} );
	} );

	it( 'refuses visitors and subscribers, and bad revocations', async () => {
		expectError( await site.anonymous.get( TESTS ), 401, 'rest_forbidden' );
		expectError(
			await ( await site.as( 'subscriber' ) ).get( TESTS ),
			403,
			'rest_forbidden'
		);
		expect(
			( await revokeAtNetwork( site, 'myspace', '1', 'revoked' ) )
				.statusCode
		).toBe( 400 );
		expect(
			( await revokeAtNetwork( site, 'twitter', TWITTER_ID, 'x' ) )
				.statusCode
		).toBe( 400 );
	} );
} );

describe( 'tweetstorm/parse', () => {
	it( 'turns the editor blocks into tweets with boundaries and inner blocks named by place', async () => {
		const long = 'a'.repeat( 200 ) + ' ' + 'b'.repeat( 100 );
		const response = await author.post( PARSE, {
			blocks: [
				{ attributes: {}, block: paragraph( long ), clientId: 'p-1' },
				{
					attributes: {},
					block: `<!-- wp:quote -->\n<blockquote class="wp-block-quote">${ paragraph( 'Inside' ) }</blockquote>\n<!-- /wp:quote -->`,
					clientId: 'q-1',
				},
			],
		} );
		expect( response.json() ).toStrictEqual( [
			{
				text: 'a'.repeat( 200 ),
				media: [],
				tweet: '',
				urls: [],
				blocks: [ 'p-1' ],
				boundary: {
					container: 'content',
					type: 'normal',
					start: 200,
					end: 201,
				},
			},
			{
				text: 'b'.repeat( 100 ),
				media: [],
				tweet: '',
				urls: [],
				blocks: [ 'p-1' ],
				boundary: false,
			},
			{
				text: 'Inside',
				media: [],
				tweet: '',
				urls: [],
				blocks: [ 'q-1:0' ],
				boundary: false,
			},
		] );
	} );

	it( 'rejects malformed blocks with the WordPress error shape', async () => {
		expectError(
			await author.post( PARSE, {
				blocks: [ { block: 1, clientId: 'x' } ],
			} ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await author.post( PARSE, {
				blocks: [ { block: '', clientId: '<script>' } ],
			} ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await author.post( PARSE, {} ),
			400,
			'rest_missing_callback_param'
		);
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM social_network_posts' )
		).toBe( 0 );
	} );
} );

describe( 'sharing on publish', () => {
	it( 'posts a thread to Twitter and a link post to Facebook, once, and skips disabled connections', async () => {
		await connect( author, 'twitter' );
		await connect( author, 'facebook' );
		const tumblr = await connect( author, 'tumblr' );
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Harbour walk',
			status: 'publish',
			content: [
				paragraph( 'First stop.' ),
				paragraph( 'Second stop.' ),
			].join( '\n\n' ),
			meta: {
				jetpack_is_tweetstorm: true,
				jetpack_publicize_message: 'Walk with me',
				jetpack_publicize_connections: JSON.stringify( [
					{ id: String( tumblr ), enabled: false },
				] ),
			},
		} );
		expect( created.statusCode ).toBe( 201 );
		// Shared links use the site's configured address, not the request's host.
		const link = ( created.json().link as string ).replace(
			'localhost/',
			'localhost/'
		);
		const tweets = ( await timeline( 'twitter', TWITTER_ID ) ).reverse();
		expect( tweets.map( ( tweet ) => tweet.text ) ).toStrictEqual( [
			'Walk with me A thread ⬇️',
			'First stop.',
			'Second stop.',
			link,
		] );
		expect( tweets.map( ( tweet ) => tweet.in_reply_to_id ) ).toStrictEqual(
			[ null, tweets[ 0 ].id, tweets[ 1 ].id, tweets[ 2 ].id ]
		);
		const posts = await timeline( 'facebook', FACEBOOK_ID );
		expect(
			posts.map( ( post ) => [ post.text, post.link ] )
		).toStrictEqual( [ [ 'Walk with me', link ] ] );
		expect(
			await timeline( 'tumblr', 't:Qm3vX8rT1kZp0aLw5bN2yA' )
		).toStrictEqual( [] );
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM publicize_shares WHERE post_id = ?',
				created.json().id
			)
		).toBe( 2 );

		await author.post( `/wp-json/wp/v2/posts/${ created.json().id }`, {
			title: 'Harbour walk, again',
		} );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toHaveLength( 4 );
	} );

	it( 'records a refused token as a failed sharing and posts nothing', async () => {
		await connect( author, 'twitter' );
		await revokeAtNetwork( site, 'twitter', TWITTER_ID, 'revoked' );
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Quiet',
			status: 'publish',
		} );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toStrictEqual( [] );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM publicize_shares WHERE post_id = ? AND error = 'Invalid or expired token.'",
				created.json().id
			)
		).toBe( 1 );
	} );

	it( 'shares a scheduled post when its time comes', async () => {
		await connect( author, 'twitter' );
		const inAnHour = new Date( Date.now() + HOUR )
			.toISOString()
			.slice( 0, 19 );
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Sunrise',
			status: 'publish',
			date_gmt: inAnHour,
		} );
		expect( created.json().status ).toBe( 'future' );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toStrictEqual( [] );
		await withClockAhead( 2 * HOUR, () =>
			author.get( `/wp-json/wp/v2/posts/${ created.json().id }` )
		);
		expect(
			( await timeline( 'twitter', TWITTER_ID ) ).map(
				( tweet ) => tweet.text
			)
		).toStrictEqual( [
			expect.stringMatching( /^Sunrise http:\/\/localhost\// ),
		] );
	} );

	it( 'cuts a thread at 100 tweets, and shares again only on request', async () => {
		await connect( author, 'twitter' );
		const content = Array.from( { length: 120 }, ( _, n ) =>
			paragraph( `Step ${ n + 1 }.` )
		).join( '\n\n' );
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Long walk',
			status: 'publish',
			content,
			meta: { jetpack_is_tweetstorm: true },
		} );
		const tweets = ( await timeline( 'twitter', TWITTER_ID ) ).reverse();
		expect( tweets ).toHaveLength( 100 );
		expect( tweets[ 0 ].text ).toBe( 'Long walk A thread ⬇️' );
		expect( tweets[ 99 ].text ).toBe( 'Step 99.' );

		const id = created.json().id as number;
		const again = await author.post(
			`/wp-json/wpcom/v2/publicize/share/${ id }`,
			{
				connections: [],
			}
		);
		expect( again.json() ).toStrictEqual( [] );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toHaveLength( 100 );
		const connection = String(
			( await author.get( TESTS ) ).json()[ 0 ].id as string
		);
		const shared = await author.post(
			`/wp-json/wpcom/v2/publicize/share/${ id }`,
			{
				connections: [ connection ],
			}
		);
		expect( shared.json() ).toStrictEqual( [
			{
				connectionId: Number( connection ),
				service: 'twitter',
				posted: 100,
				error: '',
			},
		] );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toHaveLength( 200 );
		expectError(
			await (
				await site.as( 'contributor' )
			).post( `/wp-json/wpcom/v2/publicize/share/${ id }`, {
				connections: [ connection ],
			} ),
			403,
			'rest_forbidden'
		);
	} );
} );

describe( 'the post record of its sharing', () => {
	it( 'lists each sharing in edit context only, failed ones with the message, and grows on request only', async () => {
		const twitter = await connect( author, 'twitter' );
		const facebook = await connect( author, 'facebook' );
		await revokeAtNetwork( site, 'facebook', FACEBOOK_ID, 'revoked' );
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Cliff path',
			status: 'publish',
		} );
		const id = created.json().id as number;
		const when = expect.stringMatching(
			/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/
		);
		const first = [
			{
				connection_id: String( twitter ),
				service: 'twitter',
				display_name: '@alexrivera',
				status: 'success',
				message: '',
				posted: 1,
				timestamp: when,
			},
			{
				connection_id: String( facebook ),
				service: 'facebook',
				display_name: 'Rivera Studio',
				status: 'failure',
				message:
					'Error validating access token: The user has not authorized application.',
				posted: 0,
				timestamp: when,
			},
		];
		const edit = `/wp-json/wp/v2/posts/${ id }?context=edit`;
		expect( created.json().jetpack_publicize_shares ).toStrictEqual(
			first
		);
		expect(
			'jetpack_publicize_shares' in
				(
					await site.anonymous.get( `/wp-json/wp/v2/posts/${ id }` )
				).json()
		).toBe( false );

		// An update (even one that sends the field) shares nothing and records nothing.
		const updated = await author.post( `/wp-json/wp/v2/posts/${ id }`, {
			title: 'Cliff path, updated',
			jetpack_publicize_shares: [],
		} );
		expect( updated.json().jetpack_publicize_shares ).toStrictEqual(
			first
		);
		expect( await timeline( 'twitter', TWITTER_ID ) ).toHaveLength( 1 );

		await author.post( `/wp-json/wpcom/v2/publicize/share/${ id }`, {
			connections: [ String( twitter ) ],
		} );
		const after = ( await author.get( edit ) ).json()
			.jetpack_publicize_shares;
		expect( after ).toStrictEqual( [ ...first, first[ 0 ] ] );
		expect( await timeline( 'twitter', TWITTER_ID ) ).toHaveLength( 2 );
	} );
} );

describe( 'tweetstorm/generate-cards', () => {
	it( "makes cards for this site's published posts and leaves out what cannot be read", async () => {
		const created = await author.post( '/wp-json/wp/v2/posts', {
			title: 'Harbour &amp; bay',
			excerpt: 'A morning walk.',
			status: 'publish',
		} );
		const link = ( created.json().link as string ).replace(
			'localhost/',
			'localhost/'
		);
		const cards = await author.post(
			'/wp-json/wpcom/v2/tweetstorm/generate-cards',
			{
				urls: [
					link,
					'https://unknown.example/page',
					'javascript:alert(1)',
				],
			}
		);
		expect( cards.json() ).toStrictEqual( {
			[ link ]: {
				title: 'Harbour & bay',
				description: 'A morning walk.',
				image: '',
				type: 'summary',
				url: link,
			},
		} );
		expectError(
			await author.post( '/wp-json/wpcom/v2/tweetstorm/generate-cards', {
				urls: Array.from(
					{ length: 101 },
					( _, n ) => `https://a.example/${ n }`
				),
			} ),
			400,
			'rest_invalid_param'
		);
	} );
} );
