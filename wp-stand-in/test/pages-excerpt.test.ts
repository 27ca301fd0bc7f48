import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

/*
 * WordPress registers the `page` type without `excerpt` support, yet its REST controller gives
 * pages a fixed set of fields that includes the excerpt: pages answer with one, while the type's
 * own `supports` (which the editor reads to show the Excerpt panel) still has none.
 */
describe( 'excerpt of pages and posts in REST', () => {
	it( 'gives pages an excerpt in REST, as WordPress 6.x does, while the type does not support one', async () => {
		const page = (
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'A page',
				content:
					'<!-- wp:paragraph --><p>Page text.</p><!-- /wp:paragraph -->',
				status: 'publish',
			} )
		).json();
		expect( page.excerpt ).toStrictEqual( {
			raw: '',
			rendered: '<p>Page text.</p>\n',
			protected: false,
		} );
		for ( const context of [ 'view', 'edit', 'embed' ] ) {
			expect(
				(
					await site.admin.get(
						`/wp-json/wp/v2/pages/${ page.id }?context=${ context }`
					)
				).json()
			).toHaveProperty( 'excerpt.rendered', '<p>Page text.</p>\n' );
		}
		const edited = (
			await site.admin.post( `/wp-json/wp/v2/pages/${ page.id }`, {
				excerpt: 'A short summary.',
			} )
		).json();
		expect( edited.excerpt.raw ).toBe( 'A short summary.' );
		const schema = (
			await site.admin.request( 'OPTIONS', '/wp-json/wp/v2/pages' )
		).json().schema;
		expect( schema.properties ).toHaveProperty( 'excerpt' );
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
