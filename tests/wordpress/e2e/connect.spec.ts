import { SERVICE_REGISTRATION_KEY } from './support/state';
import { expect, test } from './support/test';

/**
 * A site owner connects the site to the Tessera service, as the README tells them: Settings →
 * Tessera, the service's address and its registration key, Connect. The `service` journeys run on
 * the connected site.
 */
test( 'Settings → Tessera connects the site to the service', async ( {
	page,
	wordpress,
	pageProblems,
} ) => {
	await page.goto( '/wp-admin/' );
	await page
		.locator( '#menu-settings' )
		.getByRole( 'link', { name: 'Settings', exact: true } )
		.hover();
	await page.getByRole( 'link', { name: 'Tessera', exact: true } ).click();
	await expect( page ).toHaveURL( /options-general\.php\?page=tessera$/ );
	await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
		'Not connected'
	);

	// An address where nothing answers is refused with a message, and nothing is stored.
	await page.getByLabel( 'Service address' ).fill( 'http://127.0.0.1:9' );
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await expect( page.locator( '.notice-error' ) ).toContainText(
		'The Tessera service could not be reached.'
	);
	await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
		'Not connected'
	);

	// This service asks for its operator's registration key.
	await page.getByLabel( 'Service address' ).fill( wordpress.serviceUrl );
	await page.getByLabel( 'Registration key' ).fill( 'a guess' );
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await expect( page.locator( '.notice-error' ) ).toContainText(
		'The service refused to connect this site: check the registration key.'
	);
	await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
		'Not connected'
	);

	await page.getByLabel( 'Service address' ).fill( wordpress.serviceUrl );
	await page
		.getByLabel( 'Registration key' )
		.fill( SERVICE_REGISTRATION_KEY );
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
		'Connected'
	);
	await expect( page.locator( '.notice-success' ) ).toHaveText(
		'This site is now connected to the Tessera service.'
	);
	await page.screenshot( {
		path: '/tmp/shots/wordpress/settings-connected.png',
	} );
	expect( pageProblems ).toEqual( [] );
} );
