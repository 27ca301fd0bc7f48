import type { Page } from '@playwright/test';

import {
	canvas,
	invalidBlocks,
	openNewPost,
	setTitle,
} from '../../e2e/support/editor';
import {
	insertEveryBlock,
	insertableTesseraBlocks,
} from './support/every-block';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';

/**
 * Publishes through the header button and the pre-publish panel. WordPress's post-publish panel
 * does not stay: the Donations block takes the post's new permalink as its fallback link once
 * published (as Jetpack's does), which leaves an edit to save.
 */
async function publishPost( page: Page ): Promise< number > {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await page
		.getByRole( 'region', { name: /editor publish/i } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect( page.getByText( 'Post published.' ).first() ).toBeVisible();
	return page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
}

test( 'once connected, every Tessera block is set up in the editor and rendered by the service for a visitor', async ( {
	page,
	browser,
	pageProblems,
	wordpress,
} ) => {
	await openNewPost( page );
	await setTitle( page, 'Every block, connected' );
	const blocks = await insertableTesseraBlocks( page );
	expect( blocks ).toHaveLength( 29 );
	await insertEveryBlock( page, blocks );
	// No block waits for the service any more: each shows its own settings.
	await expect(
		canvas( page ).getByText( 'This block needs the Tessera service.', {
			exact: false,
		} )
	).toHaveCount( 0 );
	await page.screenshot( {
		path: `${ SHOTS }/service-editor-every-block.png`,
		fullPage: true,
	} );

	const postId = await publishPost( page );
	await page.reload();
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	expect( await invalidBlocks( page ) ).toEqual( [] );

	const visitor = await browser.newPage( { storageState: undefined } );
	const visitorProblems: string[] = [];
	visitor.on( 'pageerror', ( error ) =>
		visitorProblems.push( error.message )
	);
	const answer = await visitor.goto( `${ wordpress.url }/?p=${ postId }` );
	expect( answer?.status() ).toBe( 200 );
	const html = await visitor.content();
	expect( html ).not.toContain( 'could not be rendered' );
	await expect( visitor.getByText( /\[tessera_/ ) ).toHaveCount( 0 );
	// What waited for the service before is on the page now, drawn by the service.
	await expect( visitor.locator( 'form[data-tessera-form]' ) ).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-tessera-subscriptions input[type="email"]' )
	).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-tessera-business-hours' )
	).toBeAttached();
	await visitor.screenshot( {
		path: `${ SHOTS }/service-visitor-every-block.png`,
		fullPage: true,
	} );
	await visitor.close();
	expect( visitorProblems ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );
} );
