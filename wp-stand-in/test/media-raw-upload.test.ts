/**
 * A raw upload to POST /wp/v2/media sends the file itself as the body, named by
 * Content-Disposition. WordPress stores the body's bytes whatever the Content-Type says (it reads
 * php://input); whether the file is allowed is decided by its name and content against the allowed
 * types, never by how a body parser would have read it.
 */
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

function upload( fileName: string, contentType: string, data: Buffer ) {
	return site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: data,
		headers: {
			'content-type': contentType,
			'content-disposition': `attachment; filename="${ fileName }"`,
		},
	} );
}

async function storedBytes( sourceUrl: string ): Promise< Buffer > {
	const response = await site.anonymous.get( new URL( sourceUrl ).pathname );
	expect( response.statusCode ).toBe( 200 );
	return response.rawPayload;
}

const mediaCount = () =>
	site.count(
		"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment'"
	);

describe( 'a raw upload keeps the bytes it was sent', () => {
	it.each( [
		[ 'text/plain', 'notes.txt', Buffer.from( 'Line one\nline two\n' ) ],
		[
			'text/plain; charset=utf-8',
			'latin1.txt',
			Buffer.from( [ 0x63, 0x61, 0x66, 0xe9, 0x0a, 0xff, 0x00 ] ),
		],
		[ 'application/json', 'data.txt', Buffer.from( '{"a": [1, 2]}' ) ],
		[ 'application/json', 'not-json.txt', Buffer.from( 'not { json' ) ],
		[
			'application/x-www-form-urlencoded',
			'pairs.csv',
			Buffer.from( 'a=1&b=2\n' ),
		],
	] )( 'sent as %s (%s)', async ( contentType, fileName, data ) => {
		const response = await upload( fileName, contentType, data );
		expect( response.statusCode ).toBe( 201 );
		const media = response.json();
		expect( media.source_url ).toMatch(
			new RegExp( `/${ fileName.replace( '.', '\\.' ) }$` )
		);
		expect( await storedBytes( media.source_url ) ).toStrictEqual( data );
	} );
} );

describe( 'the file name and content still decide what is allowed', () => {
	it.each( [
		[ 'application/json', 'data.json', '{"a":1}' ],
		[ 'text/plain', 'page.html', '<script>alert(1)</script>' ],
		[ 'application/json', 'image.svg', '<svg onload="alert(1)"/>' ],
	] )( '%s named %s is refused', async ( contentType, fileName, text ) => {
		const before = mediaCount();
		expectError(
			await upload( fileName, contentType, Buffer.from( text ) ),
			400,
			'rest_upload_sideload_error'
		);
		expect( mediaCount() ).toBe( before );
	} );

	it( 'an empty JSON body is no data, as WordPress answers', async () => {
		const body = expectError(
			await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
				payload: '',
				headers: {
					'content-type': 'application/json',
					'content-disposition': 'attachment; filename="a.txt"',
				},
			} ),
			400,
			'rest_upload_no_data'
		);
		expect( body.message ).toBe( 'No data supplied.' );
	} );
} );

it( 'other routes still read JSON bodies as JSON', async () => {
	const response = await site.admin.post( '/wp-json/wp/v2/posts', {
		title: 'Still JSON',
	} );
	expect( response.statusCode ).toBe( 201 );
	expect( response.json().title.raw ).toBe( 'Still JSON' );
} );
