/**
 * `page` and `offset` far past any table (`1e20`, twenty nines) are whole numbers to WordPress, which
 * saturates them: a page past the last one is refused with the collection's invalid-page error, an
 * offset past the end finds nothing (`1e400`, infinite, counts as the largest of them). Fractions are
 * not integers: rest_invalid_param.
 * None of them may reach the database as a number SQLite refuses (a 500).
 */
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const INVALID_PAGE =
	'The page number requested is larger than the number of pages available.';

const HUGE = [ '1e20', '99999999999999999999', '9.3e18', '1e400' ];

describe( 'a page past the last one', () => {
	it.each( HUGE )(
		'page=%s of posts is rest_post_invalid_page_number',
		async ( page ) => {
			const response = await site.anonymous.get(
				`/wp-json/wp/v2/posts?page=${ page }`
			);
			const body = expectError(
				response,
				400,
				'rest_post_invalid_page_number'
			);
			expect( body.message ).toBe( INVALID_PAGE );
		}
	);

	it.each( HUGE )(
		'page=%s of users is rest_user_invalid_page_number',
		async ( page ) => {
			expect(
				expectError(
					await site.admin.get(
						`/wp-json/wp/v2/users?page=${ page }`
					),
					400,
					'rest_user_invalid_page_number'
				).message
			).toBe( INVALID_PAGE );
		}
	);

	it( 'is refused on categories and search results too', async () => {
		expect(
			expectError(
				await site.anonymous.get(
					'/wp-json/wp/v2/categories?page=1e20'
				),
				400,
				'rest_term_invalid_page_number'
			).message
		).toBe( INVALID_PAGE );
		expectError(
			await site.anonymous.get(
				'/wp-json/wp/v2/search?search=tessera&page=1e20'
			),
			400,
			'rest_search_invalid_page_number'
		);
	} );

	it( 'of an empty collection is an empty page, as WordPress answers', async () => {
		const response = await site.admin.get(
			'/wp-json/wp/v2/media?page=1e20'
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toStrictEqual( [] );
		expect( response.headers[ 'x-wp-total' ] ).toBe( '0' );
	} );
} );

describe( 'an offset past the end', () => {
	it.each( [
		'/wp-json/wp/v2/posts',
		'/wp-json/wp/v2/users',
		'/wp-json/wp/v2/media',
		'/wp-json/wp/v2/categories',
	] )(
		'%s?offset=1e30 is an empty page with the whole total',
		async ( url ) => {
			const total = ( await site.admin.get( url ) ).headers[
				'x-wp-total'
			];
			const response = await site.admin.get( `${ url }?offset=1e30` );
			expect( response.statusCode ).toBe( 200 );
			expect( response.json() ).toStrictEqual( [] );
			expect( response.headers[ 'x-wp-total' ] ).toBe( total );
		}
	);
} );

describe( 'numbers that are not integers', () => {
	it.each( [ '2.5', '1e-5', '12abc', '-1e20' ] )(
		'page=%s is rest_invalid_param',
		async ( page ) => {
			const body = expectError(
				await site.anonymous.get(
					`/wp-json/wp/v2/posts?page=${ page }`
				),
				400,
				'rest_invalid_param'
			);
			expect( body.message ).toBe( 'Invalid parameter(s): page' );
		}
	);
} );

describe( 'page numbers of the site’s own pages', () => {
	it.each( [
		'/?paged=99999999999999999999',
		'/?s=tessera&paged=1e20',
		'/category/uncategorized/?paged=99999999999999999999',
	] )( '%s is a page with no posts', async ( url ) => {
		const response = await site.anonymous.get( url );
		expect( response.statusCode ).toBeLessThan( 500 );
	} );

	it( 'wp-admin’s post list takes a huge paged', async () => {
		const response = await site.admin.get(
			'/wp-admin/edit.php?paged=99999999999999999999'
		);
		expect( response.statusCode ).toBe( 200 );
	} );
} );

it( 'comments take a huge page or offset too', async () => {
	for ( const query of [ 'page=1e20', 'offset=1e30' ] ) {
		const response = await site.anonymous.get(
			`/wp-json/wp/v2/comments?${ query }`
		);
		expect( response.statusCode ).toBe( 200 );
		expect( response.json() ).toStrictEqual( [] );
	}
} );
