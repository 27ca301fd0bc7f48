/**
 * What VideoPress does to an upload, done here with ffmpeg: probe it, make the web rendition
 * (H.264 and AAC in MP4, at most 480 lines high, moov atom first so playback starts while it
 * downloads) and a JPEG poster from a frame one second in (or the middle of a shorter clip).
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
	FfmpegMissingError,
	ffmpegPath,
	runFfmpeg,
} from '../made-media/ffmpeg';

export const RENDITION_FILE = 'std.mp4';
export const POSTER_FILE = 'poster.jpg';
/** The rendition's height limit, VideoPress's standard-definition format. */
const MAX_HEIGHT = 480;

/**
 * ffmpeg reads an input by its content, not its name: a playlist (HLS, concat) uploaded as
 * "clip.mp4" would make it open other files of the server and copy them into the rendition.
 * Only the demuxers of the video types the media library accepts may read an upload, and only
 * from the local file given.
 */
export const UPLOAD_INPUT_GUARD = [
	'-protocol_whitelist',
	'file',
	'-format_whitelist',
	'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,ogg,asf,mpeg,mpegts,flv',
];

export interface Probe {
	width: number;
	height: number;
	durationMs: number;
}

/** ffprobe sits beside the ffmpeg the site runs. */
function ffprobePath(): string {
	return ffmpegPath().replace( /ffmpeg(\.exe)?$/, 'ffprobe$1' );
}

/** The first video stream's size and the file's duration; rejects when there is no video. */
export function probeVideo( file: string ): Promise< Probe > {
	return new Promise( ( resolve, reject ) => {
		execFile(
			ffprobePath(),
			[
				'-v',
				'error',
				'-select_streams',
				'v:0',
				'-show_entries',
				'stream=width,height:format=duration',
				'-of',
				'json',
				...UPLOAD_INPUT_GUARD,
				file,
			],
			{ timeout: 30_000 },
			( error, stdout ) => {
				if ( error ) {
					reject(
						( error as NodeJS.ErrnoException ).code === 'ENOENT'
							? new FfmpegMissingError()
							: new Error(
									'The file is not a video we can read.'
								)
					);
					return;
				}
				const data = JSON.parse( stdout || '{}' ) as {
					streams?: { width?: number; height?: number }[];
					format?: { duration?: string };
				};
				const stream = data.streams?.[ 0 ];
				if ( ! stream?.width || ! stream.height ) {
					reject( new Error( 'The file has no video picture.' ) );
					return;
				}
				resolve( {
					width: stream.width,
					height: stream.height,
					durationMs: Math.round(
						Number( data.format?.duration ?? 0 ) * 1000
					),
				} );
			}
		);
	} );
}

/** The rendition's size: the source's, scaled down to the height limit, even numbers for H.264. */
export function renditionSize( probe: Probe ): {
	width: number;
	height: number;
} {
	const height = Math.min( probe.height, MAX_HEIGHT );
	const even = ( n: number ) => Math.max( 2, 2 * Math.round( n / 2 ) );
	return {
		width: even( ( probe.width * height ) / probe.height ),
		height: even( height ),
	};
}

/** The poster frame's time in seconds: one second in, or the middle of a shorter clip. */
export function posterTime( durationMs: number ): number {
	return Math.min( 1, durationMs / 2000 );
}

/** Transcodes `source` into `outDir` (rendition and poster); resolves with the probe. */
export async function transcodeVideo(
	source: string,
	outDir: string
): Promise< Probe > {
	const probe = await probeVideo( source );
	const size = renditionSize( probe );
	mkdirSync( outDir, { recursive: true } );
	const scale = `scale=${ size.width }:${ size.height }`;
	await runFfmpeg( [
		...UPLOAD_INPUT_GUARD,
		'-i',
		source,
		'-vf',
		scale,
		'-c:v',
		'libx264',
		'-preset',
		'veryfast',
		'-pix_fmt',
		'yuv420p',
		'-c:a',
		'aac',
		'-b:a',
		'96k',
		'-threads',
		'1',
		'-movflags',
		'+faststart',
		join( outDir, RENDITION_FILE ),
	] );
	await runFfmpeg( [
		'-ss',
		posterTime( probe.durationMs ).toFixed( 3 ),
		...UPLOAD_INPUT_GUARD,
		'-i',
		source,
		'-frames:v',
		'1',
		'-vf',
		scale,
		join( outDir, POSTER_FILE ),
	] );
	return probe;
}
