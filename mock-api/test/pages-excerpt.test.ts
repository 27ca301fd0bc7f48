import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

/*
 * WordPress registers the `page` type without `excerpt` support (post_type_supports( 'page',
 * 'excerpt' ) is false), so its REST schema and answers have no excerpt, while posts have one.
 */
describe( 'excerpt of pages and posts in REST', () => {
	it( 'gives posts an excerpt and pages none, as WordPress 6.x does', async () => {
		const page = (
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'A page',
				content:
					'<!-- wp:paragraph --><p>Page text.</p><!-- /wp:paragraph -->',
				status: 'publish',
			} )
		).json();
		expect( page ).not.toHaveProperty( 'excerpt' );
		for ( const context of [ 'view', 'edit', 'embed' ] ) {
			expect(
				(
					await site.admin.get(
						`/wp-json/wp/v2/pages/${ page.id }?context=${ context }`
					)
				).json()
			).not.toHaveProperty( 'excerpt' );
		}
		const schema = (
			await site.admin.request( 'OPTIONS', '/wp-json/wp/v2/pages' )
		).json().schema;
		expect( schema.properties ).not.toHaveProperty( 'excerpt' );
		const types = (
			await site.admin.get( '/wp-json/wp/v2/types/page?context=edit' )
		).json();
		expect( types.supports ).not.toHaveProperty( 'excerpt' );
		const post = (
			await site.anonymous.get( '/wp-json/wp/v2/posts/1' )
		).json();
		expect( post.excerpt ).toStrictEqual( {
			rendered: expect.any( String ),
			protected: false,
		} );
	} );
} );
