import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../../../service/stand-ins/made-media/ffmpeg';

/** A two-second 320×180 clip with a tone, made with ffmpeg: a real video to upload. */
export async function videoClip(): Promise< Buffer > {
	const dir = mkdtempSync( join( tmpdir(), 'videopress-' ) );
	const file = join( dir, 'c.mp4' );
	try {
		await runFfmpeg( [
			'-f',
			'lavfi',
			'-i',
			'testsrc=size=320x180:rate=15:duration=2',
			'-f',
			'lavfi',
			'-i',
			'sine=frequency=440:duration=2',
			'-pix_fmt',
			'yuv420p',
			'-shortest',
			file,
		] );
		return readFileSync( file );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}
