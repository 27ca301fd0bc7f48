import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, expectError, type Client, type TestSite } from './helpers';
import { TINY_PNG } from './support/tiny-png';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const row = ( id: number ) =>
	site.db
		.prepare(
			'SELECT post_author, post_status, post_type FROM posts WHERE ID = ?'
		)
		.get( id ) as
		| { post_author: number; post_status: string; post_type: string }
		| undefined;

/** An author with a published post, a draft, a trashed post, an image, a revision and a pattern. */
async function authorWithContent( author: Client ) {
	const create = async ( body: Record< string, unknown >, base = 'posts' ) =>
		( await author.post( `/wp-json/wp/v2/${ base }`, body ) ).json().id;
	const published = await create( {
		title: 'Published by the author',
		status: 'publish',
	} );
	await author.post( `/wp-json/wp/v2/posts/${ published }`, {
		content: 'Edited, so that a revision is kept.',
	} );
	const draft = await create( { title: 'Draft by the author' } );
	const trashed = await create( { title: 'Trashed by the author' } );
	await author.delete( `/wp-json/wp/v2/posts/${ trashed }` );
	const image = (
		await author.request( 'POST', '/wp-json/wp/v2/media', {
			payload: TINY_PNG,
			headers: {
				'content-type': 'image/png',
				'content-disposition': 'attachment; filename="author.png"',
			},
		} )
	).json();
	const pattern = await create(
		{ title: 'Pattern by the author', status: 'publish' },
		'blocks'
	);
	const revisions = (
		site.db
			.prepare(
				"SELECT ID FROM posts WHERE post_type = 'revision' AND post_author = ?"
			)
			.all( author.userId ) as { ID: number }[]
	 ).map( ( r ) => r.ID );
	return { published, draft, trashed, image, pattern, revisions };
}

const deleteUrl = ( id: number | 'me', query: string ) =>
	`/wp-json/wp/v2/users/${ id }?${ query }`;

describe( 'DELETE /wp/v2/users/<id>', () => {
	it( 'gives the posts to the user named in `reassign`, and deletes the user with their sessions', async () => {
		const author = await site.as( 'author' );
		const content = await authorWithContent( author );
		const response = await site.admin.delete(
			deleteUrl(
				author.userId,
				`force=true&reassign=${ site.admin.userId }`
			)
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toMatchObject( {
			deleted: true,
			previous: {
				id: author.userId,
				username: 'author',
				email: 'author@example.test',
				roles: [ 'author' ],
			},
		} );
		for ( const id of [
			content.published,
			content.draft,
			content.trashed,
			content.image.id,
			content.pattern,
			...content.revisions,
		] ) {
			expect( row( id )?.post_author ).toBe( site.admin.userId );
		}
		expect( row( content.published )?.post_status ).toBe( 'publish' );
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM users WHERE ID = ?',
				author.userId
			)
		).toBe( 0 );
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?',
				author.userId
			)
		).toBe( 0 );
		expectError(
			await author.get( '/wp-json/wp/v2/users/me' ),
			401,
			'rest_not_logged_in'
		);
	} );

	it( 'deletes the posts with `reassign=false` as WordPress does', async () => {
		const author = await site.as( 'author' );
		const content = await authorWithContent( author );
		const file = join(
			site.dir,
			'data',
			'uploads',
			new URL( content.image.source_url ).pathname.replace(
				'/wp-content/uploads/',
				''
			)
		);
		expect( existsSync( file ) ).toBe( true );
		const response = await site.admin.delete(
			deleteUrl( author.userId, 'force=true&reassign=false' )
		);
		expect( response.statusCode ).toBe( 200 );
		// Posts and pages go to the trash; one already there goes for good.
		expect( row( content.published ) ).toMatchObject( {
			post_status: 'trash',
		} );
		expect( row( content.draft ) ).toMatchObject( {
			post_status: 'trash',
		} );
		expect( row( content.trashed ) ).toBeUndefined();
		// Attachments (with their file) and revisions go for good.
		expect( row( content.image.id ) ).toBeUndefined();
		expect( existsSync( file ) ).toBe( false );
		expect( content.revisions.length ).toBeGreaterThan( 0 );
		for ( const id of content.revisions ) {
			expect( row( id ) ).toBeUndefined();
		}
		// Patterns have no author support in WordPress: they stay.
		expect( row( content.pattern ) ).toMatchObject( {
			post_type: 'wp_block',
			post_status: 'publish',
		} );
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM users WHERE ID = ?',
				author.userId
			)
		).toBe( 0 );
	} );

	it( 'has no trash: `force` must be true', async () => {
		const author = await site.as( 'author' );
		for ( const query of [
			`reassign=${ site.admin.userId }`,
			`force=false&reassign=${ site.admin.userId }`,
		] ) {
			const body = expectError(
				await site.admin.delete( deleteUrl( author.userId, query ) ),
				501,
				'rest_trash_not_supported'
			);
			expect( body.message ).toBe(
				"Users do not support trashing. Set 'force=true' to delete."
			);
		}
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM users WHERE ID = ?',
				author.userId
			)
		).toBe( 1 );
	} );

	it( 'needs `reassign`, and refuses a value that names no other user', async () => {
		const author = await site.as( 'author' );
		const missing = expectError(
			await site.admin.delete( deleteUrl( author.userId, 'force=true' ) ),
			400,
			'rest_missing_callback_param'
		);
		expect( missing.data.params ).toStrictEqual( [ 'reassign' ] );
		const invalid = expectError(
			await site.admin.delete(
				deleteUrl( author.userId, 'force=true&reassign=someone' )
			),
			400,
			'rest_invalid_param'
		);
		expect( invalid.message ).toBe( 'Invalid parameter(s): reassign' );
		expect( invalid.data.params ).toStrictEqual( {
			reassign: 'Invalid user parameter(s).',
		} );
		for ( const reassign of [ author.userId, 9999 ] ) {
			const body = expectError(
				await site.admin.delete(
					deleteUrl(
						author.userId,
						`force=true&reassign=${ reassign }`
					)
				),
				400,
				'rest_user_invalid_reassign'
			);
			expect( body.message ).toBe( 'Invalid user ID for reassignment.' );
		}
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM users WHERE ID = ?',
				author.userId
			)
		).toBe( 1 );
	} );

	it( 'lets only those who may delete users do it', async () => {
		const author = await site.as( 'author' );
		const editor = await site.as( 'editor' );
		const query = `force=true&reassign=${ site.admin.userId }`;
		const body = expectError(
			await editor.delete( deleteUrl( author.userId, query ) ),
			403,
			'rest_user_cannot_delete'
		);
		expect( body.message ).toBe(
			'Sorry, you are not allowed to delete this user.'
		);
		expectError(
			await site.anonymous.delete( deleteUrl( author.userId, query ) ),
			401,
			'rest_user_cannot_delete'
		);
		expectError(
			await site.admin.delete( deleteUrl( 9999, query ) ),
			404,
			'rest_user_invalid_id'
		);
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM users WHERE ID = ?',
				author.userId
			)
		).toBe( 1 );
	} );
} );

describe( 'DELETE /wp/v2/users/me', () => {
	it( 'deletes the signed-in user, if they may delete users', async () => {
		const second = await site.as( 'administrator', 'second-admin' );
		const post = (
			await second.post( '/wp-json/wp/v2/posts', { title: 'Mine' } )
		).json();
		const response = await second.delete(
			deleteUrl( 'me', `force=true&reassign=${ site.admin.userId }` )
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json().previous.username ).toBe( 'second-admin' );
		expect( row( post.id )?.post_author ).toBe( site.admin.userId );
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.delete(
				deleteUrl( 'me', 'force=true&reassign=false' )
			),
			403,
			'rest_user_cannot_delete'
		);
		expectError(
			await site.anonymous.delete(
				deleteUrl( 'me', 'force=true&reassign=false' )
			),
			404,
			'rest_user_invalid_id'
		);
	} );
} );
