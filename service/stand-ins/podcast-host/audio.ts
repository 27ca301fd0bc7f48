import { join } from 'node:path';
import { runFfmpeg } from '../made-media/ffmpeg';
import { madeFile } from '../made-media/made-file';
import type { AudioEntry } from './provider';

/**
 * An episode's audio file: a soft tone of the episode's length and pitch, made with ffmpeg the
 * first time it is asked for and kept in the data directory, so the repository holds no audio.
 *
 * @param dir   Where made files are kept.
 * @param name  The episode file's name.
 * @param audio Its length and pitch.
 */
export function episodeAudio(
	dir: string,
	name: string,
	audio: AudioEntry
): Promise< Buffer > {
	return madeFile( join( dir, `${ name }.mp3` ), ( target ) =>
		runFfmpeg( [
			'-f',
			'lavfi',
			'-i',
			`sine=frequency=${ audio.frequency }:duration=${ audio.seconds }`,
			'-af',
			'volume=0.2,tremolo=f=2:d=0.4',
			'-ac',
			'1',
			'-ar',
			'22050',
			'-b:a',
			'32k',
			target,
		] )
	);
}
