import { PLUGIN_ZIP, ADMIN_STORAGE } from './support/state';
import { expect, signInThroughForm, test } from './support/test';

test( 'a site owner uploads tessera.zip in Plugins → Add Plugin and activates it', async ( {
	page,
	wordpress,
} ) => {
	await signInThroughForm( page, 'admin', wordpress.adminPassword );
	await page.goto( '/wp-admin/plugins.php' );
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: /^Add (New )?Plugin$/ } )
		.click();
	await page.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await page.locator( 'input#pluginzip' ).setInputFiles( PLUGIN_ZIP );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	const row = page.locator( 'tr[data-slug="tessera"]' );
	await expect( row ).toHaveClass( /\bactive\b/ );
	await expect( row ).toContainText(
		'Blocks and editor extensions for the block editor'
	);
	await page.screenshot( { path: '/tmp/shots/wordpress/plugins.png' } );
	await page.context().storageState( { path: ADMIN_STORAGE } );
} );
