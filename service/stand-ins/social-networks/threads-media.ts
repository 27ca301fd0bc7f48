/**
 * The media hosts' files for the fixture threads: photos (and a video's first frame) drawn from
 * each item's colours and encoded as JPEG with sharp, and a video made from that frame by
 * ffmpeg; each made once, kept on disk under the data directory.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { htmlSpecialChars } from '../../../shared/server-render/html';
import { madeFile } from '../made-media/made-file';
import { stillVideo } from '../made-media/still-video';
import type { FixtureMedia } from './threads';

/** The picture as SVG: bands of the item's colours under a large disc (exported for the tests). */
export function mediaSvg( media: FixtureMedia ): string {
	const [ a, b, c ] = media.colours.map( htmlSpecialChars );
	const { width: w, height: h } = media;
	const r = Math.round( Math.min( w, h ) / 4 );
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${ w }" height="${ h }" viewBox="0 0 ${ w } ${ h }"><rect width="${ w }" height="${ h }" fill="${ a }"/><path d="M0 ${ Math.round( h * 0.62 ) } L${ w } ${ Math.round( h * 0.48 ) } V${ h } H0Z" fill="${ b }"/><circle cx="${ Math.round( w * 0.7 ) }" cy="${ Math.round( h * 0.32 ) }" r="${ r }" fill="${ c }" opacity="0.9"/><rect x="${ Math.round( w * 0.08 ) }" y="${ Math.round( h * 0.75 ) }" width="${ Math.round( w * 0.4 ) }" height="${ Math.round( h * 0.04 ) }" fill="${ c }" opacity="0.6"/></svg>`;
}

/** The photo (or video frame) as JPEG. */
export function mediaPicture(
	dir: string,
	key: string,
	media: FixtureMedia
): Promise< Buffer > {
	return madeFile( join( dir, `${ key }.jpg` ), async ( target ) => {
		const { default: sharp } = await import( 'sharp' );
		await writeFile(
			target,
			await sharp( Buffer.from( mediaSvg( media ) ) )
				.jpeg( { quality: 80 } )
				.toBuffer()
		);
	} );
}

/** The video: its frame held for a few seconds, H.264 in MP4, as the network serves it. */
export async function mediaVideo(
	dir: string,
	key: string,
	media: FixtureMedia
): Promise< Buffer > {
	const frame = join( dir, `${ key }.jpg` );
	await mediaPicture( dir, key, media );
	return madeFile( join( dir, `${ key }.mp4` ), ( target ) =>
		stillVideo( frame, target, { seconds: 3, width: 640 } )
	);
}
