/**
 * The video host's transcoding time: a 10-second 1280×720 clip with sound (made here with
 * ffmpeg) through the same pipeline an upload takes (probe, 480-line H.264/AAC rendition with
 * one encoder thread, poster frame), a few runs, the median printed.
 *
 *   node --import tsx tests/bench/transcode.ts [--runs N]
 * Also run at the end of `npm run bench`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../../service/stand-ins/made-media/ffmpeg';
import {
	RENDITION_FILE,
	transcodeVideo,
} from '../../service/stand-ins/videopress/transcode';

export async function benchTranscode( runs = 3 ): Promise< void > {
	const dir = mkdtempSync( join( tmpdir(), 'bench-transcode-' ) );
	try {
		const source = join( dir, 'ten-seconds.mp4' );
		await runFfmpeg( [
			'-f',
			'lavfi',
			'-i',
			'testsrc2=size=1280x720:rate=30:duration=10',
			'-f',
			'lavfi',
			'-i',
			'sine=frequency=440:duration=10',
			'-c:v',
			'libx264',
			'-preset',
			'ultrafast',
			'-pix_fmt',
			'yuv420p',
			'-shortest',
			source,
		] );
		const times: number[] = [];
		let size = 0;
		for ( let run = 0; run < runs; run++ ) {
			const out = join( dir, `out-${ run }` );
			const start = performance.now();
			await transcodeVideo( source, out );
			times.push( performance.now() - start );
			size = statSync( join( out, RENDITION_FILE ) ).size;
		}
		times.sort( ( a, b ) => a - b );
		const median = times[ Math.floor( times.length / 2 ) ];
		console.log(
			`Video transcode, 10 s 1280x720 clip -> 480p rendition + poster: median ${ Math.round(
				median
			) } ms over ${ runs } runs (min ${ Math.round(
				times[ 0 ]
			) } ms, max ${ Math.round( times[ times.length - 1 ] ) } ms); source ${ (
				statSync( source ).size / 1024
			).toFixed(
				0
			) } KiB, rendition ${ ( size / 1024 ).toFixed( 0 ) } KiB`
		);
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}

if ( require.main === module ) {
	const at = process.argv.indexOf( '--runs' );
	void benchTranscode( at > 0 ? Number( process.argv[ at + 1 ] ) : 3 );
}
