import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const ROOT = '<http://localhost/wp-json/>; rel="https://api.w.org/"';
const alternate = ( route: string ) =>
	`<http://localhost/wp-json${ route }>; rel="alternate"; title="JSON"; type="application/json"`;

/** The page's Link headers, always as a list. */
async function linkHeaders( url: string ): Promise< string[] > {
	const response = await site.anonymous.get( url );
	return ( [] as string[] ).concat( response.headers.link ?? [] );
}

describe( 'Link headers of visitor pages', () => {
	it( "names a single post's and page's REST address beside the API root", async () => {
		expect( await linkHeaders( '/?p=1' ) ).toStrictEqual( [
			ROOT,
			alternate( '/wp/v2/posts/1' ),
		] );
		const page = (
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'About us',
				status: 'publish',
			} )
		).json();
		expect( await linkHeaders( '/about-us/' ) ).toStrictEqual( [
			ROOT,
			alternate( `/wp/v2/pages/${ page.id }` ),
		] );
		const html = ( await site.anonymous.get( '/?p=1' ) ).body;
		expect( html ).toContain(
			'<link rel="https://api.w.org/" href="http://localhost/wp-json/">'
		);
		expect( html ).toContain(
			'<link rel="alternate" title="JSON" type="application/json" href="http://localhost/wp-json/wp/v2/posts/1">'
		);
	} );

	it( "names a term's and an author's REST address on their archives", async () => {
		expect( await linkHeaders( '/category/uncategorized/' ) ).toStrictEqual(
			[ ROOT, alternate( '/wp/v2/categories/1' ) ]
		);
		expect( await linkHeaders( '/author/admin/' ) ).toStrictEqual( [
			ROOT,
			alternate( `/wp/v2/users/${ site.admin.userId }` ),
		] );
	} );

	it( 'names only the API root on pages of no single resource', async () => {
		for ( const url of [ '/', '/?s=gallery', '/no-such-page/' ] ) {
			expect( await linkHeaders( url ) ).toStrictEqual( [ ROOT ] );
		}
		expect( ( await site.anonymous.get( '/' ) ).body ).not.toContain(
			'rel="alternate" title="JSON"'
		);
	} );

	it( "names the post's REST address on its embed page", async () => {
		expect( await linkHeaders( '/?p=1&embed=true' ) ).toStrictEqual( [
			ROOT,
			alternate( '/wp/v2/posts/1' ),
		] );
	} );
} );
