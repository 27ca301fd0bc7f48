import type { Page } from '@playwright/test';

import { seriousAxeViolations } from './support/axe';
import { openNewPost } from './support/editor';
import { expect, signIn, test } from './support/test';

/** Opens the 'Connected accounts' sidebar from the Options menu, as a person would. */
async function openConnectionsSidebar( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Options', exact: true } )
		.click();
	await page
		.getByRole( 'menuitemcheckbox', { name: 'Connected accounts' } )
		.click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByRole( 'heading', { name: 'Connected accounts' } )
	).toBeVisible();
	return sidebar;
}

/** Clicks Connect and returns the authorization popup, recording its console errors. */
async function openAuthorization( page: Page, service: string ) {
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		page.getByRole( 'button', { name: `Connect ${ service }` } ).click(),
	] );
	const problems: string[] = [];
	popup.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( `popup console: ${ message.text() }` );
		}
	} );
	popup.on( 'pageerror', ( error ) =>
		problems.push( `popup error: ${ error.message }` )
	);
	await expect(
		popup.getByRole( 'heading', {
			name: `Connect ${ service } to Tessera`,
		} )
	).toBeVisible();
	return { popup, problems };
}

function myConnections( page: Page ) {
	return page.evaluate( () =>
		window.wp.apiFetch( { path: '/wpcom/v2/keyring/connections' } )
	);
}

test( 'connects an account in the popup, shows it, disconnects it, and Cancel connects nothing', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	const sidebar = await openConnectionsSidebar( page );

	const first = await openAuthorization( page, 'Google Photos' );
	await expect( first.popup.getByText( 'Alex Rivera' ) ).toBeVisible();
	await first.popup.screenshot( {
		path: test.info().outputPath( 'authorization-page.png' ),
	} );
	expect( await seriousAxeViolations( first.popup ) ).toEqual( [] );
	await Promise.all( [
		first.popup.waitForEvent( 'close' ),
		first.popup.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
	await expect( sidebar.getByText( 'Alex Rivera' ) ).toBeVisible();
	await expect(
		sidebar.getByRole( 'img', { name: 'Picture of Alex Rivera' } )
	).toBeVisible();
	const disconnect = sidebar.getByRole( 'button', {
		name: 'Disconnect Alex Rivera from Google Photos',
	} );
	// Focus on the new account, not on Disconnect (a second Enter would undo the connection).
	await expect(
		sidebar.getByText( 'Alex Rivera', { exact: true } )
	).toBeFocused();
	await expect( disconnect ).toBeVisible();
	await page.screenshot( {
		path: test.info().outputPath( 'connected-accounts-sidebar.png' ),
	} );
	expect(
		await seriousAxeViolations( page, '.tessera-connections' )
	).toEqual( [] );
	expect( await myConnections( page ) ).toEqual( [
		expect.objectContaining( {
			service: 'google_photos',
			external_display: 'Alex Rivera',
		} ),
	] );

	await disconnect.click();
	await expect(
		sidebar.getByRole( 'button', { name: 'Connect Google Photos' } )
	).toBeFocused();
	await expect( sidebar.getByText( 'Alex Rivera' ) ).toBeHidden();
	expect( await myConnections( page ) ).toEqual( [] );

	const second = await openAuthorization( page, 'Google Photos' );
	await Promise.all( [
		second.popup.waitForEvent( 'close' ),
		second.popup.getByRole( 'button', { name: 'Cancel' } ).click(),
	] );
	await expect(
		sidebar.getByRole( 'button', { name: 'Connect Google Photos' } )
	).not.toHaveAttribute( 'aria-disabled', 'true' );
	await expect( sidebar.getByText( 'Alex Rivera' ) ).toBeHidden();
	expect( await myConnections( page ) ).toEqual( [] );

	expect( [ ...first.problems, ...second.problems ] ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );
} );
