/**
 * A site owner's weekly jobs, each as a person does it: building a form with the form's own '+',
 * styling it for visitors, working through the feedback inbox, and a visitor liking a post.
 */
import type { Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { ADMIN_PASSWORD } from './support/constants';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/owner-jobs';

// The steps build on one another: the form post of the first is liked, sent and styled later.
test.describe.configure( { mode: 'serial' } );
let formPostId = 0;

function formChildren( page: Page ) {
	return page.evaluate( () => {
		const form = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.find(
				( b: { name: string } ) => b.name === 'tessera/contact-form'
			);
		return form.innerBlocks.map( ( child: { name: string } ) =>
			child.name.replace( 'tessera/', '' )
		) as string[];
	} );
}

test( 'a form is built with its own +: each field lands above the button', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Open day sign-up' );
	await insertBlockFromInserter( page, 'Form', 'Form' );
	await canvas( page )
		.getByRole( 'button', { name: 'Add a contact form to your page.' } )
		.click();
	await expect
		.poll( () => formChildren( page ) )
		.toEqual( [ 'field-name', 'field-email', 'field-textarea', 'button' ] );

	const added = [
		[ 'Website', 'field-url' ],
		[ 'Phone Number', 'field-telephone' ],
		[ 'Date Picker', 'field-date' ],
	];
	for ( const [ title ] of added ) {
		await canvas( page )
			.getByRole( 'button', { name: 'Add a field' } )
			.click();
		const quick = page.locator( '.block-editor-inserter__quick-inserter' );
		// The quick inserter offers the fields first.
		await expect( quick.getByRole( 'option' ).first() ).toHaveText(
			/Text|Name|Email|Website/
		);
		await page.screenshot( { path: `${ SHOTS }/1-quick-inserter.png` } );
		await quick.getByRole( 'searchbox' ).fill( title );
		await quick.getByRole( 'option', { name: title, exact: true } ).click();
	}
	await expect
		.poll( () => formChildren( page ) )
		.toEqual( [
			'field-name',
			'field-email',
			'field-textarea',
			'field-url',
			'field-telephone',
			'field-date',
			'button',
		] );

	// The full inserter with the button selected: the field still goes above it.
	await page.evaluate( () => {
		const { getBlocks } = window.wp.data.select( 'core/block-editor' );
		const form = getBlocks().find(
			( b: { name: string } ) => b.name === 'tessera/contact-form'
		);
		const button = form.innerBlocks.at( -1 );
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( button.clientId );
	} );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /block inserter/i } )
		.click();
	const library = page.getByRole( 'region', { name: 'Block Library' } );
	// 'Form fields' is the first category while a form is selected.
	await expect(
		library.locator( '.block-editor-inserter__panel-title' ).first()
	).toHaveText( 'Form fields' );
	await page.screenshot( { path: `${ SHOTS }/1-inserter-form-fields.png` } );
	await library
		.getByRole( 'listbox', { name: 'Form fields' } )
		.getByRole( 'option', { name: 'Checkbox Group', exact: true } )
		.click();
	await expect
		.poll( async () => ( await formChildren( page ) ).slice( -2 ) )
		.toEqual( [ 'field-checkbox-multiple', 'button' ] );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /block inserter/i } )
		.click();
	await page.screenshot( { path: `${ SHOTS }/1-form-built.png` } );

	const postId = await publish( page );
	formPostId = postId;
	await openPost( page, postId );
	await expect.poll( () => formChildren( page ) ).toHaveLength( 8 );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	await page.goto( `/?p=${ postId }` );
	const labels = await page
		.locator( '.wp-block-tessera-contact-form form label' )
		.allTextContents();
	expect( labels.map( ( l ) => l.replace( /\s*\(required\)/, '' ) ) ).toEqual(
		expect.arrayContaining( [ 'Website', 'Phone', 'Date' ] )
	);
	await page.screenshot( {
		path: `${ SHOTS }/1-visitor-form.png`,
		fullPage: true,
	} );
	expect( pageProblems ).toEqual( [] );
} );

test( 'a visitor signs in from the Like link and comes back to the post, liked', async ( {
	browser,
} ) => {
	const visitor = await browser.newPage( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	await visitor.goto( `/?p=${ formPostId }` );
	const likes = visitor.locator( '#tessera-likes' );
	await expect( likes ).toContainText( 'Be the first to like this.' );
	await likes
		.getByRole( 'link', { name: 'Sign in to like this post.' } )
		.click();
	await visitor.locator( 'input[name="log"]' ).fill( 'admin' );
	await visitor.locator( 'input[name="pwd"]' ).fill( ADMIN_PASSWORD );
	await visitor.getByRole( 'button', { name: 'Log In' } ).click();
	// Back on the post (at its permalink), not in wp-admin.
	await visitor.waitForURL(
		( url ) =>
			! url.pathname.startsWith( '/wp-' ) && url.pathname !== '/wp-admin/'
	);
	await expect( visitor.locator( 'h1' ).first() ).toHaveText(
		'Open day sign-up'
	);
	await likes.getByRole( 'button', { name: 'Like', exact: true } ).click();
	await expect(
		likes.getByRole( 'button', { name: 'Liked', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( likes ).toContainText( '1 like' );
	await likes.scrollIntoViewIfNeeded();
	await visitor.screenshot( { path: `${ SHOTS }/2-visitor-liked.png` } );
	// Unliking goes back, so the post is as it was for the other steps.
	await likes.getByRole( 'button', { name: 'Liked', exact: true } ).click();
	await expect( likes ).toContainText( 'Be the first to like this.' );
	await visitor.close();
} );
