import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSite, expectError, type TestSite } from './helpers';
import { TINY_PNG as PNG } from './support/tiny-png';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

function multipart(
	fileName: string,
	data: Buffer,
	fields: Record< string, string > = {}
) {
	const boundary = '----tessera' + Math.random().toString( 16 ).slice( 2 );
	const parts: Buffer[] = [];
	for ( const [ name, value ] of Object.entries( fields ) ) {
		parts.push(
			Buffer.from(
				`--${ boundary }\r\nContent-Disposition: form-data; name="${ name }"\r\n\r\n${ value }\r\n`
			)
		);
	}
	parts.push(
		Buffer.from(
			`--${ boundary }\r\nContent-Disposition: form-data; name="file"; filename="${ fileName }"\r\nContent-Type: application/octet-stream\r\n\r\n`
		),
		data,
		Buffer.from( `\r\n--${ boundary }--\r\n` )
	);
	return {
		payload: Buffer.concat( parts ),
		headers: {
			'content-type': `multipart/form-data; boundary=${ boundary }`,
		},
	};
}

const countMedia = () =>
	site.count(
		"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment'"
	);

describe( '/wp/v2/media', () => {
	it( 'uploads an image as the editor does (multipart), with its size and URL', async () => {
		const response = await site.admin.request(
			'POST',
			'/wp-json/wp/v2/media',
			multipart( 'My Photo.png', PNG, {
				alt_text: 'Two by three',
				caption: 'Tiny',
			} )
		);
		expect( response.statusCode ).toBe( 201 );
		const media = response.json();
		expect( media ).toMatchObject( {
			type: 'attachment',
			status: 'inherit',
			media_type: 'image',
			mime_type: 'image/png',
			alt_text: 'Two by three',
			title: { raw: 'My-Photo' },
			caption: { raw: 'Tiny' },
			media_details: { width: 2, height: 3, filesize: PNG.length },
			post: null,
		} );
		expect( media.source_url ).toMatch(
			/\/wp-content\/uploads\/\d{4}\/\d{2}\/My-Photo\.png$/
		);
		expect( media.media_details.sizes.full ).toMatchObject( {
			width: 2,
			height: 3,
			mime_type: 'image/png',
			source_url: media.source_url,
		} );
		const file = await site.anonymous.get(
			new URL( media.source_url ).pathname
		);
		expect( file.statusCode ).toBe( 200 );
		expect( file.headers[ 'content-type' ] ).toBe( 'image/png' );
		expect( file.rawPayload.equals( PNG ) ).toBe( true );
	} );

	it( 'uploads a raw body with Content-Disposition, and makes file names unique', async () => {
		const upload = () =>
			site.admin.request( 'POST', '/wp-json/wp/v2/media', {
				payload: PNG,
				headers: {
					'content-type': 'image/png',
					'content-disposition': 'attachment; filename="star.png"',
				},
			} );
		const first = ( await upload() ).json();
		const second = ( await upload() ).json();
		expect( first.source_url ).toMatch( /\/star\.png$/ );
		expect( second.source_url ).toMatch( /\/star-1\.png$/ );
		expectError(
			await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
				payload: PNG,
				headers: { 'content-type': 'image/png' },
			} ),
			400,
			'rest_upload_no_content_disposition'
		);
	} );

	it( 'describes larger images at the registered sizes', async () => {
		const header = Buffer.from( PNG );
		header.writeUInt32BE( 2000, 16 );
		header.writeUInt32BE( 1000, 20 );
		const media = (
			await site.admin.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'wide.png', header )
			)
		).json();
		expect( media.media_details.sizes.medium ).toMatchObject( {
			width: 300,
			height: 150,
		} );
		expect( media.media_details.sizes.large ).toMatchObject( {
			width: 1024,
			height: 512,
		} );
		expect( media.media_details.sizes.thumbnail ).toBeUndefined();
	} );

	it( "gives a photo's size as it is seen: upright by its EXIF orientation", async () => {
		const tagged = ( orientation: number ) =>
			sharp( {
				create: {
					width: 300,
					height: 200,
					channels: 3,
					background: '#888',
				},
			} )
				.jpeg()
				.withMetadata( { orientation } )
				.toBuffer();
		const sizes = [];
		for ( const orientation of [ 1, 4, 5, 6, 8 ] ) {
			const response = await site.admin.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart(
					`photo-${ orientation }.jpg`,
					await tagged( orientation )
				)
			);
			const { width, height } = response.json().media_details;
			sizes.push( [ orientation, width, height ] );
		}
		expect( sizes ).toStrictEqual( [
			[ 1, 300, 200 ],
			[ 4, 300, 200 ],
			[ 5, 200, 300 ],
			[ 6, 200, 300 ],
			[ 8, 200, 300 ],
		] );
	} );

	it( 'refuses uploads from subscribers and visitors', async () => {
		const subscriber = await site.as( 'subscriber' );
		expectError(
			await subscriber.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'a.png', PNG )
			),
			403,
			'rest_cannot_create'
		);
		expectError(
			await site.anonymous.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'a.png', PNG )
			),
			401,
			'rest_cannot_create'
		);
		expect( countMedia() ).toBe( 0 );
	} );

	it( 'refuses disallowed types and files that lie about being images, storing nothing', async () => {
		const html = Buffer.from( '<script>alert(1)</script>' );
		expectError(
			await site.admin.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'page.html', html )
			),
			400,
			'rest_upload_unknown_error'
		);
		expectError(
			await site.admin.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'fake.png', html )
			),
			400,
			'rest_upload_unknown_error'
		);
		expectError(
			await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
				payload: html,
				headers: {
					'content-type': 'image/svg+xml',
					'content-disposition': 'attachment; filename="x.svg"',
				},
			} ),
			400,
			'rest_upload_sideload_error'
		);
		// The JSON `{}` is the raw file's data; it names no file (WordPress answers the same).
		expectError(
			await site.admin.post( '/wp-json/wp/v2/media', {} ),
			400,
			'rest_upload_no_content_disposition'
		);
		expect( countMedia() ).toBe( 0 );
		expect(
			existsSync(
				join(
					site.dir,
					'data',
					'uploads',
					String( new Date().getUTCFullYear() )
				)
			)
		).toBe( false );
	} );

	it( 'attaches uploads to a post the user may edit, and sets it as featured image', async () => {
		const author = await site.as( 'author' );
		const post = (
			await author.post( '/wp-json/wp/v2/posts', { title: 'With image' } )
		).json();
		expectError(
			await author.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'a.png', PNG, { post: '1' } )
			),
			403,
			'rest_cannot_edit'
		);
		const media = (
			await author.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'a.png', PNG, { post: String( post.id ) } )
			)
		).json();
		expect( media.post ).toBe( post.id );
		const updated = (
			await author.post( `/wp-json/wp/v2/posts/${ post.id }`, {
				featured_media: media.id,
			} )
		).json();
		expect( updated.featured_media ).toBe( media.id );
		const embedded = (
			await author.get(
				`/wp-json/wp/v2/posts/${ post.id }?_embed=wp:featuredmedia`
			)
		).json();
		expect( embedded._embedded[ 'wp:featuredmedia' ][ 0 ].id ).toBe(
			media.id
		);
	} );

	it( 'lists, updates and deletes media', async () => {
		const media = (
			await site.admin.request(
				'POST',
				'/wp-json/wp/v2/media',
				multipart( 'a.png', PNG )
			)
		).json();
		const list = await site.anonymous.get(
			'/wp-json/wp/v2/media?media_type=image'
		);
		expect( list.headers[ 'x-wp-total' ] ).toBe( '1' );
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wp/v2/media?media_type=audio'
				)
			).json()
		).toEqual( [] );
		// A list of media types (WordPress 6.9), in the editor's bracket form; a wrong one is refused.
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wp/v2/media?media_type%5B0%5D=audio&media_type%5B1%5D=image'
				)
			).headers[ 'x-wp-total' ]
		).toBe( '1' );
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wp/v2/media?media_type%5B0%5D=audio&media_type%5B1%5D=video'
				)
			).json()
		).toEqual( [] );
		expect(
			(
				await site.anonymous.get(
					'/wp-json/wp/v2/media?media_type%5B0%5D=image&media_type%5B1%5D=picture'
				)
			).statusCode
		).toBe( 400 );
		const updated = (
			await site.admin.post( `/wp-json/wp/v2/media/${ media.id }`, {
				alt_text: 'New alt',
				caption: 'New caption',
				title: 'New title',
			} )
		).json();
		expect( updated ).toMatchObject( {
			alt_text: 'New alt',
			caption: { raw: 'New caption' },
			title: { raw: 'New title' },
		} );
		expectError(
			await site.admin.post( `/wp-json/wp/v2/media/${ media.id }`, {
				alt_text: 5,
			} ),
			400,
			'rest_invalid_param'
		);
		const author = await site.as( 'author' );
		expectError(
			await author.post( `/wp-json/wp/v2/media/${ media.id }`, {
				alt_text: 'mine',
			} ),
			403,
			'rest_cannot_edit'
		);
		expectError(
			await site.admin.delete( `/wp-json/wp/v2/media/${ media.id }` ),
			501,
			'rest_trash_not_supported'
		);
		expect(
			(
				await site.admin.delete(
					`/wp-json/wp/v2/media/${ media.id }?force=true`
				)
			).json().deleted
		).toBe( true );
		expect(
			( await site.anonymous.get( new URL( media.source_url ).pathname ) )
				.statusCode
		).toBe( 404 );
		expectError(
			await site.anonymous.get( `/wp-json/wp/v2/media/${ media.id }` ),
			404,
			'rest_post_invalid_id'
		);
	} );
} );
