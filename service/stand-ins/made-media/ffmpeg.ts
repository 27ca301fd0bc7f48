import { execFile } from 'node:child_process';

/** The ffmpeg the site runs: TESSERA_FFMPEG, else `ffmpeg` on the PATH (Debian's package). */
export function ffmpegPath(): string {
	return process.env.TESSERA_FFMPEG || 'ffmpeg';
}

export class FfmpegMissingError extends Error {
	constructor() {
		super(
			'ffmpeg is not installed on this server (apt-get install -y ffmpeg, or set TESSERA_FFMPEG), so media cannot be made.'
		);
		this.name = 'FfmpegMissingError';
	}
}

/** Runs ffmpeg with `args`; rejects with FfmpegMissingError when it cannot be started. */
export function runFfmpeg( args: string[] ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		execFile(
			ffmpegPath(),
			[ '-hide_banner', '-loglevel', 'error', '-y', ...args ],
			{ timeout: 120_000 },
			( error, _stdout, stderr ) => {
				if ( ! error ) {
					resolve();
				} else if (
					( error as NodeJS.ErrnoException ).code === 'ENOENT'
				) {
					reject( new FfmpegMissingError() );
				} else {
					reject(
						new Error(
							`ffmpeg failed: ${ stderr || error.message }`
						)
					);
				}
			}
		);
	} );
}
