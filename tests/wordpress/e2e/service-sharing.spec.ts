import {
	openNewPost,
	openSidebarPanel,
	openTesseraSidebar,
	setTitle,
} from '../../e2e/support/editor';
import { publishFromEditor } from './support/every-block';
import { serviceRows } from './support/service-data';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';

/** The shares the service made for its sites' posts, as `<network> <post id>`. */
function recordedShares( serviceDataDir: string ): string[] {
	return serviceRows< { service: string; post_id: number } >(
		serviceDataDir,
		'SELECT service, post_id FROM publicize_shares WHERE error = ?',
		''
	).map( ( row ) => `${ row.service } ${ row.post_id }` );
}

test( 'an author connects a social account from the editor, sees it under Settings → Sharing, and a post is shared when published', async ( {
	page,
	wordpress,
} ) => {
	await openNewPost( page );
	await setTitle( page, 'Out on the water' );
	const sidebar = await openTesseraSidebar( page );
	await openSidebarPanel( page, 'Share this post' );
	await sidebar.getByRole( 'button', { name: 'Connect an account' } ).click();
	// The network's authorization page opens through the site, from the service.
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		page.getByRole( 'menuitem', { name: 'Twitter' } ).click(),
	] );
	expect( popup.url() ).toContain( `${ wordpress.url }/keyring/connect/` );
	await Promise.all( [
		popup.waitForEvent( 'close' ),
		popup.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
	await expect(
		sidebar.getByRole( 'checkbox', { name: '@alexrivera (Twitter)' } )
	).toBeChecked();

	const postId = await publishFromEditor( page );
	expect( recordedShares( wordpress.serviceDataDir ) ).toContain(
		`twitter ${ postId }`
	);

	await page.goto( '/wp-admin/' );
	await page
		.locator( '#menu-settings' )
		.getByRole( 'link', { name: 'Settings', exact: true } )
		.hover();
	await page.getByRole( 'link', { name: 'Sharing', exact: true } ).click();
	await expect( page ).toHaveURL( /options-general\.php\?page=sharing$/ );
	// The service's screen, inside this site's own wp-admin.
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Sharing' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		page.locator( '.sharing-account', { hasText: '@alexrivera' } )
	).toContainText( 'Connected' );
	await page.screenshot( {
		path: `${ SHOTS }/service-sharing.png`,
		fullPage: true,
	} );
	// Disconnect posts back to the same screen, through the site.
	await page
		.locator( '.sharing-account', { hasText: '@alexrivera' } )
		.getByRole( 'button', { name: /Disconnect/ } )
		.click();
	await expect(
		page.getByText( 'The account is disconnected.' )
	).toBeVisible();
	await expect( page.locator( '#adminmenu' ) ).toBeVisible();
	await expect(
		page.locator( '.sharing-account', { hasText: '@alexrivera' } )
	).toHaveCount( 0 );
	await page.screenshot( {
		path: `${ SHOTS }/service-sharing-disconnected.png`,
		fullPage: true,
	} );
} );
