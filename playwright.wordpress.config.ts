import { defineConfig } from '@playwright/test';

import baseConfig from './playwright.config';
import { ADMIN_STORAGE } from './tests/wordpress/e2e/support/state';

/**
 * The plugin in a real WordPress 7.1 (tests/wordpress/): global-setup.ts starts one without any
 * plugin; the `install` project uploads dist/tessera.zip through Plugins → Add New Plugin and
 * activates it, as a site owner does; the `wordpress` project then works with it as an author
 * and a visitor, before the site is connected to a Tessera service; `connect` connects it to the
 * service global-setup.ts started, through Settings → Tessera; `service` works with the service's
 * features as owner, author and visitor; `service-account` upgrades the site's plan and takes a
 * donation, and connects a social account; `service-outage` checks what a visitor gets while the
 * service is down; `french` switches the site to French and back; `debug-log` last reads
 * WordPress's debug.log.
 */
export default defineConfig( {
	...baseConfig,
	testDir: './tests/wordpress/e2e',
	globalSetup: './tests/wordpress/e2e/support/global-setup.ts',
	globalTeardown: undefined,
	outputDir: './artifacts/wordpress-e2e',
	// A click waits for its element at most this long, so that a missing one fails the journey
	// rather than its whole time limit.
	use: { ...baseConfig.use, actionTimeout: 60_000 },
	projects: [
		{ name: 'install', testMatch: 'install.spec.ts' },
		{
			name: 'wordpress',
			testMatch: /\/(blocks|plugins|fixtures|visitor)\.spec\.ts$/,
			dependencies: [ 'install' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			name: 'connect',
			testMatch: 'connect.spec.ts',
			dependencies: [ 'wordpress' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			name: 'service',
			testMatch: /service(-blocks|-two-sites)?\.spec\.ts$/,
			dependencies: [ 'connect' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			// After the others: they change the site's plan and the owner's accounts.
			name: 'service-account',
			testMatch: /service-(payments|sharing)\.spec\.ts$/,
			dependencies: [ 'service' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			// Alone: it points the site at another service for a while.
			name: 'service-outage',
			testMatch: 'service-outage.spec.ts',
			dependencies: [ 'service-account' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			// Alone, near the end: it switches the site to French, then back to English.
			name: 'french',
			testMatch: 'french.spec.ts',
			dependencies: [ 'service-outage' ],
			use: { storageState: ADMIN_STORAGE },
		},
		{
			name: 'debug-log',
			testMatch: 'debug-log.spec.ts',
			dependencies: [ 'french' ],
		},
	],
} );
