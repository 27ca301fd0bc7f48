import { runFfmpeg } from './ffmpeg';

/** How a picture becomes a short clip. */
export interface StillVideoOptions {
	/** Its length in seconds. */
	seconds: number;
	/** Its width in pixels (the height follows the picture, rounded to an even number). */
	width: number;
	/**
	 * Whether it fades to black over its last second, so it does not look frozen (the first
	 * frame stays the picture, as players show it before playback).
	 */
	fadeOut?: boolean;
}

/**
 * A small web video made from one picture (a JPEG file) held for a few seconds: H.264 in MP4,
 * the index first so playback starts while it loads, at 12 frames a second and one encoder
 * thread, as the machine is shared.
 */
export function stillVideo(
	picture: string,
	target: string,
	{ seconds, width, fadeOut = false }: StillVideoOptions
): Promise< void > {
	const filters = [
		`scale=${ width }:-2`,
		'format=yuv420p',
		...( fadeOut ? [ `fade=t=out:st=${ seconds - 1 }:d=1` ] : [] ),
	];
	return runFfmpeg( [
		'-loop',
		'1',
		'-i',
		picture,
		'-t',
		String( seconds ),
		'-r',
		'12',
		'-vf',
		filters.join( ',' ),
		'-c:v',
		'libx264',
		'-preset',
		'ultrafast',
		'-threads',
		'1',
		'-movflags',
		'+faststart',
		'-f',
		'mp4',
		target,
	] );
}
