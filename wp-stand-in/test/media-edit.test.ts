/**
 * POST /wp/v2/media/<id>/edit: the image block's crop, rotate and flip, as WordPress does them:
 * a new attachment (201) made from the original's file, named `-edited`, with the original's
 * texts; and POST /wp/v2/media/<id>/post-process.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
let id: number;
let src: string;

/** A 400×200 JPEG: left half black, right half white. */
async function halves() {
	return sharp( {
		create: { width: 400, height: 200, channels: 3, background: '#fff' },
	} )
		.composite( [
			{
				input: await sharp( {
					create: {
						width: 200,
						height: 200,
						channels: 3,
						background: '#000',
					},
				} )
					.png()
					.toBuffer(),
				left: 0,
				top: 0,
			},
		] )
		.jpeg()
		.toBuffer();
}

beforeAll( async () => {
	site = await createSite();
	const upload = await site.admin.request(
		'POST',
		'/wp-json/wp/v2/media?title=Halves&caption=Two%20halves&alt_text=Black%20and%20white',
		{
			payload: await halves(),
			headers: {
				'content-type': 'image/jpeg',
				'content-disposition': 'attachment; filename="halves.jpg"',
			},
		}
	);
	( { id, source_url: src } = upload.json() );
} );
afterAll( () => site.close() );

/** The stored file of an attachment: format, size, and the brightness (0 or 1) near its top-left and bottom-right corners. */
async function look( attachment: { media_details: { file: string } } ) {
	const data = readFileSync(
		join( site.dir, 'data', 'uploads', attachment.media_details.file )
	);
	const { width, height, format } = await sharp( data ).metadata();
	const at = async ( left: number, top: number ) =>
		Math.round(
			(
				await sharp( data )
					.extract( { left, top, width: 1, height: 1 } )
					.raw()
					.toBuffer()
			)[ 0 ] / 255
		);
	return [
		format,
		width,
		height,
		await at( 5, 5 ),
		await at( width! - 6, height! - 6 ),
	];
}

function edit( body: unknown, client = site.admin ) {
	return client.post( `/wp-json/wp/v2/media/${ id }/edit`, body );
}

it( 'crops and rotates into a new attachment named -edited, keeping the texts', async () => {
	const response = await edit( {
		src,
		modifiers: [
			{
				type: 'crop',
				args: { left: 25, top: 0, width: 50, height: 100 },
			},
			{ type: 'rotate', args: { angle: 90 } },
		],
	} );
	expect( response.statusCode ).toBe( 201 );
	const made = response.json();
	expect( [
		made.id !== id,
		response.headers.location,
		made.title.raw,
		made.caption.raw,
		made.alt_text,
		made.media_details.file.endsWith( '/halves-edited.jpg' ),
	] ).toStrictEqual( [
		true,
		`http://localhost/wp-json/wp/v2/media/${ made.id }`,
		'Halves',
		'Two halves',
		'Black and white',
		true,
	] );
	// The middle 200×200, turned a quarter clockwise: black on top, white below.
	expect( await look( made ) ).toStrictEqual( [ 'jpeg', 200, 200, 0, 1 ] );
	// The original is untouched.
	expect(
		await look(
			( await site.admin.get( `/wp-json/wp/v2/media/${ id }` ) ).json()
		)
	).toStrictEqual( [ 'jpeg', 400, 200, 0, 1 ] );
} );

it( 'flips, and names a second edit -edited-1', async () => {
	const response = await edit( {
		src,
		modifiers: [
			{
				type: 'flip',
				args: { flip: { horizontal: true, vertical: false } },
			},
		],
	} );
	expect( response.statusCode ).toBe( 201 );
	const made = response.json();
	expect( made.media_details.file.endsWith( '/halves-edited-1.jpg' ) ).toBe(
		true
	);
	expect( await look( made ) ).toStrictEqual( [ 'jpeg', 400, 200, 1, 0 ] );
} );

it( 'refuses what WordPress refuses, and stores nothing', async () => {
	const count = () =>
		site.count(
			"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment'"
		);
	const before = count();
	expectError( await edit( { src } ), 400, 'rest_image_not_edited' );
	expectError(
		await edit( {
			src: 'http://localhost/wp-content/uploads/other.jpg',
			modifiers: [ { type: 'rotate', args: { angle: 90 } } ],
		} ),
		404,
		'rest_unknown_attachment'
	);
	expectError(
		await edit( { src, modifiers: [ { type: 'blur', args: {} } ] } ),
		400,
		'rest_invalid_param'
	);
	expectError(
		await edit( {
			src,
			modifiers: [
				{
					type: 'crop',
					args: { left: 0, top: 0, width: 150, height: 10 },
				},
			],
		} ),
		400,
		'rest_invalid_param'
	);
	const subscriber = await site.as( 'subscriber' );
	expectError(
		await edit(
			{ src, modifiers: [ { type: 'rotate', args: { angle: 90 } } ] },
			subscriber
		),
		403,
		'rest_cannot_edit_image'
	);
	expect( count() ).toBe( before );
} );

it( 'answers post-process with the attachment, as its sizes already exist', async () => {
	const response = await site.admin.post(
		`/wp-json/wp/v2/media/${ id }/post-process`,
		{ action: 'create-image-subsizes' }
	);
	expect( [ response.statusCode, response.json().id ] ).toStrictEqual( [
		200,
		id,
	] );
	expectError(
		await site.admin.post( `/wp-json/wp/v2/media/${ id }/post-process`, {
			action: 'x',
		} ),
		400,
		'rest_invalid_param'
	);
} );
