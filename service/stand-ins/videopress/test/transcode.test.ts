import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '../../made-media/ffmpeg';
import { probeVideo } from '../transcode';

let dir: string;
beforeAll( () => {
	dir = mkdtempSync( join( tmpdir(), 'tessera-transcode-' ) );
	// A real one-second clip, kept as an MPEG-TS segment and as an MP4.
	for ( const name of [ 'segment.ts', 'clip.mp4' ] ) {
		execFileSync( ffmpegPath(), [
			'-v',
			'error',
			'-f',
			'lavfi',
			'-i',
			'testsrc=size=64x48:rate=10:duration=1',
			'-pix_fmt',
			'yuv420p',
			join( dir, name ),
		] );
	}
} );
afterAll( () => rmSync( dir, { recursive: true, force: true } ) );

describe( 'probeVideo', () => {
	it( 'reads a real upload', async () => {
		await expect( probeVideo( join( dir, 'clip.mp4' ) ) ).resolves.toEqual(
			{ width: 64, height: 48, durationMs: expect.any( Number ) }
		);
	} );

	it( 'refuses a playlist uploaded under a video’s name, which would read other files of the server', async () => {
		const playlist = join( dir, 'playlist.mp4' );
		writeFileSync(
			playlist,
			`#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\n${ join(
				dir,
				'segment.ts'
			) }\n#EXT-X-ENDLIST\n`
		);
		await expect( probeVideo( playlist ) ).rejects.toThrow(
			'The file is not a video we can read.'
		);
	} );
} );
