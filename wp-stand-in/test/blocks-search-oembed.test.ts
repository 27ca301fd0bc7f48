import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( '/wp/v2/block-types', () => {
	it( "lists Tessera's blocks from their block.json", async () => {
		const contributor = await site.as( 'contributor' );
		const types = (
			await contributor.get( '/wp-json/wp/v2/block-types/tessera' )
		).json();
		const rating = types.find(
			( t: { name: string } ) => t.name === 'tessera/rating-star'
		);
		expect( rating ).toMatchObject( {
			title: 'Star Rating',
			api_version: 3,
			textdomain: 'tessera',
			is_dynamic: true,
		} );
		expect( rating.attributes.rating ).toEqual( {
			type: 'number',
			default: 1,
		} );
		expect(
			(
				await contributor.get(
					'/wp-json/wp/v2/block-types/tessera/markdown'
				)
			).json().name
		).toBe( 'tessera/markdown' );
		expectError(
			await contributor.get( '/wp-json/wp/v2/block-types/tessera/nope' ),
			404,
			'rest_block_type_invalid'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/block-types' ),
			401,
			'rest_block_type_cannot_view'
		);
	} );
} );

describe( '/wp/v2/block-renderer', () => {
	it( 'renders a dynamic block with the server render, by GET and POST', async () => {
		const get = await site.admin.get(
			'/wp-json/wp/v2/block-renderer/tessera/rating-star?context=edit&attributes[rating]=3&attributes[maxRating]=4'
		);
		expect( get.statusCode ).toBe( 200 );
		expect( get.json().rendered ).toContain(
			'wp-block-tessera-rating-star'
		);
		const post = await site.admin.post(
			'/wp-json/wp/v2/block-renderer/tessera/rating-star?context=edit',
			{ attributes: { rating: 2 } }
		);
		expect( post.json().rendered ).toContain(
			'wp-block-tessera-rating-star'
		);
	} );

	it( 'validates attributes against the block and checks who asks', async () => {
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/block-renderer/tessera/rating-star',
				{ attributes: { rating: 'many' } }
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/block-renderer/tessera/rating-star',
				{ attributes: { onclick: 'x' } }
			),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post(
				'/wp-json/wp/v2/block-renderer/core/paragraph',
				{}
			),
			404,
			'block_invalid'
		);
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/block-renderer/tessera/rating-star'
			),
			401,
			'block_cannot_read'
		);
		const author = await site.as( 'author' );
		expectError(
			await author.get(
				'/wp-json/wp/v2/block-renderer/tessera/rating-star?post_id=1'
			),
			403,
			'block_cannot_read'
		);
		const valid = await site.admin.post(
			'/wp-json/wp/v2/block-renderer/tessera/rating-star',
			{ attributes: { rating: 4, maxRating: 10 } }
		);
		expect( valid.statusCode ).toBe( 200 );
	} );
} );

describe( '/wp/v2/search', () => {
	it( 'finds published posts and terms, as the link control asks', async () => {
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Hidden gallery draft',
		} );
		const posts = (
			await site.anonymous.get(
				'/wp-json/wp/v2/search?search=gallery&type=post&subtype=any'
			)
		).json();
		// The published posts that say "gallery" (the block gallery in its title, two sample posts in
		// their text), the title's match first; never the draft.
		expect(
			posts.map( ( found: { title: string } ) => found.title )
		).toStrictEqual( [
			'Tessera block gallery',
			'Three blocks to try first',
			'The harbour wall, repaired',
		] );
		expect( posts[ 0 ] ).toMatchObject( {
			id: 1,
			title: 'Tessera block gallery',
			type: 'post',
			subtype: 'post',
		} );
		expect( posts[ 0 ].url ).toMatch( /\/tessera-block-gallery\/$/ );
		const terms = (
			await site.anonymous.get(
				'/wp-json/wp/v2/search?search=uncat&type=term'
			)
		).json();
		// A term's result names its taxonomy as its type, and has no subtype.
		expect( terms[ 0 ] ).toMatchObject( {
			id: 1,
			title: 'Uncategorized',
			type: 'category',
		} );
		expect( terms[ 0 ] ).not.toHaveProperty( 'subtype' );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/search?type=user' ),
			400,
			'rest_invalid_param'
		);
	} );
} );

describe( '/oembed/1.0', () => {
	it( "embeds this site's published posts through the proxy and the provider endpoint", async () => {
		const link = (
			await site.anonymous.get( '/wp-json/wp/v2/posts/1' )
		).json().link;
		const proxy = await site.admin.get(
			`/wp-json/oembed/1.0/proxy?url=${ encodeURIComponent( link ) }`
		);
		expect( proxy.json() ).toMatchObject( {
			version: '1.0',
			type: 'rich',
			provider_name: 'Tessera',
			title: 'Tessera block gallery',
			width: 600,
			height: 338,
		} );
		expect( proxy.json().html ).toContain( 'class="wp-embedded-content"' );
		const embed = (
			await site.anonymous.get(
				`/wp-json/oembed/1.0/embed?url=${ encodeURIComponent( link ) }&maxwidth=300`
			)
		).json();
		expect( embed.width ).toBe( 300 );
		const page = await site.anonymous.get(
			`${ new URL( link ).pathname }embed/`
		);
		expect( page.statusCode ).toBe( 200 );
		expect( page.body ).toContain( 'Tessera block gallery' );
	} );

	it( 'answers unknown URLs with oembed_invalid_url and keeps the proxy for editors', async () => {
		expectError(
			await site.admin.get(
				`/wp-json/oembed/1.0/proxy?url=${ encodeURIComponent( 'https://example.com/video/1' ) }`
			),
			404,
			'oembed_invalid_url'
		);
		expectError(
			await site.anonymous.get(
				`/wp-json/oembed/1.0/proxy?url=${ encodeURIComponent( 'https://example.com/' ) }`
			),
			401,
			'rest_forbidden'
		);
		expectError(
			await site.admin.get( '/wp-json/oembed/1.0/proxy' ),
			400,
			'rest_missing_callback_param'
		);
		expectError(
			await site.admin.get(
				'/wp-json/oembed/1.0/proxy?url=not%20a%20url'
			),
			400,
			'rest_invalid_param'
		);
		const contributor = await site.as( 'contributor' );
		const link = (
			await site.anonymous.get( '/wp-json/wp/v2/posts/1' )
		).json().link;
		expect(
			(
				await contributor.get(
					`/wp-json/oembed/1.0/proxy?url=${ encodeURIComponent( link ) }`
				)
			).statusCode
		).toBe( 200 );
	} );
} );

describe( '/batch/v1', () => {
	it( 'runs several requests and reports each', async () => {
		const response = await site.admin.post( '/wp-json/batch/v1', {
			requests: [
				{
					method: 'POST',
					path: '/wp/v2/posts',
					body: { title: 'Batch one' },
				},
				{
					method: 'POST',
					path: '/wp/v2/posts/1',
					body: { title: 'Renamed' },
				},
				{ method: 'POST', path: '/wp/v2/settings', body: {} },
			],
		} );
		expect( response.statusCode ).toBe( 207 );
		const { responses } = response.json();
		expect(
			responses.map( ( r: { status: number } ) => r.status )
		).toEqual( [ 201, 200, 400 ] );
		expect( responses[ 2 ].body.code ).toBe( 'rest_batch_not_allowed' );
	} );

	it( 'runs nothing when one request is invalid and all must validate', async () => {
		const before = site.count( 'SELECT COUNT(*) AS n FROM posts' );
		const response = await site.admin.post( '/wp-json/batch/v1', {
			validation: 'require-all-validate',
			requests: [
				{ path: '/wp/v2/posts', body: { title: 'Valid' } },
				{
					path: '/wp/v2/posts',
					body: { title: 'Invalid', status: 'shiny' },
				},
			],
		} );
		expect( response.json().failed ).toBe( 'validation' );
		expect( response.json().responses[ 0 ] ).toBeNull();
		expect( response.json().responses[ 1 ].body.code ).toBe(
			'rest_invalid_param'
		);
		expect( site.count( 'SELECT COUNT(*) AS n FROM posts' ) ).toBe(
			before
		);
		const anonymous = await site.anonymous.post( '/wp-json/batch/v1', {
			requests: [ { path: '/wp/v2/posts', body: { title: 'x' } } ],
		} );
		expect( anonymous.json().responses[ 0 ].body.code ).toBe(
			'rest_cannot_create'
		);
		expect( site.count( 'SELECT COUNT(*) AS n FROM posts' ) ).toBe(
			before
		);
	} );
} );
