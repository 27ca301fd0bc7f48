import {
	createSite,
	expectError,
	SEEDED_POSTS,
	type TestSite,
} from './helpers';
import { encodeShortCode } from '../../shared/shortlink/code';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const countPosts = () =>
	site.count( "SELECT COUNT(*) AS n FROM posts WHERE post_type = 'post'" );

describe( '/wp/v2/posts', () => {
	it( 'creates a post and returns it in edit context with WordPress fields', async () => {
		const response = await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Hello world',
			content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
			status: 'publish',
		} );
		expect( response.statusCode ).toBe( 201 );
		const post = response.json();
		expect( response.headers.location ).toMatch(
			new RegExp( `/wp-json/wp/v2/posts/${ post.id }$` )
		);
		expect( post ).toMatchObject( {
			type: 'post',
			status: 'publish',
			slug: 'hello-world',
			title: { raw: 'Hello world', rendered: 'Hello world' },
			content: {
				raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
				rendered: '<p>Hi</p>',
				protected: false,
				block_version: 1,
			},
			author: site.admin.userId,
			generated_slug: 'hello-world',
			categories: [ 1 ],
			tags: [],
			meta: {
				advanced_seo_description: '',
				jetpack_sharing_enabled: true,
			},
			jetpack_likes_enabled: true,
		} );
		expect( post.link ).toMatch( /\/\d{4}\/\d{2}\/hello-world\/$/ );
		// As get_sample_permalink(): the date tags are filled, only %postname% is left.
		expect( post.permalink_template ).toBe(
			post.link.replace( /hello-world\/$/, '%postname%/' )
		);
		expect( post.jetpack_shortlink ).toMatch(
			new RegExp( `/s/${ encodeShortCode( post.id ) }$` )
		);
		expect( post._links[ 'wp:action-publish' ] ).toBeDefined();
		expect( post._links.self[ 0 ].targetHints.allow ).toEqual( [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		] );
	} );

	it( 'shows raw fields only in edit context', async () => {
		const view = (
			await site.anonymous.get( '/wp-json/wp/v2/posts/1' )
		).json();
		expect( view.title ).toEqual( { rendered: 'Tessera block gallery' } );
		expect( view.content.raw ).toBeUndefined();
		expect( view.permalink_template ).toBeUndefined();
		const edit = (
			await site.admin.get( '/wp-json/wp/v2/posts/1?context=edit' )
		).json();
		expect( edit.title.raw ).toBe( 'Tessera block gallery' );
		expect( edit.content.raw ).toContain( '<!-- wp:' );
	} );

	it( 'lists published posts with pagination headers and honours per_page, search and _fields', async () => {
		for ( const title of [ 'Apple pie', 'Banana bread', 'Cherry tart' ] ) {
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title,
				status: 'publish',
			} );
		}
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Draft cake',
			status: 'draft',
		} );
		const page = await site.anonymous.get(
			'/wp-json/wp/v2/posts?per_page=2&_fields=id,title'
		);
		// The seed's posts and the three published here, two a page.
		expect( page.headers[ 'x-wp-total' ] ).toBe(
			String( SEEDED_POSTS + 3 )
		);
		expect( page.headers[ 'x-wp-totalpages' ] ).toBe(
			String( Math.ceil( ( SEEDED_POSTS + 3 ) / 2 ) )
		);
		expect( page.headers.link ).toContain( 'rel="next"' );
		expect( page.json() ).toHaveLength( 2 );
		expect( Object.keys( page.json()[ 0 ] ) ).toEqual( [ 'id', 'title' ] );
		const search = (
			await site.anonymous.get( '/wp-json/wp/v2/posts?search=banana' )
		).json();
		expect(
			search.map(
				( p: { title: { rendered: string } } ) => p.title.rendered
			)
		).toEqual( [ 'Banana bread' ] );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts?page=9' ),
			400,
			'rest_post_invalid_page_number'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts?per_page=101' ),
			400,
			'rest_invalid_param'
		);
	} );

	it( 'filters by status only for users who may edit posts', async () => {
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Secret draft',
			status: 'draft',
		} );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts?status=draft' ),
			401,
			'rest_forbidden_status'
		);
		const drafts = (
			await site.admin.get(
				'/wp-json/wp/v2/posts?status=draft&context=edit'
			)
		).json();
		expect(
			drafts.map( ( p: { title: { raw: string } } ) => p.title.raw )
		).toEqual( [ 'Secret draft' ] );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts?context=edit' ),
			401,
			'rest_forbidden_context'
		);
	} );

	it( 'embeds the author and terms with _embed', async () => {
		const post = (
			await site.anonymous.get(
				'/wp-json/wp/v2/posts/1?_embed=author,wp:term'
			)
		).json();
		expect( post._embedded.author[ 0 ] ).toMatchObject( {
			id: site.admin.userId,
			name: 'admin',
		} );
		expect( post._embedded[ 'wp:term' ][ 0 ][ 0 ] ).toMatchObject( {
			id: 1,
			name: 'Uncategorized',
			taxonomy: 'category',
		} );
	} );

	it( 'answers unknown ids with rest_post_invalid_id', async () => {
		const before = countPosts();
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/posts/999999' ),
			404,
			'rest_post_invalid_id'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts/999999', {
				title: 'x',
			} ),
			404,
			'rest_post_invalid_id'
		);
		expectError(
			await site.admin.delete( '/wp-json/wp/v2/posts/999999' ),
			404,
			'rest_post_invalid_id'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/pages/1' ),
			404,
			'rest_post_invalid_id'
		);
		expect( countPosts() ).toBe( before );
	} );

	it( 'trashes, refuses to trash twice, then deletes for good with force', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Short lived',
				status: 'publish',
			} )
		).json();
		const trashed = await site.admin.delete(
			`/wp-json/wp/v2/posts/${ id }`
		);
		expect( trashed.json() ).toMatchObject( {
			id,
			status: 'trash',
			slug: 'short-lived__trashed',
		} );
		expectError(
			await site.admin.delete( `/wp-json/wp/v2/posts/${ id }` ),
			410,
			'rest_already_trashed'
		);
		const deleted = await site.admin.delete(
			`/wp-json/wp/v2/posts/${ id }?force=true`
		);
		expect( deleted.json() ).toMatchObject( {
			deleted: true,
			previous: { id },
		} );
		expect(
			site.count(
				'SELECT COUNT(*) AS n FROM posts WHERE ID = ? OR post_parent = ?',
				id,
				id
			)
		).toBe( 0 );
	} );

	it( 'makes slugs unique and schedules posts dated in the future', async () => {
		const first = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Same',
				status: 'publish',
			} )
		).json();
		const second = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Same',
				status: 'publish',
			} )
		).json();
		expect( [ first.slug, second.slug ] ).toEqual( [ 'same', 'same-2' ] );
		const future = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Later',
				status: 'publish',
				date: '2099-01-02T10:00:00',
			} )
		).json();
		expect( future ).toMatchObject( {
			status: 'future',
			date: '2099-01-02T10:00:00',
			date_gmt: '2099-01-02T10:00:00',
		} );
		expectError(
			await site.anonymous.get( `/wp-json/wp/v2/posts/${ future.id }` ),
			401,
			'rest_forbidden'
		);
	} );

	it( 'keeps a draft date floating until it is published', async () => {
		const draft = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Floating',
			} )
		).json();
		expect( draft.status ).toBe( 'draft' );
		expect( draft.slug ).toBe( '' );
		expect( draft.generated_slug ).toBe( 'floating' );
		expect( draft.link ).toMatch( new RegExp( `/\\?p=${ draft.id }$` ) );
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE ID = ? AND post_date_gmt = '0000-00-00 00:00:00'",
				draft.id
			)
		).toBe( 1 );
	} );
} );

describe( 'permissions per role', () => {
	it( 'lets no visitor write', async () => {
		const before = countPosts();
		expectError(
			await site.anonymous.post( '/wp-json/wp/v2/posts', {
				title: 'Spam',
			} ),
			401,
			'rest_cannot_create'
		);
		expectError(
			await site.anonymous.post( '/wp-json/wp/v2/posts/1', {
				title: 'Defaced',
			} ),
			401,
			'rest_cannot_edit'
		);
		expectError(
			await site.anonymous.delete( '/wp-json/wp/v2/posts/1' ),
			401,
			'rest_cannot_delete'
		);
		expect( countPosts() ).toBe( before );
	} );

	it( 'lets a contributor write drafts but not publish', async () => {
		const contributor = await site.as( 'contributor' );
		const before = countPosts();
		expectError(
			await contributor.post( '/wp-json/wp/v2/posts', {
				title: 'Mine',
				status: 'publish',
			} ),
			403,
			'rest_cannot_publish'
		);
		expect( countPosts() ).toBe( before );
		const draft = await contributor.post( '/wp-json/wp/v2/posts', {
			title: 'Mine',
			status: 'pending',
		} );
		expect( draft.statusCode ).toBe( 201 );
		expect( draft.json()._links[ 'wp:action-publish' ] ).toBeUndefined();
	} );

	it( "stops an author from editing or deleting another author's post", async () => {
		const alice = await site.as( 'author', 'alice' );
		const bob = await site.as( 'author', 'bob' );
		const post = (
			await alice.post( '/wp-json/wp/v2/posts', {
				title: 'Alice writes',
				status: 'publish',
			} )
		).json();
		expectError(
			await bob.post( `/wp-json/wp/v2/posts/${ post.id }`, {
				title: 'Bob was here',
			} ),
			403,
			'rest_cannot_edit'
		);
		expectError(
			await bob.delete( `/wp-json/wp/v2/posts/${ post.id }` ),
			403,
			'rest_cannot_delete'
		);
		expectError(
			await bob.post( '/wp-json/wp/v2/posts', {
				title: 'As Alice',
				author: alice.userId,
			} ),
			403,
			'rest_cannot_edit_others'
		);
		const stored = site.db
			.prepare( 'SELECT post_title FROM posts WHERE ID = ?' )
			.get( post.id ) as { post_title: string };
		expect( stored.post_title ).toBe( 'Alice writes' );
		const editor = await site.as( 'editor' );
		expect(
			(
				await editor.post( `/wp-json/wp/v2/posts/${ post.id }`, {
					title: 'Edited',
				} )
			).statusCode
		).toBe( 200 );
	} );

	it( 'hides drafts from visitors and from other authors', async () => {
		const alice = await site.as( 'author', 'alice' );
		const draft = (
			await alice.post( '/wp-json/wp/v2/posts', { title: 'Not yet' } )
		).json();
		expectError(
			await site.anonymous.get( `/wp-json/wp/v2/posts/${ draft.id }` ),
			401,
			'rest_forbidden'
		);
		const bob = await site.as( 'author', 'bob' );
		expectError(
			await bob.get( `/wp-json/wp/v2/posts/${ draft.id }` ),
			403,
			'rest_forbidden'
		);
		const bobDrafts = (
			await bob.get( '/wp-json/wp/v2/posts?status=draft' )
		).json();
		expect( bobDrafts ).toEqual( [] );
	} );

	it( 'strips script from the content of users without unfiltered_html', async () => {
		const author = await site.as( 'author' );
		const post = (
			await author.post( '/wp-json/wp/v2/posts', {
				title: 'X',
				content:
					'<!-- wp:paragraph --><p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p><!-- /wp:paragraph -->',
			} )
		).json();
		const stored = site.db
			.prepare( 'SELECT post_content FROM posts WHERE ID = ?' )
			.get( post.id ) as { post_content: string };
		expect( stored.post_content ).toBe(
			// As in WordPress, kses removes the tags and keeps the text between them.
			'<!-- wp:paragraph --><p>Hi<img src="x">alert(2)</p><!-- /wp:paragraph -->'
		);
	} );
} );

describe( 'bad input', () => {
	it( 'rejects wrong types, naming the field, and stores nothing', async () => {
		const before = countPosts();
		for ( const [ body, field ] of [
			[ { title: 'x', status: 'shiny' }, 'status' ],
			[
				{ title: 'x', meta: { jetpack_sharing_enabled: 'yes' } },
				'meta',
			],
			[
				{ title: 'x', jetpack_likes_enabled: 'no' },
				'jetpack_likes_enabled',
			],
			[ { title: 'x', categories: [ 'one' ] }, 'categories' ],
			[ { title: 'x', author: 'me' }, 'author' ],
			[ { title: 'x', date: 'yesterday' }, 'date' ],
			[ { title: 7 }, 'title' ],
		] as const ) {
			const error = expectError(
				await site.admin.post( '/wp-json/wp/v2/posts', body ),
				400,
				'rest_invalid_param'
			);
			expect( error.data.params ).toHaveProperty( field );
		}
		expect( countPosts() ).toBe( before );
	} );

	it( 'names the meta key in the message', async () => {
		const error = expectError(
			await site.admin.post( '/wp-json/wp/v2/posts/1', {
				meta: { jetpack_is_tweetstorm: 1 },
			} ),
			400,
			'rest_invalid_param'
		);
		expect( error.data.params.meta ).toBe(
			'meta[jetpack_is_tweetstorm] is not of type boolean.'
		);
	} );

	it( 'rejects a 10 MB string with a 400 and leaves the post unchanged', async () => {
		const huge = 'x'.repeat( 10 * 1024 * 1024 );
		const before = countPosts();
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Big',
				content: huge,
			} ),
			400,
			'rest_invalid_param'
		);
		const error = expectError(
			await site.admin.post( '/wp-json/wp/v2/posts/1', { title: huge } ),
			400,
			'rest_invalid_param'
		);
		expect( error.data.params.title ).toBe(
			'title must be at most 65535 characters long.'
		);
		expect( countPosts() ).toBe( before );
		expect(
			(
				site.db
					.prepare( 'SELECT post_title FROM posts WHERE ID = 1' )
					.get() as { post_title: string }
			 ).post_title
		).toBe( 'Tessera block gallery' );
	} );

	it( 'answers malformed JSON with rest_invalid_json', async () => {
		const before = countPosts();
		const response = await site.admin.request(
			'POST',
			'/wp-json/wp/v2/posts',
			{
				payload: '{"title": ',
				headers: { 'content-type': 'application/json' },
			}
		);
		expectError( response, 400, 'rest_invalid_json' );
		expect( countPosts() ).toBe( before );
	} );

	it( 'refuses an id on create and an unknown featured image, author or parent', async () => {
		const before = countPosts();
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts', {
				id: 1,
				title: 'x',
			} ),
			400,
			'rest_post_exists'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'x',
				featured_media: 424242,
			} ),
			400,
			'rest_invalid_featured_media'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'x',
				author: 424242,
			} ),
			400,
			'rest_invalid_author'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'x',
				parent: 424242,
			} ),
			400,
			'rest_post_invalid_id'
		);
		expect( countPosts() ).toBe( before );
	} );
} );

describe( 'post meta and fields from extensions/post-fields.ts', () => {
	it( 'stores meta and writable fields, ignores the read-only one', async () => {
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts/1', {
				meta: {
					advanced_seo_description: 'Stars and Markdown',
					jetpack_publicize_message: 'New post!',
					jetpack_is_tweetstorm: true,
				},
				jetpack_likes_enabled: false,
				jetpack_shortlink: 'https://evil.example/',
			} )
		).json();
		expect( post.meta ).toMatchObject( {
			advanced_seo_description: 'Stars and Markdown',
			jetpack_publicize_message: 'New post!',
			jetpack_is_tweetstorm: true,
			jetpack_sharing_enabled: true,
		} );
		expect( post.jetpack_likes_enabled ).toBe( false );
		expect( post.jetpack_shortlink ).toMatch( /\/s\/1$/ );
		const again = (
			await site.anonymous.get( '/wp-json/wp/v2/posts/1' )
		).json();
		expect( again.meta.advanced_seo_description ).toBe(
			'Stars and Markdown'
		);
	} );
} );
