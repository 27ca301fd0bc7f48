import {
	canvas,
	invalidBlocks,
	openNewPost,
	setTitle,
} from '../../e2e/support/editor';
import {
	insertEveryBlockDirectly,
	insertableTesseraBlocks,
	publishFromEditor,
} from './support/every-block';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';

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
	await insertEveryBlockDirectly( page, blocks );
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

	const postId = await publishFromEditor( page );
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
