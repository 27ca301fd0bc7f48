/**
 * The video host end to end on one site: an uploaded video gets a guid at once, is transcoded
 * in the background (queued, transcoding, then ready with a rendition and a poster), and its
 * player page and files are served; a file that is not a video fails with its reason; the
 * rating endpoint checks who asks and what is sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
	createSite,
	expectError,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';
import { runFfmpeg } from '../../made-media/ffmpeg';
import { STAND_IN_BASES } from '../provider';

let site: TestSite;
let clip: Buffer;
const work = mkdtempSync( join( tmpdir(), 'videopress-test-' ) );

beforeAll( async () => {
	site = await createSite();
	await site.admin.post( '/wp-json/wp/v2/settings', {
		tessera_plan: 'premium',
	} );
	const file = join( work, 'clip.mp4' );
	await runFfmpeg( [
		'-f',
		'lavfi',
		'-i',
		'testsrc=size=320x180:rate=10:duration=2',
		'-pix_fmt',
		'yuv420p',
		file,
	] );
	clip = await readFile( file );
}, 60_000 );
afterAll( async () => {
	await site.close();
	rmSync( work, { recursive: true, force: true } );
} );

function upload( name: string, data: Buffer ) {
	return site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: data,
		headers: {
			'content-type': 'video/mp4',
			'content-disposition': `attachment; filename="${ name }"`,
		},
	} );
}

const record = ( guid: string ) =>
	site.anonymous.get( `${ STAND_IN_BASES.api }/rest/v1.1/videos/${ guid }` );

async function settled( guid: string ) {
	for ( let i = 0; i < 300; i++ ) {
		const response = await record( guid );
		if ( response.statusCode !== 200 || response.json().finished ) {
			return response;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( 'The video never finished.' );
}

it( 'transcodes an uploaded video and serves its rendition, poster and player', async () => {
	const response = await upload( 'beach.mp4', clip );
	expect( response.statusCode ).toBe( 201 );
	const media = response.json();
	const guid = media.jetpack_videopress_guid;
	expect( guid ).toMatch( /^[0-9A-Za-z]{8}$/ );
	expect( media.jetpack_videopress ).toStrictEqual( {
		guid,
		rating: 'G',
		allow_download: 0,
		display_embed: 1,
		privacy_setting: 2,
		is_private: false,
	} );
	const early = ( await record( guid ) ).json();
	expect( early.finished ).toBe( false );
	expect( early.poster ).toBe( '' );

	const done = ( await settled( guid ) ).json();
	expect( done ).toMatchObject( {
		guid,
		title: 'beach',
		width: 320,
		height: 180,
		finished: true,
		rating: 'G',
		poster: `https://videos.files.wordpress.com/${ guid }/poster.jpg`,
		files: { std: { mp4: 'std.mp4', original_img: 'poster.jpg' } },
	} );
	expect( done.duration ).toBeGreaterThanOrEqual( 1900 );
	expect( done.duration ).toBeLessThanOrEqual( 2100 );

	const mp4 = await site.anonymous.get(
		`${ STAND_IN_BASES.files }/${ guid }/std.mp4`,
		{ headers: { range: 'bytes=0-99' } }
	);
	expect( mp4.statusCode ).toBe( 206 );
	expect( mp4.headers[ 'content-type' ] ).toBe( 'video/mp4' );
	expect( mp4.rawPayload.subarray( 4, 8 ).toString() ).toBe( 'ftyp' );
	const poster = await site.anonymous.get(
		`${ STAND_IN_BASES.files }/${ guid }/poster.jpg`
	);
	expect( poster.rawPayload.subarray( 0, 2 ) ).toStrictEqual(
		Buffer.from( [ 0xff, 0xd8 ] )
	);
	expect(
		(
			await site.anonymous.get(
				`${ STAND_IN_BASES.files }/${ guid }/x.mp4`
			)
		).statusCode
	).toBe( 404 );

	const player = await site.anonymous.get(
		`${ STAND_IN_BASES.player }/embed/${ guid }?sbc=%23112233&sbpc=red&sblc=javascript:alert(1)&preloadContent=auto&loop=1`
	);
	expect( player.statusCode ).toBe( 200 );
	expect( player.body ).toContain(
		`/videos.files.wordpress.com/${ guid }/std.mp4`
	);
	expect( player.body ).toContain( `poster="` );
	expect( player.body ).toContain(
		'style="--vp-main:#112233;--vp-loaded:#a0a0a0;--vp-played:red"'
	);
	expect( player.body ).toContain( 'preload="auto"' );
	expect( player.body ).toMatch( /<video[^>]* loop[ >]/ );
	expect( player.body ).not.toContain( 'javascript:' );

	const rated = await site.admin.post( '/wp-json/wpcom/v2/videopress/meta', {
		id: media.id,
		rating: 'PG-13',
	} );
	expect( rated.json() ).toStrictEqual( {
		code: 'success',
		message: 'Video meta updated successfully.',
		data: 200,
	} );
	const read = await site.admin.get( `/wp-json/wp/v2/media/${ media.id }` );
	expect( read.json().jetpack_videopress.rating ).toBe( 'PG-13' );

	expectError(
		await site.admin.post( '/wp-json/wpcom/v2/videopress/meta', {
			id: media.id,
			rating: 'PG-13x',
		} ),
		400,
		'rest_invalid_param'
	);
	const contributor = await site.as( 'contributor' );
	expectError(
		await contributor.post( '/wp-json/wpcom/v2/videopress/meta', {
			id: media.id,
			rating: 'X-18',
		} ),
		403,
		'rest_forbidden'
	);
	expect(
		( await site.admin.get( `/wp-json/wp/v2/media/${ media.id }` ) ).json()
			.jetpack_videopress.rating
	).toBe( 'PG-13' );
}, 60_000 );

it( 'fails a file that is not a video, with its reason, and has no files to serve', async () => {
	const response = await upload(
		'broken.mp4',
		Buffer.from( 'not a video at all' )
	);
	expect( response.statusCode ).toBe( 201 );
	const guid = response.json().jetpack_videopress_guid;
	const failed = await settled( guid );
	expect( failed.statusCode ).toBe( 422 );
	expect( failed.json() ).toStrictEqual( {
		error: 'transcode_failed',
		message:
			'The video could not be processed. The file is not a video we can read.',
	} );
	expect(
		(
			await site.anonymous.get(
				`${ STAND_IN_BASES.files }/${ guid }/poster.jpg`
			)
		).statusCode
	).toBe( 404 );
	expect(
		(
			await site.anonymous.get(
				`${ STAND_IN_BASES.player }/embed/${ guid }`
			)
		).body
	).toContain( 'This video could not be processed.' );
} );

it( 'answers unknown and malformed guids with 404', async () => {
	for ( const guid of [ 'AAAAAAAA', 'abc', 'abcdefgh1' ] ) {
		const response = await record( guid );
		expect( response.statusCode ).toBe( 404 );
		expect( response.json() ).toStrictEqual( {
			error: 'unknown_video',
			message: 'Unknown video.',
		} );
	}
	expectError(
		await site.admin.post( '/wp-json/wpcom/v2/videopress/meta', {
			id: 99999,
			rating: 'G',
		} ),
		404,
		'rest_post_invalid_id'
	);
} );

it( 'gives other attachments no video fields', async () => {
	const text = await site.admin.request( 'POST', '/wp-json/wp/v2/media', {
		payload: Buffer.from( 'notes' ),
		headers: {
			'content-type': 'text/plain',
			'content-disposition': 'attachment; filename="notes.txt"',
		},
	} );
	expect( text.json().jetpack_videopress_guid ).toBeUndefined();
} );

it( 'knows its own sample video, already processed, without any upload', async () => {
	const response = await record( 'Hrb0urV1' );
	expect( response.statusCode ).toBe( 200 );
	expect( response.json() ).toMatchObject( {
		guid: 'Hrb0urV1',
		title: 'Harbour clip',
		width: 426,
		height: 240,
		duration: 3000,
		finished: true,
		poster: 'https://videos.files.wordpress.com/Hrb0urV1/poster.jpg',
	} );
	const mp4 = await site.anonymous.get(
		`${ STAND_IN_BASES.files }/Hrb0urV1/std.mp4`
	);
	expect( mp4.statusCode ).toBe( 200 );
	expect( mp4.rawPayload.length ).toBe( 22586 );
	expect(
		site.count(
			"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'attachment' AND post_title = 'Harbour clip'"
		)
	).toBe( 0 );
} );
