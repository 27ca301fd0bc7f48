import { mkdirSync } from 'node:fs';

import {
	canvas,
	invalidBlocks,
	openNewPost,
	publish,
	setInserterOpen,
	setTitle,
} from '../../e2e/support/editor';
import {
	insertEveryBlock,
	insertableTesseraBlocks,
} from './support/every-block';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';
mkdirSync( SHOTS, { recursive: true } );

test( 'every Tessera block is in the inserter under its category, inserts cleanly, publishes and shows to a visitor', async ( {
	page,
	browser,
	pageProblems,
	wordpress,
} ) => {
	// Thirty blocks through the inserter, a publish and a visitor: a minute and a half on a quiet
	// machine, several times that on a busy one.
	test.setTimeout( 600_000 );
	await openNewPost( page );
	await setTitle( page, 'Every Tessera block' );
	const blocks = await insertableTesseraBlocks( page );
	// Every top-level block of the suite but the button, which other blocks place inside themselves.
	expect( blocks ).toHaveLength( 29 );

	// The inserter lists each under its category's heading; a person browsing it clicks each in
	// turn (the inserter stays open after an insertion).
	await setInserterOpen( page, true );
	const library = page.getByRole( 'region', { name: 'Block Library' } );
	for ( const block of blocks ) {
		await expect(
			library
				.getByRole( 'listbox', { name: block.category, exact: true } )
				.getByRole( 'option', { name: block.title, exact: true } ),
			`${ block.name } under ${ block.category }`
		).toBeVisible();
	}
	await page.screenshot( { path: `${ SHOTS }/inserter.png` } );
	await insertEveryBlock( page, blocks );
	const editorCanvas = canvas( page );
	// A block that needs the Tessera service says so in place of its settings.
	await expect(
		editorCanvas
			.locator( '.wp-block-tessera-contact-form' )
			.getByText(
				'This block needs the Tessera service. It can be set up once this site is connected to a Tessera service.'
			)
	).toBeVisible();
	await page.screenshot( {
		path: `${ SHOTS }/editor-every-block.png`,
		fullPage: true,
	} );

	const postId = await publish( page );
	await page.reload();
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	await expect(
		editorCanvas.locator( '.wp-block-tessera-markdown' )
	).toBeVisible();
	expect( await invalidBlocks( page ) ).toEqual( [] );

	const visitor = await browser.newPage();
	const visitorProblems: string[] = [];
	visitor.on( 'pageerror', ( error ) =>
		visitorProblems.push( error.message )
	);
	visitor.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			visitorProblems.push( message.text() );
		}
	} );
	const answer = await visitor.goto( `${ wordpress.url }/?p=${ postId }` );
	expect( answer?.status() ).toBe( 200 );
	await expect(
		visitor.getByRole( 'heading', {
			level: 1,
			name: 'Every Tessera block',
		} )
	).toBeVisible();
	// A block waiting for the service shows visitors nothing, not its saved markup (the
	// subscription form saves a shortcode only the service renders).
	await expect( visitor.getByText( /\[tessera_/ ) ).toHaveCount( 0 );
	await expect(
		visitor.locator( '.wp-block-tessera-contact-form' )
	).toHaveCount( 0 );
	await visitor.screenshot( {
		path: `${ SHOTS }/visitor-every-block.png`,
		fullPage: true,
	} );
	await visitor.close();
	expect( visitorProblems ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );
} );
