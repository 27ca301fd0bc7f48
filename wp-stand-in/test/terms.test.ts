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

const countTerms = () => site.count( 'SELECT COUNT(*) AS n FROM terms' );

describe( '/wp/v2/categories and /wp/v2/tags', () => {
	it( 'lists Uncategorized with its count and links', async () => {
		const [ category ] = (
			await site.anonymous.get( '/wp-json/wp/v2/categories' )
		).json();
		expect( category ).toMatchObject( {
			id: 1,
			// Every seeded post is in it.
			count: SEEDED_POSTS,
			name: 'Uncategorized',
			slug: 'uncategorized',
			taxonomy: 'category',
			parent: 0,
		} );
		expect( category.link ).toMatch( /\/category\/uncategorized\/$/ );
		expect( category._links.about[ 0 ].href ).toMatch(
			/\/wp\/v2\/taxonomies\/category$/
		);
	} );

	it( 'creates terms, refuses duplicates and assigns them to posts', async () => {
		const tag = await site.admin.post( '/wp-json/wp/v2/tags', {
			name: 'Stars & Ratings',
		} );
		expect( tag.statusCode ).toBe( 201 );
		expect( tag.json() ).toMatchObject( {
			name: 'Stars & Ratings',
			slug: 'stars-ratings',
			taxonomy: 'post_tag',
		} );
		expect( tag.json().parent ).toBeUndefined();
		expectError(
			await site.admin.post( '/wp-json/wp/v2/tags', {
				name: 'Stars & Ratings',
			} ),
			400,
			'term_exists'
		);
		const post = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Tagged',
				status: 'publish',
				tags: [ tag.json().id ],
			} )
		).json();
		expect( post.tags ).toEqual( [ tag.json().id ] );
		const forPost = (
			await site.anonymous.get( `/wp-json/wp/v2/tags?post=${ post.id }` )
		).json();
		expect( forPost.map( ( t: { id: number } ) => t.id ) ).toEqual( [
			tag.json().id,
		] );
	} );

	it( 'lets authors create tags but not categories; visitors neither', async () => {
		const author = await site.as( 'author' );
		const before = countTerms();
		expectError(
			await site.anonymous.post( '/wp-json/wp/v2/tags', { name: 'x' } ),
			401,
			'rest_cannot_create'
		);
		expectError(
			await author.post( '/wp-json/wp/v2/categories', { name: 'News' } ),
			403,
			'rest_cannot_create'
		);
		expect( countTerms() ).toBe( before );
		expect(
			( await author.post( '/wp-json/wp/v2/tags', { name: 'fine' } ) )
				.statusCode
		).toBe( 201 );
	} );

	it( 'lets only those who manage categories rename, re-slug or read a tag for editing', async () => {
		const tag = (
			await site.admin.post( '/wp-json/wp/v2/tags', { name: 'Keep' } )
		).json();
		const stored = () =>
			site.db
				.prepare( 'SELECT name, slug FROM terms WHERE term_id = ?' )
				.get( tag.id );
		for ( const role of [ 'author', 'contributor' ] as const ) {
			const client = await site.as( role );
			expectError(
				await client.post( `/wp-json/wp/v2/tags/${ tag.id }`, {
					name: 'Spam',
					slug: 'spam',
				} ),
				403,
				'rest_cannot_update'
			);
			expectError(
				await client.get(
					`/wp-json/wp/v2/tags/${ tag.id }?context=edit`
				),
				403,
				'rest_forbidden_context'
			);
		}
		expect( stored() ).toStrictEqual( { name: 'Keep', slug: 'keep' } );
		const editor = await site.as( 'editor' );
		const renamed = await editor.post( `/wp-json/wp/v2/tags/${ tag.id }`, {
			name: 'Kept',
		} );
		expect( [ renamed.statusCode, stored() ] ).toStrictEqual( [
			200,
			{ name: 'Kept', slug: 'keep' },
		] );
		expect(
			(
				await site.admin.get(
					'/wp-json/wp/v2/taxonomies/post_tag?context=edit'
				)
			).json().capabilities
		).toStrictEqual( {
			manage_terms: 'manage_categories',
			edit_terms: 'manage_categories',
			delete_terms: 'manage_categories',
			assign_terms: 'edit_posts',
		} );
	} );

	it( 'validates input and answers unknown terms', async () => {
		const before = countTerms();
		expectError(
			await site.admin.post( '/wp-json/wp/v2/categories', {} ),
			400,
			'rest_missing_callback_param'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/categories', {
				name: 'Child',
				parent: 999,
			} ),
			400,
			'rest_term_invalid'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/categories', { name: 12 } ),
			400,
			'rest_invalid_param'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/categories', {
				name: 'x'.repeat( 300 ),
			} ),
			400,
			'rest_invalid_param'
		);
		expect( countTerms() ).toBe( before );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/categories/999' ),
			404,
			'rest_term_invalid'
		);
	} );

	it( 'deletes only with force, never the default category', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/categories', {
				name: 'Temporary',
			} )
		).json();
		expectError(
			await site.admin.delete( `/wp-json/wp/v2/categories/${ id }` ),
			501,
			'rest_trash_not_implemented'
		);
		expect(
			(
				await site.admin.delete(
					`/wp-json/wp/v2/categories/${ id }?force=true`
				)
			).json().deleted
		).toBe( true );
		expectError(
			await site.admin.delete( '/wp-json/wp/v2/categories/1?force=true' ),
			400,
			'rest_cannot_delete'
		);
		const editor = await site.as( 'author' );
		expectError(
			await editor.delete( '/wp-json/wp/v2/categories/1?force=true' ),
			403,
			'rest_cannot_delete'
		);
	} );
} );
