import { createSite, type TestSite } from './helpers';
import { encodeShortCode } from '../../shared/shortlink/code';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

const post = async ( fields: Record< string, unknown > ) =>
	(
		await site.admin.post( '/wp-json/wp/v2/posts', {
			title: 'Short',
			...fields,
		} )
	).json();

describe( 'short links', () => {
	it( 'gives a published post a /s/ link that sends visitors to it', async () => {
		const published = await post( { status: 'publish' } );
		const code = encodeShortCode( published.id );
		const origin = /^https?:\/\/[^/]+/.exec( published.link )![ 0 ];
		expect( published.jetpack_shortlink ).toBe( `${ origin }/s/${ code }` );
		const response = await site.anonymous.get( `/s/${ code }` );
		expect( response.statusCode ).toBe( 301 );
		expect( response.headers.location ).toBe( published.link );
	} );

	it( 'is empty before publishing and leads nowhere for drafts', async () => {
		const draft = await post( { status: 'draft' } );
		expect( draft.jetpack_shortlink ).toBe( '' );
		const response = await site.anonymous.get(
			`/s/${ encodeShortCode( draft.id ) }`
		);
		expect( response.statusCode ).toBe( 404 );
		// Not even its author is redirected: the link belongs to the published post.
		expect(
			( await site.admin.get( `/s/${ encodeShortCode( draft.id ) }` ) )
				.statusCode
		).toBe( 404 );
	} );

	it( 'gives pages one too, and 404s for unknown or malformed codes', async () => {
		const page = (
			await site.admin.post( '/wp-json/wp/v2/pages', {
				title: 'About',
				status: 'publish',
			} )
		).json();
		const response = await site.anonymous.get(
			new URL( page.jetpack_shortlink ).pathname
		);
		expect( response.headers.location ).toBe( page.link );
		for ( const code of [ 'ZZZZZ', '0', '%3Cscript%3E', 'a-b' ] ) {
			expect(
				( await site.anonymous.get( `/s/${ code }` ) ).statusCode
			).toBe( 404 );
		}
	} );

	it( 'keeps the link when the slug changes', async () => {
		const published = await post( { status: 'publish' } );
		const renamed = (
			await site.admin.post( `/wp-json/wp/v2/posts/${ published.id }`, {
				slug: 'renamed',
			} )
		).json();
		expect( renamed.jetpack_shortlink ).toBe( published.jetpack_shortlink );
		const response = await site.anonymous.get(
			new URL( renamed.jetpack_shortlink ).pathname
		);
		expect( response.headers.location ).toBe( renamed.link );
		expect( renamed.link ).toMatch( /\/renamed\/$/ );
	} );
} );
