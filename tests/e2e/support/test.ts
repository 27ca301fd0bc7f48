import { test as base, expect, type Page } from '@playwright/test';

import { readFileSync } from 'node:fs';

import { ADMIN_PASSWORD, STATE_FILE } from './constants';

// This worker's own site server (global-setup.ts starts one per worker). Specs that open their
// own browser contexts read the address from the environment, as they always have.
process.env.TESSERA_E2E_BASE_URL = JSON.parse(
	readFileSync( STATE_FILE, 'utf8' )
).url;

type Fixtures = {
	/** Console errors and failed requests seen by the page during the test. */
	pageProblems: string[];
};

/**
 * The base test: points baseURL at the server global-setup.ts started, and records every
 * console error, page error and failed request so that a test can assert there were none.
 */
export const test = base.extend< Fixtures >( {
	baseURL: async ( {}, use ) => {
		await use( process.env.TESSERA_E2E_BASE_URL );
	},
	pageProblems: async ( { page }, use ) => {
		const problems: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				problems.push( `console: ${ message.text() }` );
			}
		} );
		page.on( 'pageerror', ( error ) =>
			problems.push( `page error: ${ error.message }` )
		);
		page.on( 'requestfailed', ( request ) => {
			// Leaving a page cancels what it still had in flight; that is not a failure of the site.
			if ( request.failure()?.errorText === 'net::ERR_ABORTED' ) {
				return;
			}
			problems.push(
				`request failed: ${ request.url() } ${ request.failure()?.errorText }`
			);
		} );
		page.on( 'response', ( response ) => {
			if ( response.status() >= 400 ) {
				problems.push(
					`HTTP ${ response.status() }: ${ response.url() }`
				);
			}
		} );
		await use( problems );
	},
} );

export { expect };

export async function signIn(
	page: Page,
	login = 'admin',
	password = ADMIN_PASSWORD
) {
	await page.goto( '/wp-login.php' );
	await page.locator( 'input[name="log"]' ).fill( login );
	await page.locator( 'input[name="pwd"]' ).fill( password );
	await Promise.all( [
		page.waitForURL(
			( url ) => ! url.pathname.endsWith( '/wp-login.php' )
		),
		page
			.locator( 'input[type="submit"], button[type="submit"]' )
			.first()
			.click(),
	] );
}
