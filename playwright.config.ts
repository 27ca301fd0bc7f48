import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
import { E2E_WORKERS } from './tests/e2e/support/constants';

/**
 * End-to-end tests drive Debian's chromium (never a downloaded browser) against a server
 * of its own that tests/e2e/support/global-setup.ts starts on a free port with an empty data
 * directory; spec files run side by side, one per worker.
 */
export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	globalSetup: './tests/e2e/support/global-setup.ts',
	globalTeardown: './tests/e2e/support/global-teardown.ts',
	workers: E2E_WORKERS,
	retries: 0,
	// Limits catch hangs, not slowness: a journey waits for events, and a machine running at half
	// speed (a busy CI host) must still pass.
	timeout: 300_000,
	expect: { timeout: 30_000 },
	outputDir: './artifacts/e2e',
	projects: [ { name: 'journeys' } ],
	reporter: process.env.CI ? 'list' : 'list',
	use: {
		browserName: 'chromium',
		viewport: { width: 1440, height: 900 },
		trace: 'off',
		screenshot: 'only-on-failure',
		launchOptions: chromiumLaunchOptions(),
	},
} );
