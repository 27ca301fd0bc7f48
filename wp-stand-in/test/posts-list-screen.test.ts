/**
 * What wp-admin's posts screen (src/admin/posts/) asks of the REST API: pages with their totals,
 * the lists by status, search, the author embedded, the actions each user may take, trash,
 * restore and delete; and the page that carries the screen.
 */
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const LIST =
	'/wp-json/wp/v2/posts?context=edit&_embed=author&search=Zebra&orderby=date&order=desc';

async function addPosts( titles: string[], status = 'draft', as = site.admin ) {
	const ids: number[] = [];
	for ( const title of titles ) {
		const response = await as.post( '/wp-json/wp/v2/posts', {
			title,
			status,
		} );
		expect( response.statusCode ).toBe( 201 );
		ids.push( response.json().id );
	}
	return ids;
}

interface Listed {
	id: number;
	title: { raw: string };
	status: string;
	_embedded: { author: { name: string }[] };
	_links: { self: { targetHints: { allow: string[] } }[] };
}

describe( 'the posts screen over /wp/v2/posts', () => {
	it( 'pages through a list with X-WP-Total and X-WP-TotalPages, on both sides of the last page', async () => {
		await addPosts( [ 'Zebra one', 'Zebra two', 'Zebra three' ] );
		const first = await site.admin.get(
			`${ LIST }&status=draft&per_page=2&page=1`
		);
		expect( first.headers[ 'x-wp-total' ] ).toBe( '3' );
		expect( first.headers[ 'x-wp-totalpages' ] ).toBe( '2' );
		expect(
			first.json().map( ( p: Listed ) => p.title.raw )
		).toStrictEqual( [ 'Zebra three', 'Zebra two' ] );
		const last = await site.admin.get(
			`${ LIST }&status=draft&per_page=2&page=2`
		);
		expect( last.json().map( ( p: Listed ) => p.title.raw ) ).toStrictEqual(
			[ 'Zebra one' ]
		);
		expectError(
			await site.admin.get( `${ LIST }&status=draft&per_page=2&page=3` ),
			400,
			'rest_post_invalid_page_number'
		);
	} );

	it( 'lists All (every status but trash), Published, Drafts and Trash, and searches', async () => {
		const [ published ] = await addPosts( [ 'Zebra out' ], 'publish' );
		const [ draft, gone ] = await addPosts( [
			'Zebra draft',
			'Zebra gone',
		] );
		await site.admin.delete( `/wp-json/wp/v2/posts/${ gone }` );
		const ids = async ( status: string, search = 'Zebra' ) =>
			(
				await site.admin.get(
					`${ LIST.replace( 'Zebra', search ) }&status=${ status }`
				)
			)
				.json()
				.map( ( p: Listed ) => p.id )
				.sort();
		expect(
			await ids( 'publish,future,draft,pending,private' )
		).toStrictEqual( [ published, draft ].sort() );
		expect( await ids( 'publish' ) ).toStrictEqual( [ published ] );
		expect( await ids( 'draft' ) ).toStrictEqual( [ draft ] );
		expect( await ids( 'trash' ) ).toStrictEqual( [ gone ] );
		expect(
			await ids( 'publish,future,draft,pending,private', 'Zebra+draft' )
		).toStrictEqual( [ draft ] );
		expect( await ids( 'draft', 'Lion' ) ).toStrictEqual( [] );
	} );

	it( 'embeds the author and tells each user what they may do with each post', async () => {
		const contributor = await site.as( 'contributor' );
		const [ own ] = await addPosts(
			[ 'Zebra mine' ],
			'draft',
			contributor
		);
		const [ admins ] = await addPosts( [ 'Zebra admin draft' ] );
		const mine = await contributor.get(
			`${ LIST }&status=draft&author=${ contributor.userId }`
		);
		expect( mine.statusCode ).toBe( 200 );
		const [ row ] = mine.json() as Listed[];
		expect( row.id ).toBe( own );
		expect( row._embedded.author[ 0 ].name ).toBe( 'contributor user' );
		expect( row._links.self[ 0 ].targetHints.allow ).toStrictEqual( [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		] );
		// Without edit_others_posts, others' drafts are neither listed nor trashable.
		const all = await contributor.get( `${ LIST }&status=draft` );
		expect( all.json().map( ( p: Listed ) => p.id ) ).toStrictEqual( [
			own,
		] );
		expectError(
			await contributor.delete( `/wp-json/wp/v2/posts/${ admins }` ),
			403,
			'rest_cannot_delete'
		);
		// The sample post is published: an author sees it and may not touch it.
		const author = await site.as( 'author' );
		const sample = (
			await site.admin.get( '/wp-json/wp/v2/posts/1?context=edit' )
		).json() as Listed;
		expect( sample._links.self[ 0 ].targetHints.allow ).toContain(
			'DELETE'
		);
		const seenByAuthor = await author.get(
			'/wp-json/wp/v2/posts/1?context=edit'
		);
		expectError( seenByAuthor, 403, 'rest_forbidden_context' );
		expectError(
			await author.delete( '/wp-json/wp/v2/posts/1' ),
			403,
			'rest_cannot_delete'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE ID = ? AND post_status = 'draft'",
				admins
			)
		).toBe( 1 );
	} );

	it( 'trashes, restores as a draft with its slug back, and deletes from the trash for good', async () => {
		const [ id ] = await addPosts( [ 'Zebra crossing' ], 'publish' );
		const author = await site.as( 'author' );
		const trashed = await site.admin.delete(
			`/wp-json/wp/v2/posts/${ id }`
		);
		expect( trashed.json() ).toMatchObject( {
			status: 'trash',
			slug: 'zebra-crossing__trashed',
		} );
		expectError(
			await author.post( `/wp-json/wp/v2/posts/${ id }`, {
				status: 'draft',
			} ),
			403,
			'rest_cannot_edit'
		);
		const restored = await site.admin.post(
			`/wp-json/wp/v2/posts/${ id }`,
			{
				status: 'draft',
			}
		);
		expect( restored.statusCode ).toBe( 200 );
		expect( restored.json() ).toMatchObject( {
			status: 'draft',
			slug: 'zebra-crossing',
		} );
		await site.admin.delete( `/wp-json/wp/v2/posts/${ id }` );
		const deleted = await site.admin.delete(
			`/wp-json/wp/v2/posts/${ id }?force=true`
		);
		expect( deleted.json() ).toMatchObject( { deleted: true } );
		expect(
			site.count( 'SELECT COUNT(*) AS n FROM posts WHERE ID = ?', id )
		).toBe( 0 );
	} );
} );

describe( 'the posts page', () => {
	it( 'carries the screen with what it needs, and the table for browsers without JavaScript', async () => {
		const page = ( await site.admin.get( '/wp-admin/edit.php' ) ).body;
		expect( page ).toMatch(
			/<div id="tessera-posts-list" data-nonce="[0-9a-f]{10}" data-time-format="g:i a" data-post-type="post" data-rest-base="posts" data-plural="Posts" data-singular="Post" data-user-id="1" data-edits-others="1">/
		);
		expect( page ).toMatch( /<noscript>[^]*<table class="wp-list-table">/ );
		const pages = (
			await (
				await site.as( 'contributor' )
			).get( '/wp-admin/edit.php?post_type=page' )
		).statusCode;
		expect( pages ).toBe( 403 );
		const contributor = (
			await ( await site.as( 'contributor' ) ).get( '/wp-admin/edit.php' )
		).body;
		expect( contributor ).toContain( 'data-rest-base="posts"' );
		expect( contributor ).toContain( 'data-edits-others="0"' );
	} );
} );
