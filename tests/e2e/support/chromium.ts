/**
 * How the tests start Debian's Chromium (never a downloaded browser). A spec that needs WebGL (a
 * map) asks for it with `{ webgl: true }`, which also draws in software.
 */
export function chromiumLaunchOptions( { webgl = false } = {} ) {
	return {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
