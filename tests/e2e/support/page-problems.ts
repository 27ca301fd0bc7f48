import type { Page } from '@playwright/test';

/**
 * Records every console error, page error, failed request and error answer the page meets, so
 * that a test can assert there were none.
 *
 * @param page The page to watch.
 * @return The list, filled as they happen.
 */
export function watchPageProblems( page: Page ): string[] {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			// A failed load says only its error; where it came from names the resource.
			const { url } = message.location();
			problems.push(
				`console: ${ message.text() }${ url ? ` (${ url })` : '' }`
			);
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
			problems.push( `HTTP ${ response.status() }: ${ response.url() }` );
		}
	} );
	return problems;
}
