import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

describe( 'the one-item routes of post types and taxonomies', () => {
	it( 'reads a post type by its slug, and refuses edit context to a visitor', async () => {
		const view = await site.anonymous.get( '/wp-json/wp/v2/types/page' );
		expect( view.statusCode ).toBe( 200 );
		expect( view.json() ).toMatchObject( {
			slug: 'page',
			rest_base: 'pages',
		} );
		expect( view.json() ).not.toHaveProperty( 'capabilities' );
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/types/page?context=edit'
			),
			401,
			'rest_cannot_view'
		);
		const edit = await site.admin.get(
			'/wp-json/wp/v2/types/page?context=edit'
		);
		expect( edit.json().capabilities.edit_posts ).toBe( 'edit_pages' );
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/types/nope' ),
			404,
			'rest_type_invalid'
		);
	} );

	it( 'reads a taxonomy by its slug, and refuses edit context to a visitor', async () => {
		const view = await site.anonymous.get(
			'/wp-json/wp/v2/taxonomies/post_tag'
		);
		expect( view.statusCode ).toBe( 200 );
		expect( view.json() ).toMatchObject( {
			slug: 'post_tag',
			rest_base: 'tags',
		} );
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/taxonomies/post_tag?context=edit'
			),
			401,
			'rest_forbidden_context'
		);
		expectError(
			await site.anonymous.get( '/wp-json/wp/v2/taxonomies/nope' ),
			404,
			'rest_taxonomy_invalid'
		);
	} );
} );
