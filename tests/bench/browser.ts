import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium for the benches, with the flags this offline machine needs (see the GUIDE);
 * `extraArgs` adds what one bench needs more (WebGL through SwiftShader for the map).
 *
 * @param extraArgs More command-line flags.
 */
export function launchChromium( extraArgs: string[] = [] ): Promise< Browser > {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			...extraArgs,
		],
	} );
}
