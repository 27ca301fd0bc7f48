import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fitInside, paintPhoto } from '../fixture-photos/painter';
import { madeFile } from '../made-media/made-file';
import { stillVideo } from '../made-media/still-video';
import type { LibraryItem } from './fixtures';

/** The library's videos are short clips, at most this wide or high (not the phone's full HD). */
export const VIDEO_LARGEST_SIDE = 640;
export const VIDEO_SECONDS = 4;

/**
 * A library video's bytes, as Google's `=dv` download gives them: its picture held for a few
 * seconds, then fading out, H.264 in MP4, made with ffmpeg on first request and kept in `dir`.
 * Rejects with FfmpegMissingError where ffmpeg is not installed.
 */
export async function libraryVideo(
	dir: string,
	item: LibraryItem
): Promise< Buffer > {
	const { width, height } = fitInside(
		item.width,
		item.height,
		VIDEO_LARGEST_SIDE
	);
	const frame = join( dir, `${ item.id }.jpg` );
	await madeFile( frame, async ( target ) =>
		writeFile( target, await paintPhoto( item.look, width, height ) )
	);
	return madeFile( join( dir, `${ item.id }.mp4` ), ( target ) =>
		stillVideo( frame, target, {
			seconds: VIDEO_SECONDS,
			width,
			fadeOut: true,
		} )
	);
}

/** Where the made videos are kept, under the site's data directory. */
export function videoDir( dataDir: string ): string {
	return join( dataDir, 'stand-ins', 'google-photos' );
}
