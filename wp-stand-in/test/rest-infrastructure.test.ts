import {
	createSite,
	expectError,
	SEEDED_POSTS,
	type TestSite,
} from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'the REST API index and routing', () => {
	it( 'describes the site, namespaces and routes at /wp-json/', async () => {
		const index = ( await site.anonymous.get( '/wp-json/' ) ).json();
		expect( index ).toMatchObject( {
			name: 'Tessera',
			timezone_string: 'UTC',
			gmt_offset: 0,
		} );
		expect( index.namespaces ).toEqual(
			expect.arrayContaining( [ 'wp/v2', 'oembed/1.0', 'batch/v1' ] )
		);
		expect( index.routes[ '/wp/v2/posts' ] ).toMatchObject( {
			namespace: 'wp/v2',
			methods: [ 'GET', 'POST' ],
		} );
		expect( index.routes[ '/wp/v2/posts/(?P<id>[\\d]+)' ].methods ).toEqual(
			[ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ]
		);
		const namespace = (
			await site.anonymous.get( '/wp-json/wp/v2' )
		).json();
		expect( namespace.namespace ).toBe( 'wp/v2' );
		expect( Object.keys( namespace.routes ) ).toContain( '/wp/v2/media' );
	} );

	it( 'answers the same routes through ?rest_route=', async () => {
		const response = await site.anonymous.get(
			'/?rest_route=/wp/v2/posts/1&_fields=id'
		);
		expect( response.json() ).toEqual( { id: 1 } );
	} );

	it( 'answers unknown routes and methods with rest_no_route', async () => {
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/nothing' ),
			404,
			'rest_no_route'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts/abc' ),
			404,
			'rest_no_route'
		);
		expectError(
			await site.admin.request( 'PATCH', '/wp-json/wp/v2/types', {
				body: {},
			} ),
			404,
			'rest_no_route'
		);
		expect(
			( await site.anonymous.get( '/wp-json/wp/v2/posts/1' ) ).statusCode
		).toBe( 200 );
	} );

	it( 'treats X-HTTP-Method-Override as api-fetch sends it', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Gone soon',
			} )
		).json();
		const response = await site.admin.request(
			'POST',
			`/wp-json/wp/v2/posts/${ id }?force=true`,
			{ headers: { 'x-http-method-override': 'DELETE' } }
		);
		expect( response.json() ).toMatchObject( { deleted: true } );
	} );
} );

describe( 'cookie authentication and nonces', () => {
	it( 'refuses a cookie write without a nonce or with a wrong one, and stores nothing', async () => {
		const before = site.count( 'SELECT COUNT(*) AS n FROM posts' );
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/posts',
				{ title: 'CSRF' },
				{ nonce: false }
			),
			403,
			'rest_cookie_invalid_nonce'
		);
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/posts',
				{ title: 'CSRF' },
				{ nonce: false, headers: { 'x-wp-nonce': '0123456789' } }
			),
			403,
			'rest_cookie_invalid_nonce'
		);
		expect( site.count( 'SELECT COUNT(*) AS n FROM posts' ) ).toBe(
			before
		);
	} );

	it( 'accepts the nonce as _wpnonce in the query', async () => {
		const response = await site.admin.post(
			`/wp-json/wp/v2/posts?_wpnonce=${ site.admin.nonce }`,
			{ title: 'Via query' },
			{ nonce: false }
		);
		expect( response.statusCode ).toBe( 201 );
	} );

	it( 'reads a cookie without a nonce as a visitor, as WordPress does', async () => {
		expectError(
			await site.admin.get( '/wp-json/wp/v2/users/me', { nonce: false } ),
			401,
			'rest_not_logged_in'
		);
		expect(
			( await site.admin.get( '/wp-json/wp/v2/users/me' ) ).json().id
		).toBe( site.admin.userId );
	} );

	it( "does not accept another user's nonce", async () => {
		const author = await site.as( 'author' );
		const response = await site.admin.post(
			'/wp-json/wp/v2/posts',
			{ title: 'x' },
			{ nonce: false, headers: { 'x-wp-nonce': author.nonce! } }
		);
		expectError( response, 403, 'rest_cookie_invalid_nonce' );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE post_title = 'x'"
			)
		).toBe( 0 );
	} );
} );

describe( 'OPTIONS and the Allow header', () => {
	it( 'describes the route and allows what the user may do', async () => {
		const anonymous = await site.anonymous.request(
			'OPTIONS',
			'/wp-json/wp/v2/posts'
		);
		expect( anonymous.headers.allow ).toBe( 'GET' );
		expect( anonymous.json() ).toMatchObject( {
			namespace: 'wp/v2',
			methods: [ 'GET', 'POST' ],
			schema: { title: 'post' },
		} );
		const subscriber = await site.as( 'subscriber' );
		expect(
			( await subscriber.request( 'OPTIONS', '/wp-json/wp/v2/posts' ) )
				.headers.allow
		).toBe( 'GET' );
		const contributor = await site.as( 'contributor' );
		expect(
			( await contributor.request( 'OPTIONS', '/wp-json/wp/v2/posts' ) )
				.headers.allow
		).toBe( 'GET, POST' );
	} );

	it( 'allows editing a post only to those who may edit it', async () => {
		const alice = await site.as( 'author', 'alice' );
		const bob = await site.as( 'author', 'bob' );
		const { id } = (
			await alice.post( '/wp-json/wp/v2/posts', {
				title: 'Alice',
				status: 'publish',
			} )
		).json();
		expect(
			( await alice.request( 'OPTIONS', `/wp-json/wp/v2/posts/${ id }` ) )
				.headers.allow
		).toBe( 'GET, POST, PUT, PATCH, DELETE' );
		expect(
			( await bob.request( 'OPTIONS', `/wp-json/wp/v2/posts/${ id }` ) )
				.headers.allow
		).toBe( 'GET' );
		expect(
			(
				await site.anonymous.request(
					'OPTIONS',
					`/wp-json/wp/v2/posts/${ id }`
				)
			).headers.allow
		).toBe( 'GET' );
		expect(
			( await site.admin.request( 'OPTIONS', '/wp-json/wp/v2/settings' ) )
				.headers.allow
		).toBe( 'GET, POST, PUT, PATCH' );
		expect(
			( await alice.request( 'OPTIONS', '/wp-json/wp/v2/settings' ) )
				.headers.allow
		).toBe( '' );
		expect(
			(
				await (
					await site.as( 'subscriber' )
				).request( 'OPTIONS', '/wp-json/wp/v2/media' )
			).headers.allow
		).toBe( 'GET' );
		expect(
			( await alice.request( 'OPTIONS', '/wp-json/wp/v2/media' ) ).headers
				.allow
		).toBe( 'GET, POST' );
	} );

	it( 'sends Allow on ordinary responses too', async () => {
		expect(
			( await site.admin.get( '/wp-json/wp/v2/posts/1' ) ).headers.allow
		).toBe( 'GET, POST, PUT, PATCH, DELETE' );
	} );
} );

describe( 'errors never become 500s', () => {
	it( 'answers a JSON array body, an empty body and form bodies with WordPress errors', async () => {
		expectError(
			await site.admin.request( 'POST', '/wp-json/wp/v2/posts', {
				payload: '[1,2]',
				headers: { 'content-type': 'application/json' },
			} ),
			400,
			'rest_invalid_param'
		);
		const empty = await site.admin.request(
			'POST',
			'/wp-json/wp/v2/posts',
			{ payload: '', headers: { 'content-type': 'application/json' } }
		);
		expect( empty.statusCode ).toBe( 201 );
		const form = await site.admin.request( 'POST', '/wp-json/wp/v2/tags', {
			payload: 'name=form-tag',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		} );
		expect( form.statusCode ).toBe( 201 );
	} );

	it( 'answers a body above the limit with 413 in the WordPress shape', async () => {
		const response = await site.admin.request(
			'POST',
			'/wp-json/wp/v2/posts',
			{
				payload: `{"title":"${ 'x'.repeat( 17 * 1024 * 1024 ) }"}`,
				headers: { 'content-type': 'application/json' },
			}
		);
		expectError( response, 413, 'rest_request_too_large' );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'post'"
			)
		).toBe( SEEDED_POSTS );
	} );
} );
