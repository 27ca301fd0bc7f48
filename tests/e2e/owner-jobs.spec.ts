/**
 * A site owner's weekly jobs, each as a person does it: building a form with the form's own '+',
 * styling it (in the canvas as for visitors), working through the feedback inbox, and a visitor
 * liking a post.
 */
import type { Locator, Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ADMIN_PASSWORD, STATE_FILE } from './support/constants';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/owner-jobs';

// The steps build on one another: the form post of the first is liked, sent and styled later.
test.describe.configure( { mode: 'serial' } );
let formPostId = 0;

/** How the form's first one-line field looks: its label and input, as the browser drew them. */
function fieldLook( form: Locator ) {
	return form
		.locator( '.tessera-field:has(> input.tessera-field__input)' )
		.first()
		.evaluate( ( field ) => {
			const label = field.querySelector(
				':scope > .tessera-field__label'
			)!;
			const input = field.querySelector(
				':scope > .tessera-field__input'
			)!;
			const labelStyle = getComputedStyle( label );
			const inputStyle = getComputedStyle( input );
			return {
				labelOnBorder:
					label.getBoundingClientRect().bottom >
					input.getBoundingClientRect().top,
				labelColor: labelStyle.color,
				labelWeight: labelStyle.fontWeight,
				border: `${ inputStyle.borderTopWidth } ${ inputStyle.borderTopStyle } ${ inputStyle.borderTopColor }`,
				radius: inputStyle.borderTopLeftRadius,
			};
		} );
}

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
	const quick = page.locator( '.block-editor-inserter__quick-inserter' );
	for ( const [ title, name ] of added ) {
		const copies = async () =>
			( await formChildren( page ) ).filter( ( child ) => child === name )
				.length;
		const before = await copies();
		// On a busy machine the field added last can take the focus after the popover opened,
		// which closes it: a person clicks + again, and so does this, until the field is in.
		await expect( async () => {
			if ( ( await copies() ) > before ) {
				return;
			}
			if ( await quick.isVisible() ) {
				await quick.getByRole( 'searchbox' ).fill( '' );
			} else {
				await canvas( page )
					.getByRole( 'button', { name: 'Add a field' } )
					.click();
			}
			// The quick inserter offers the fields first.
			await expect( quick.getByRole( 'option' ).first() ).toHaveText(
				/Text|Name|Email|Website/,
				{ timeout: 10_000 }
			);
			await page.screenshot( {
				path: `${ SHOTS }/1-quick-inserter.png`,
			} );
			await quick.getByRole( 'searchbox' ).fill( title );
			await quick
				.getByRole( 'option', { name: title, exact: true } )
				.click( { timeout: 10_000 } );
			await expect.poll( copies, { timeout: 10_000 } ).toBe( before + 1 );
		} ).toPass( { timeout: 90_000 } );
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

test( 'the feedback inbox: spam, not spam, trash, bulk, search, reply link', async ( {
	page,
	pageProblems,
} ) => {
	// The inbox starts empty, whatever other specs sent before.
	const db = new Database(
		join(
			JSON.parse( readFileSync( STATE_FILE, 'utf8' ) ).dataDir,
			'tessera.sqlite'
		)
	);
	db.prepare( 'DELETE FROM tessera_feedback' ).run();
	db.close();
	for ( const [ name, email ] of [
		[ 'Ada Byron', 'ada@example.com' ],
		[ 'Grace Hopper', 'grace@example.com' ],
		[ 'Alan Turing', 'alan@example.com' ],
	] ) {
		const sent = await page.request.post(
			`/contact-form/${ formPostId }/0`,
			{
				headers: { accept: 'application/json' },
				form: { 'tessera-field-0': name, 'tessera-field-1': email },
			}
		);
		expect( sent.status() ).toBe( 200 );
	}
	await signIn( page );
	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	const inbox = page.locator( '#tessera-feedback-inbox' );
	const rows = inbox.locator( 'tbody tr' );
	await expect( rows ).toHaveCount( 3 );
	await expect( inbox ).toContainText(
		'Inbox (3) · Spam (0) · Trash (0) · 3 unread'
	);
	await expect(
		inbox.getByRole( 'link', { name: 'Reply to Alan Turing' } )
	).toHaveAttribute(
		'href',
		/^mailto:alan@example\.com\?subject=Re%3A%20Open%20day/
	);
	await expect(
		rows.first().getByRole( 'link', { name: /Open day sign-up — form 1/ } )
	).toHaveAttribute( 'href', /open-day-sign-up/ );
	await page.screenshot( { path: `${ SHOTS }/3-inbox.png`, fullPage: true } );

	// One row to spam through its actions.
	const rowNamed = ( name: string ) => rows.filter( { hasText: name } );
	await rowNamed( 'Grace Hopper' )
		.getByRole( 'button', { name: 'Mark as spam' } )
		.click();
	await expect( rows ).toHaveCount( 2 );
	await expect( inbox ).toContainText( 'Spam (1)' );

	// Search.
	await inbox
		.getByRole( 'searchbox', { name: 'Search responses' } )
		.fill( 'turing' );
	await expect( rows ).toHaveCount( 1 );
	await inbox
		.getByRole( 'searchbox', { name: 'Search responses' } )
		.fill( '' );
	await expect( rows ).toHaveCount( 2 );

	// Bulk: select both and move them to the trash.
	await inbox
		.getByRole( 'columnheader', { name: 'Select all' } )
		.getByRole( 'checkbox' )
		.check();
	await page.screenshot( { path: `${ SHOTS }/3-inbox-bulk.png` } );
	// The bulk bar under the table (the rows have their own buttons above it).
	await inbox.getByRole( 'button', { name: 'Move to trash' } ).last().click();
	await expect( inbox.getByText( 'No responses found.' ) ).toBeVisible();

	await expect( inbox ).toContainText( 'Inbox (0) · Spam (1) · Trash (2)' );

	// The spam list: 'Not spam' sends Grace back to the inbox.
	await page.goto( '/wp-admin/edit.php?post_type=feedback&status=spam' );
	await expect( rows ).toHaveCount( 1 );
	// The CSV follows the filters.
	await expect(
		inbox.getByRole( 'link', { name: 'Export CSV' } )
	).toHaveAttribute( 'href', /export=csv&status=spam/ );
	await rowNamed( 'Grace Hopper' )
		.getByRole( 'button', { name: 'Not spam' } )
		.click();
	await expect( inbox ).toContainText( 'Inbox (1) · Spam (0) · Trash (2)' );
	await page.screenshot( { path: `${ SHOTS }/3-inbox-spam-list.png` } );
	// The list layout.
	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	await expect( rows ).toHaveCount( 1 );
	expect( pageProblems ).toEqual( [] );
} );

test( 'a form style variation and colours show for a visitor', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openPost( page, formPostId );
	await page.evaluate( () => {
		const form = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.find(
				( b: { name: string } ) => b.name === 'tessera/contact-form'
			);
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( form.clientId );
	} );
	// The canvas draws the form as visitors get it: Default first, then each style picked.
	const editorForm = canvas( page ).locator(
		'.wp-block-tessera-contact-form'
	);
	const byDefault = await fieldLook( editorForm );
	expect( byDefault ).toMatchObject( {
		labelOnBorder: false,
		labelWeight: '600',
		radius: '4px',
	} );
	expect( byDefault.border ).toMatch( /^1px solid / );
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings.getByRole( 'tab', { name: 'Styles' } ).click();
	// Hovering a style previews it, drawn by the same stylesheet.
	await settings.getByText( 'Outlined', { exact: true } ).hover();
	await expect(
		page
			.frameLocator( '.block-editor-block-switcher__preview iframe' )
			.locator( 'input.tessera-field__input' )
			.first()
	).toHaveCSS( 'border-top-width', '2px' );
	await page.screenshot( {
		path: `${ SHOTS }/4-styles-preview-outlined.png`,
	} );
	await settings.getByText( 'Outlined', { exact: true } ).click();
	// The text colour lives in the Typography panel, behind its options menu.
	await settings
		.getByRole( 'button', { name: 'Typography options' } )
		.click();
	await page.getByRole( 'menuitemcheckbox', { name: 'Show Color' } ).click();
	await page.keyboard.press( 'Escape' );
	await settings
		.getByRole( 'button', { name: /^Color/ } )
		.first()
		.click();
	await page.getByRole( 'option', { name: 'Brick' } ).click();
	await page.keyboard.press( 'Escape' );
	await expect
		.poll( () =>
			page.evaluate( () => {
				const form = window.wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.find(
						( b: { name: string } ) =>
							b.name === 'tessera/contact-form'
					);
				return [ form.attributes.className, form.attributes.textColor ];
			} )
		)
		.toEqual( [ 'is-style-outlined', 'brick' ] );
	const outlined = await fieldLook( editorForm );
	expect( outlined ).toMatchObject( {
		labelOnBorder: true,
		labelColor: 'rgb(179, 54, 45)',
		radius: '8px',
	} );
	expect( outlined.border ).toMatch( /^2px solid / );
	await page.screenshot( { path: `${ SHOTS }/4-editor-form-styles.png` } );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Save', exact: true } )
		.click();
	await expect
		.poll( () =>
			page.evaluate( () => {
				const editor = window.wp.data.select( 'core/editor' );
				return ! editor.isSavingPost() && ! editor.isEditedPostDirty();
			} )
		)
		.toBe( true );

	await page.goto( `/?p=${ formPostId }` );
	const form = page.locator( '.wp-block-tessera-contact-form' );
	await expect( form ).toHaveClass( /is-style-outlined/ );
	await expect( form ).toHaveClass( /has-brick-color/ );
	await expect( form.locator( '.tessera-field__label' ).first() ).toHaveCSS(
		'color',
		'rgb(179, 54, 45)'
	);
	await expect(
		form.locator( 'input.tessera-field__input' ).first()
	).toHaveCSS( 'border-top-width', '2px' );
	// The visitor's field looks as the canvas drew it.
	expect( await fieldLook( form ) ).toStrictEqual( outlined );
	await page.screenshot( { path: `${ SHOTS }/4-visitor-form-styles.png` } );
	expect( pageProblems ).toEqual( [] );
} );
