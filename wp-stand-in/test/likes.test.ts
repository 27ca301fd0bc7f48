import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

async function createPost( fields: Record< string, unknown > = {} ) {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Liked post',
		status: 'publish',
		...fields,
	} );
	expect( response.statusCode ).toBe( 201 );
	return response.json() as { id: number; link: string };
}

const likesUrl = ( id: number ) => `/wp-json/wpcom/v2/posts/${ id }/likes`;
const stored = ( id: number ) =>
	site.count(
		'SELECT COUNT(*) AS n FROM tessera_likes WHERE post_id = ?',
		id
	);

describe( '/wpcom/v2/posts/<id>/likes', () => {
	it( 'counts, likes once per user and unlikes', async () => {
		const { id } = await createPost();
		expect( ( await site.anonymous.get( likesUrl( id ) ) ).json() ).toEqual(
			{ post_ID: id, like_count: 0, i_like: false }
		);

		const subscriber = await site.as( 'subscriber' );
		const liked = await subscriber.post( likesUrl( id ) );
		expect( liked.statusCode ).toBe( 200 );
		expect( liked.json() ).toEqual( {
			post_ID: id,
			like_count: 1,
			i_like: true,
		} );
		// A second like from the same user changes nothing.
		expect( ( await subscriber.post( likesUrl( id ) ) ).json() ).toEqual( {
			post_ID: id,
			like_count: 1,
			i_like: true,
		} );
		expect(
			( await site.admin.post( likesUrl( id ) ) ).json().like_count
		).toBe( 2 );
		expect( ( await site.anonymous.get( likesUrl( id ) ) ).json() ).toEqual(
			{ post_ID: id, like_count: 2, i_like: false }
		);
		expect( stored( id ) ).toBe( 2 );

		expect( ( await subscriber.delete( likesUrl( id ) ) ).json() ).toEqual(
			{ post_ID: id, like_count: 1, i_like: false }
		);
		expect( ( await subscriber.delete( likesUrl( id ) ) ).json() ).toEqual(
			{ post_ID: id, like_count: 1, i_like: false }
		);
		expect( stored( id ) ).toBe( 1 );
	} );

	it( 'refuses visitors and requests without the nonce, storing nothing', async () => {
		const { id } = await createPost();
		expectError(
			await site.anonymous.post( likesUrl( id ) ),
			401,
			'rest_not_logged_in'
		);
		expectError(
			await site.admin.post( likesUrl( id ), undefined, {
				nonce: false,
			} ),
			403,
			'rest_cookie_invalid_nonce'
		);
		expectError(
			await site.admin.post( likesUrl( id ), undefined, {
				headers: { 'x-wp-nonce': '0123456789' },
				nonce: false,
			} ),
			403,
			'rest_cookie_invalid_nonce'
		);
		expect( stored( id ) ).toBe( 0 );
	} );

	it( 'hides drafts, unknown posts and types without likes', async () => {
		const draft = await createPost( { status: 'draft' } );
		const privatePost = await createPost( { status: 'private' } );
		for ( const id of [ draft.id, privatePost.id, 999999 ] ) {
			expectError(
				await site.anonymous.get( likesUrl( id ) ),
				404,
				'rest_post_invalid_id'
			);
			expectError(
				await site.admin.post( likesUrl( id ) ),
				404,
				'rest_post_invalid_id'
			);
		}
		const block = (
			await site.admin.post( '/wp-json/wp/v2/blocks', {
				title: 'Pattern',
				status: 'publish',
				content: '<p>x</p>',
			} )
		).json();
		expectError(
			await site.admin.post( likesUrl( block.id ) ),
			404,
			'rest_post_invalid_id'
		);
		expect( site.count( 'SELECT COUNT(*) AS n FROM tessera_likes' ) ).toBe(
			0
		);
	} );

	it( 'refuses likes when the post turns them off', async () => {
		const { id } = await createPost( { jetpack_likes_enabled: false } );
		expectError(
			await site.admin.post( likesUrl( id ) ),
			403,
			'rest_likes_disabled'
		);
		expect( stored( id ) ).toBe( 0 );
	} );

	it( 'rejects an ID that is not a number', async () => {
		const response = await site.admin.post(
			'/wp-json/wpcom/v2/posts/abc/likes'
		);
		expect( expectError( response, 404, 'rest_no_route' ).code ).toBe(
			'rest_no_route'
		);
	} );
} );

describe( 'the Like button on the visitor page', () => {
	const form = ( html: string ) => ( {
		nonce: /name="_wpnonce" value="([0-9a-f]{10})"/.exec( html )?.[ 1 ],
		pressed: /aria-pressed="(true|false)"/.exec( html )?.[ 1 ],
		count: /data-count="(\d+)"/.exec( html )?.[ 1 ],
	} );

	it( 'likes and unlikes without a script, then returns to the post', async () => {
		const { id, link } = await createPost();
		const path = new URL( link ).pathname;
		const subscriber = await site.as( 'subscriber' );
		const page = ( await subscriber.get( path ) ).body;
		expect( form( page ) ).toMatchObject( {
			pressed: 'false',
			count: '0',
		} );
		expect( page ).toContain( 'Be the first to like this.' );

		const submit = ( like: string, nonce: string | undefined ) =>
			subscriber.request( 'POST', `/tessera-likes/${ id }`, {
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
				payload: new URLSearchParams( {
					like,
					_wpnonce: nonce ?? '',
				} ).toString(),
				nonce: false,
			} );
		const liked = await submit( '1', form( page ).nonce );
		expect( liked.statusCode ).toBe( 303 );
		expect( liked.headers.location ).toBe( `${ link }#tessera-likes` );
		const after = ( await subscriber.get( path ) ).body;
		expect( form( after ) ).toMatchObject( {
			pressed: 'true',
			count: '1',
		} );
		expect( after ).toContain( '1 like<' );

		expect( ( await submit( '1', 'deadbeef00' ) ).statusCode ).toBe( 403 );
		expect(
			( await submit( 'maybe', form( after ).nonce ) ).statusCode
		).toBe( 400 );
		expect( ( await submit( '0', form( after ).nonce ) ).statusCode ).toBe(
			303
		);
		expect( stored( id ) ).toBe( 0 );
	} );

	it( 'shows visitors the count and a sign-in link, and sends them to sign in', async () => {
		const { id, link } = await createPost();
		await site.admin.post( likesUrl( id ) );
		const page = ( await site.anonymous.get( new URL( link ).pathname ) )
			.body;
		expect( page ).toContain( '1 like<' );
		expect( page ).not.toContain( '<form class="tessera-likes__form"' );
		expect( page ).toContain(
			`href="/wp-login.php?redirect_to=${ encodeURIComponent( link ) }"`
		);
		const posted = await site.anonymous.request(
			'POST',
			`/tessera-likes/${ id }`,
			{
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
				payload: 'like=1',
			}
		);
		expect( posted.statusCode ).toBe( 302 );
		expect( posted.headers.location ).toContain( '/wp-login.php' );
		expect( stored( id ) ).toBe( 1 );
	} );

	it( 'is absent when likes are off', async () => {
		const { link } = await createPost( { jetpack_likes_enabled: false } );
		const page = ( await site.anonymous.get( new URL( link ).pathname ) )
			.body;
		expect( page ).not.toContain( 'tessera-likes' );
	} );
} );

it( 'keeps likes across a restart', async () => {
	const dir = mkdtempSync( join( tmpdir(), 'tessera-likes-' ) );
	try {
		const first = await createSite( { dir } );
		const { id } = (
			await first.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Kept',
				status: 'publish',
			} )
		).json();
		await first.admin.post( likesUrl( id ) );
		await first.close();
		const second = await createSite( { dir } );
		try {
			expect(
				( await second.anonymous.get( likesUrl( id ) ) ).json()
					.like_count
			).toBe( 1 );
		} finally {
			await second.close();
		}
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );
