import { Socket } from 'node:net';
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const details = ( url: string ) =>
	`/wp-json/wp-block-editor/v1/url-details?url=${ encodeURIComponent(
		url
	) }`;

/** The sample post's address, as the editor's link control gets it. */
async function sampleLink(): Promise< string > {
	return ( await site.anonymous.get( '/wp-json/wp/v2/posts/1' ) ).json().link;
}

describe( '/wp-block-editor/v1/url-details', () => {
	it( 'is only for people who edit posts', async () => {
		const link = await sampleLink();
		const body = expectError(
			await site.anonymous.get( details( link ) ),
			401,
			'rest_cannot_view_url_details'
		);
		expect( body.message ).toBe(
			'Sorry, you are not allowed to process remote urls.'
		);
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.get( details( link ) ),
			403,
			'rest_cannot_view_url_details'
		);
		const contributor = await site.as( 'contributor' );
		expect( ( await contributor.get( details( link ) ) ).statusCode ).toBe(
			200
		);
	} );

	it( "reads this site's own page as a visitor sees it", async () => {
		const link = await sampleLink();
		const siteTitle = ( await site.anonymous.get( '/wp-json/' ) ).json()
			.name;
		const response = await site.admin.get( details( link ) );
		expect( response.statusCode ).toBe( 200 );
		const { description, ...rest } = response.json();
		expect( rest ).toStrictEqual( {
			title: `Tessera block gallery – ${ siteTitle }`,
			icon: '',
			image: '',
		} );
		// The page's description meta, as plain text.
		expect( description.length ).toBeGreaterThan( 20 );
		expect( description ).not.toMatch( /[<>]|&#?\w+;/ );
		// The address without its trailing slash is the same page.
		expect(
			(
				await site.admin.get( details( link.replace( /\/$/, '' ) ) )
			).json()
		).toStrictEqual( response.json() );
	} );

	it( 'answers no_response for a page of this site that a visitor cannot see', async () => {
		const draft = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Secret draft',
				status: 'draft',
			} )
		).json();
		for ( const url of [
			`http://localhost/?p=${ draft.id }`,
			'http://localhost/no-such-page/',
			'http://localhost/wp-json/wp/v2/users/me',
		] ) {
			const body = expectError(
				await site.admin.get( details( url ) ),
				404,
				'no_response'
			);
			expect( body.message ).toBe(
				'URL not found. Response returned a non-200 status code for this URL.'
			);
		}
	} );

	it( 'refuses every other site as a failed fetch, without a connection', async () => {
		const connect = jest.spyOn( Socket.prototype, 'connect' );
		try {
			for ( const url of [
				'https://example.com/',
				'http://example.org:8080/page?x=1',
				'https://localhost.example.com/',
			] ) {
				expectError(
					await site.admin.get( details( url ) ),
					404,
					'no_response'
				);
			}
			expect( connect ).not.toHaveBeenCalled();
		} finally {
			connect.mockRestore();
		}
	} );

	it( 'refuses addresses WordPress does not fetch, as an invalid parameter', async () => {
		for ( const url of [
			'not a url',
			'ftp://example.com/file',
			'javascript:alert(1)',
			'http://user:secret@example.com/',
			'http://127.0.0.1/',
			'http://10.1.2.3/admin',
			'http://192.168.0.1/',
			'http://example.com:22/',
			'http://localhost:9999/',
		] ) {
			const body = expectError(
				await site.admin.get( details( url ) ),
				400,
				'rest_invalid_param'
			);
			expect( body.data.params ).toStrictEqual( {
				url: 'Invalid parameter.',
			} );
		}
		expectError(
			await site.admin.get( '/wp-json/wp-block-editor/v1/url-details' ),
			400,
			'rest_missing_callback_param'
		);
	} );
} );
