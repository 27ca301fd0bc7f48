import {
	test as base,
	expect,
	type Browser,
	type BrowserContext,
	type Cookie,
	type Page,
} from '@playwright/test';

import { readFileSync } from 'node:fs';

import { ADMIN_PASSWORD, PAGE_LOADS, STATE_FILE } from './constants';
import { watchPageProblems } from './page-problems';

// This worker's own site server (global-setup.ts starts one per worker). Specs that open their
// own browser contexts read the address from the environment, as they always have.
process.env.TESSERA_E2E_BASE_URL = JSON.parse(
	readFileSync( STATE_FILE, 'utf8' )
).url;

type Fixtures = {
	/** Console errors and failed requests seen by the page during the test. */
	pageProblems: string[];
	/** Counts the test's page loads and the time they took, for `npm run test:profile`. */
	pageLoads: void;
};

/** Counts every main-frame navigation of `page` and the time until its load event. */
function trackLoads( page: Page, loads: { count: number; ms: number } ) {
	let started = 0;
	page.on( 'request', ( request ) => {
		if (
			request.isNavigationRequest() &&
			request.frame() === page.mainFrame()
		) {
			loads.count++;
			started = Date.now();
		}
	} );
	page.on( 'load', () => {
		if ( started ) {
			loads.ms += Date.now() - started;
			started = 0;
		}
	} );
}

/** Tracks the pages of `context`, present and to come. */
function trackContext(
	context: BrowserContext,
	loads: { count: number; ms: number }
) {
	context.pages().forEach( ( page ) => trackLoads( page, loads ) );
	context.on( 'page', ( page ) => trackLoads( page, loads ) );
}

/**
 * The base test: points baseURL at the server global-setup.ts started, and records every
 * console error, page error and failed request so that a test can assert there were none.
 */
export const test = base.extend< Fixtures >( {
	baseURL: async ( {}, use ) => {
		await use( process.env.TESSERA_E2E_BASE_URL );
	},
	pageProblems: async ( { page }, use ) => {
		await use( watchPageProblems( page ) );
	},
	pageLoads: [
		async ( { context, browser }, use, testInfo ) => {
			const loads = { count: 0, ms: 0 };
			trackContext( context, loads );
			// Visitors get contexts of their own from `browser`: track those as well.
			const { newContext, newPage } = browser;
			const patched = browser as Browser;
			patched.newContext = async ( ...args ) => {
				const created = await newContext.apply( browser, args );
				trackContext( created, loads );
				return created;
			};
			patched.newPage = async ( ...args ) => {
				const created = await newPage.apply( browser, args );
				trackLoads( created, loads );
				return created;
			};
			await use();
			patched.newContext = newContext;
			patched.newPage = newPage;
			testInfo.annotations.push( {
				type: PAGE_LOADS,
				description: `${ loads.count } ${ loads.ms }`,
			} );
		},
		{ auto: true },
	],
} );

export { expect };

/** The sign-in cookies of this worker's users, by login, kept from their first sign-in. */
const sessions = new Map< string, Cookie[] >();

/**
 * Signs `login` in. The first time in a worker it goes through the sign-in form, as a person
 * does; later calls reuse that session's cookie, so a journey does not load the form again.
 * Either way the caller then opens the page it needs.
 */
export async function signIn(
	page: Page,
	login = 'admin',
	password = ADMIN_PASSWORD
) {
	const kept = sessions.get( `${ login }\n${ password }` );
	if ( kept ) {
		await page.context().addCookies( kept );
		return;
	}
	await signInThroughForm( page, login, password );
	const cookies = await page.context().cookies();
	sessions.set(
		`${ login }\n${ password }`,
		cookies.filter( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in' )
		)
	);
}

/** Signs in through the form, always with a new session (for a journey that ends it). */
export async function signInThroughForm(
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
