import { existsSync } from 'node:fs';

/**
 * Debian's headless Chromium (`chromium-headless-shell`), the browser without its windowing
 * layer, as Playwright's own headless runs use: the journeys cost about a third less CPU than in
 * the full `chromium`, which the tests fall back to when the shell is not installed.
 * `CHROMIUM_PATH` chooses another (the full one for `--headed`).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the tests start Debian's Chromium (never a downloaded browser). A spec that needs WebGL (a
 * map) asks for it with `{ webgl: true }`, which also draws in software.
 */
export function chromiumLaunchOptions( { webgl = false } = {} ) {
	return {
		executablePath:
			process.env.CHROMIUM_PATH ||
			( existsSync( HEADLESS_SHELL )
				? HEADLESS_SHELL
				: '/usr/bin/chromium' ),
		args: [
			'--no-sandbox',
			...( webgl
				? [ '--use-angle=swiftshader', '--enable-unsafe-swiftshader' ]
				: [ '--disable-gpu' ] ),
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--disable-quic',
			'--no-first-run',
			// Playwright listens to the console, so each console message carries a stack trace;
			// by default V8 then re-parses every function on that stack to find its lines, the
			// whole editor bundle among them (one deprecation notice of the editor costs seconds).
			// Recording positions as V8 compiles costs almost nothing.
			'--js-flags=--no-enable-lazy-source-positions',
		],
	};
}
