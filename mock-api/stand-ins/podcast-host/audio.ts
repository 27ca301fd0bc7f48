import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';
import type { AudioEntry } from './provider';

const making = new Map< string, Promise< Buffer > >();

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
	const file = join( dir, `${ name }.mp3` );
	if ( existsSync( file ) ) {
		return Promise.resolve( readFileSync( file ) );
	}
	const pending = making.get( file );
	if ( pending ) {
		return pending;
	}
	mkdirSync( dir, { recursive: true } );
	const partial = `${ file }.part.mp3`;
	const made = runFfmpeg( [
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
		partial,
	] )
		.then( () => {
			renameSync( partial, file );
			return readFileSync( file );
		} )
		.finally( () => making.delete( file ) );
	making.set( file, made );
	return made;
}
