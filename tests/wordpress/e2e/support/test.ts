import { test as base, expect, type Page } from '@playwright/test';

import { watchPageProblems } from '../../../e2e/support/page-problems';
import { readState, type WordPressState } from './state';

type Fixtures = {
	/** The running WordPress: address, version, administrator's password, debug.log. */
	wordpress: WordPressState;
	/** Console errors, page errors, failed requests and error answers the page met. */
	pageProblems: string[];
};

/** The tests' base: baseURL is the WordPress global-setup.ts started. */
export const test = base.extend< Fixtures >( {
	wordpress: async ( {}, use ) => {
		await use( readState() );
	},
	baseURL: async ( { wordpress }, use ) => {
		await use( wordpress.url );
	},
	pageProblems: async ( { page }, use ) => {
		// A site not connected to a service loads Giphy's own embeds (the inserter's preview of
		// the GIF block's example): this machine has no internet, so Giphy answers an empty page.
		await page.route( /^https:\/\/giphy\.com\/embed\//, ( route ) =>
			route.fulfill( { status: 200, contentType: 'text/html', body: '' } )
		);
		await use( watchPageProblems( page ) );
	},
} );

export { expect };

/** Signs in through WordPress's own form. */
export async function signInThroughForm(
	page: Page,
	login: string,
	password: string
) {
	await page.goto( '/wp-login.php' );
	const user = page.getByLabel( 'Username or Email Address' );
	// WordPress focuses the field a moment after the page loads; typing before then could land
	// the password in it.
	await expect( user ).toBeFocused();
	await user.fill( login );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\// ),
		page.getByRole( 'button', { name: 'Log In' } ).click(),
	] );
}
