/**
 * What a visitor gets from a published form: each of the six presets, built through the variation
 * picker and published, is sent by a visitor with bad input (errors next to the fields) and then
 * good input (the right thank-you), with JavaScript and without; each submission is then found in
 * the feedback list, in the CSV export and, as a notification, in the outbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	publish,
	setTitle,
} from './support/editor';
import { seriousAxeViolations } from './support/axe';
import { STATE_FILE } from './support/constants';
import { expect, signIn, test } from './support/test';
import { updateOption } from '../../platform/store/options';
import { decodeQuotedPrintable } from '../../service/features/mail/mime';

const SHOTS = '/tmp/shots/submissions';
const { dataDir } = JSON.parse( readFileSync( STATE_FILE, 'utf8' ) ) as {
	dataDir: string;
};

interface Preset {
	title: string;
	slug: string;
	/** Form attributes set after choosing the preset, for the other thank-you kinds. */
	thankYou?: Record< string, string >;
	/** The thank-you is a redirect to another page. */
	leavesPage?: boolean;
}

const PRESETS: Preset[] = [
	{ title: 'Contact', slug: 'contact' },
	{ title: 'Newsletter sign-up', slug: 'newsletter' },
	{ title: 'RSVP', slug: 'rsvp' },
	{ title: 'Registration', slug: 'registration' },
	{
		title: 'Appointment',
		slug: 'appointment',
		leavesPage: true,
		thankYou: {
			customThankyou: 'redirect',
			customThankyouRedirect: '/?redirected=1',
		},
	},
	{
		title: 'Feedback',
		slug: 'feedback',
		thankYou: {
			customThankyou: 'message',
			customThankyouHeading: 'Thank you for your feedback',
			customThankyouMessage: 'We read every answer.',
		},
	},
];

test.describe.configure( { mode: 'serial' } );

/** The Newsletter preset is hidden on simple sites; the editor reads the type when it opens. */
function offerEveryPreset() {
	const db = new Database( join( dataDir, 'tessera.sqlite' ) );
	updateOption( db, 'tessera_site_type', 'atomic' );
	db.close();
}

test.beforeAll( offerEveryPreset );

test.afterAll( () => {
	const db = new Database( join( dataDir, 'tessera.sqlite' ) );
	updateOption( db, 'tessera_site_type', 'self-hosted' );
	db.close();
} );

/** Clicks a preset in the variation picker (its button is named by the preset's description). */
async function choosePreset( page: Page, title: string ) {
	await canvas( page )
		.locator( '.block-editor-block-variation-picker__variations > li' )
		.filter( { hasText: new RegExp( `^${ title }$` ) } )
		.getByRole( 'button' )
		.click();
}

/** Builds a form from a preset through the picker and publishes it; returns the post id. */
async function publishPreset( page: Page, preset: Preset ): Promise< number > {
	// Again for each editor opened: a setting another journey changed must not hide a preset.
	offerEveryPreset();
	await openNewPost( page );
	await setTitle( page, `${ preset.title } form` );
	await insertBlockFromInserter( page, 'Form', 'Form' );
	await choosePreset( page, preset.title );
	const clientId = await page.waitForFunction( () => {
		const form = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.find(
				( block: { name: string } ) =>
					block.name === 'tessera/contact-form'
			);
		return form?.innerBlocks.length ? ( form.clientId as string ) : null;
	} );
	if ( preset.thankYou ) {
		const attributes =
			preset.thankYou.customThankyou === 'redirect'
				? {
						...preset.thankYou,
						customThankyouRedirect: new URL(
							preset.thankYou.customThankyouRedirect,
							page.url()
						).href,
					}
				: preset.thankYou;
		await page.evaluate(
			( [ id, next ] ) =>
				window.wp.data
					.dispatch( 'core/block-editor' )
					.updateBlockAttributes( id, next ),
			[ await clientId.jsonValue(), attributes ] as const
		);
	}
	const postId = await publish( page );
	await page.reload();
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	expect( await invalidBlocks( page ) ).toEqual( [] );
	return postId;
}

/** Fills every field of the form with a good answer of its kind. */
async function fillGood( page: Page, name: string ) {
	const fields = page.locator(
		'form[data-tessera-form] [data-tessera-field]'
	);
	for ( const field of await fields.all() ) {
		const kind = await field.getAttribute( 'data-tessera-field' );
		switch ( kind ) {
			case 'name':
				await field.locator( 'input' ).fill( name );
				break;
			case 'email':
				await field.locator( 'input' ).fill( 'ada@example.com' );
				break;
			case 'telephone':
				await field.locator( 'input' ).fill( '+44 20 7946 0958' );
				break;
			case 'date':
				await field.locator( 'input' ).fill( '2026-12-31' );
				break;
			case 'url':
				await field.locator( 'input' ).fill( 'https://example.com' );
				break;
			case 'text':
			case 'textarea':
				await field
					.locator( 'input, textarea' )
					.fill( 'Looking forward to it.' );
				break;
			case 'radio':
			case 'checkbox-multiple':
			case 'checkbox':
				await field.locator( 'input' ).first().check();
				break;
			case 'select':
				await field.locator( 'select' ).selectOption( { index: 1 } );
				break;
			case 'consent':
				if ( await field.locator( 'input[type="checkbox"]' ).count() ) {
					await field.locator( 'input[type="checkbox"]' ).check();
				}
				break;
		}
	}
}

async function submitForm( page: Page ) {
	await page.locator( 'form[data-tessera-form] [type="submit"]' ).click();
}

async function expectThankYou( page: Page, preset: Preset, name: string ) {
	if ( preset.thankYou?.customThankyou === 'redirect' ) {
		await expect( page ).toHaveURL( /\?redirected=1$/ );
		return;
	}
	const thankYou = page.locator(
		'.wp-block-tessera-contact-form__thank-you'
	);
	await expect( thankYou ).toBeVisible();
	if ( preset.thankYou?.customThankyou === 'message' ) {
		await expect( thankYou.getByRole( 'heading' ) ).toHaveText(
			'Thank you for your feedback'
		);
		await expect( thankYou ).toContainText( 'We read every answer.' );
	} else {
		await expect( thankYou.getByRole( 'heading' ) ).toContainText(
			'Message Sent'
		);
		await expect( thankYou.locator( 'dd' ).first() ).toHaveText( name );
	}
}

async function visitor( browser: Browser, javaScriptEnabled: boolean ) {
	const context = await browser.newContext( { javaScriptEnabled } );
	const page = await context.newPage();
	const problems: string[] = [];
	page.on( 'pageerror', ( error ) => problems.push( error.message ) );
	page.on( 'dialog', ( dialog ) => {
		problems.push( `dialog: ${ dialog.message() }` );
		dialog.dismiss().catch( () => undefined );
	} );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( message.text() );
		}
	} );
	return { context, page, problems };
}

function outboxMessages(): string[] {
	const dir = join( dataDir, 'outbox' );
	return readdirSync( dir )
		.filter( ( name ) => name.endsWith( '.eml' ) )
		.map( ( name ) =>
			decodeQuotedPrintable( readFileSync( join( dir, name ), 'utf8' ) )
		);
}

/** With JavaScript: inline errors first, then the thank-you without a page load. */
async function sendWithJavaScript(
	browser: Browser,
	preset: Preset,
	postId: number
): Promise< string > {
	const js = await visitor( browser, true );
	await js.page.goto( `/?p=${ postId }` );
	const email = js.page.locator( '[data-tessera-field="email"] input' );
	await email.fill( 'not-an-email' );
	await submitForm( js.page );
	await expect(
		js.page.locator( '[data-tessera-field="email"] .tessera-field__error' )
	).toHaveText( 'Please enter a valid email address.' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	// The first field with an error takes the focus.
	await expect(
		js.page.locator( 'form [aria-invalid="true"]' ).first()
	).toBeFocused();
	await expect(
		js.page.locator( '.wp-block-tessera-contact-form__notice' )
	).toContainText( 'Please correct' );
	await js.page.screenshot( {
		path: `${ SHOTS }/visitor-errors-js-${ preset.slug }.png`,
		fullPage: true,
	} );
	expect(
		await seriousAxeViolations( js.page, '.wp-block-tessera-contact-form' )
	).toEqual( [] );
	const jsName = `Ada JS ${ preset.slug }`;
	await js.page.evaluate(
		() => ( ( window as unknown as { stayed: boolean } ).stayed = true )
	);
	await fillGood( js.page, jsName );
	await submitForm( js.page );
	await expectThankYou( js.page, preset, jsName );
	// Only the redirect thank-you leaves the page; the others replace the form in place.
	expect(
		await js.page.evaluate(
			() => ( window as unknown as { stayed?: boolean } ).stayed === true
		)
	).toBe( ! preset.leavesPage );
	await js.page.screenshot( {
		path: `${ SHOTS }/visitor-thank-you-${ preset.slug }.png`,
		fullPage: true,
	} );
	expect( js.problems ).toEqual( [] );
	await js.context.close();
	return jsName;
}

/** Without JavaScript: the server checks, returns with the errors, then the thank-you. */
async function sendWithoutJavaScript(
	browser: Browser,
	preset: Preset,
	postId: number
): Promise< string > {
	const plain = await visitor( browser, false );
	await plain.page.goto( `/?p=${ postId }` );
	await plain.page
		.locator( '[data-tessera-field="email"] input' )
		.fill( 'not-an-email' );
	await submitForm( plain.page );
	await expect( plain.page ).toHaveURL( /tessera-form-result=/ );
	await expect(
		plain.page.locator(
			'[data-tessera-field="email"] .tessera-field__error'
		)
	).toHaveText( 'Please enter a valid email address.' );
	await expect(
		plain.page.locator( '[data-tessera-field="email"] input' )
	).toHaveValue( 'not-an-email' );
	await plain.page.screenshot( {
		path: `${ SHOTS }/visitor-errors-no-js-${ preset.slug }.png`,
		fullPage: true,
	} );
	// axe needs scripts: check the same server-rendered errors in a page that runs them.
	const checking = await browser.newContext();
	const checker = await checking.newPage();
	await checker.goto( plain.page.url() );
	await expect(
		checker.locator( '.tessera-field__error:not([hidden])' ).first()
	).toBeVisible();
	expect(
		await seriousAxeViolations( checker, '.wp-block-tessera-contact-form' )
	).toEqual( [] );
	await checking.close();
	const plainName = `Ada NoJS ${ preset.slug }`;
	await fillGood( plain.page, plainName );
	await submitForm( plain.page );
	await expectThankYou( plain.page, preset, plainName );
	expect( plain.problems ).toEqual( [] );
	await plain.context.close();
	return plainName;
}

test( 'each preset is sent by visitors, with and without JavaScript, and reaches the feedback list, the CSV and the outbox', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 600_000 );
	await signIn( page );
	const sent: string[] = [];
	for ( const preset of PRESETS ) {
		const postId = await publishPreset( page, preset );
		sent.push( await sendWithJavaScript( browser, preset, postId ) );
		sent.push( await sendWithoutJavaScript( browser, preset, postId ) );
	}

	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	for ( const name of sent ) {
		await expect(
			page.getByRole( 'link', { name, exact: true } )
		).toBeVisible();
	}
	// Newest first.
	const names = await page
		.locator( '#tessera-feedback-inbox tbody tr strong a' )
		.allTextContents();
	expect( names.slice( 0, 2 ) ).toEqual( [
		'Ada NoJS feedback',
		'Ada JS feedback',
	] );
	await page.screenshot( {
		path: `${ SHOTS }/feedback-list.png`,
		fullPage: true,
	} );

	await page
		.getByRole( 'link', { name: 'Ada JS rsvp', exact: true } )
		.click();
	await expect(
		page.getByRole( 'row', { name: /Attending\?/ } )
	).toContainText( 'Yes' );
	await page.screenshot( {
		path: `${ SHOTS }/feedback-single.png`,
		fullPage: true,
	} );

	const csv = await (
		await page.request.get(
			'/wp-admin/edit.php?post_type=feedback&export=csv'
		)
	).text();
	for ( const name of sent ) {
		expect( csv ).toContain( `,${ name },` );
	}

	const mail = outboxMessages();
	for ( const name of sent ) {
		expect(
			mail.some( ( message ) => message.includes( `Name: ${ name }` ) )
		).toBe( true );
	}
	expect(
		mail.some(
			( message ) =>
				message.includes( 'Subject: A new RSVP from your website' ) &&
				message.includes( 'Name: Ada JS rsvp' )
		)
	).toBe( true );
} );

test( 'script, HTML and formula payloads are stored intact, shown as text and exported safely', async ( {
	page,
	browser,
} ) => {
	const payload =
		'=HYPERLINK("http://evil.example","x") <script>alert(1)</script> "><img src=x onerror=alert(1)>';
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Hostile input' );
	await insertBlockFromInserter( page, 'Form', 'Form' );
	await choosePreset( page, 'Registration' );
	await page.waitForFunction( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.some(
				( block: { name: string; innerBlocks: [] } ) =>
					block.innerBlocks.length > 0
			)
	);
	// Registration has no plain text field: add one, so every kind of free text carries the payload.
	await page.evaluate( () => {
		const { select, dispatch } = window.wp.data;
		const form = select( 'core/block-editor' )
			.getBlocks()
			.find(
				( block: { name: string } ) =>
					block.name === 'tessera/contact-form'
			);
		dispatch( 'core/block-editor' ).insertBlock(
			window.wp.blocks.createBlock( 'tessera/field-text', {
				label: 'Company',
			} ),
			0,
			form.clientId
		);
	} );
	const postId = await publish( page );

	const js = await visitor( browser, true );
	await js.page.goto( `/?p=${ postId }` );
	for ( const kind of [ 'text', 'name', 'textarea' ] ) {
		await js.page
			.locator(
				`[data-tessera-field="${ kind }"] input, [data-tessera-field="${ kind }"] textarea`
			)
			.fill( payload );
	}
	await js.page
		.locator( '[data-tessera-field="email"] input' )
		.fill( 'ada@example.com' );
	await submitForm( js.page );
	const thankYou = js.page.locator(
		'.wp-block-tessera-contact-form__thank-you'
	);
	await expect( thankYou.locator( 'dd' ).first() ).toHaveText( payload );
	await expect( thankYou.locator( 'img' ) ).toHaveCount( 0 );
	expect( js.problems ).toEqual( [] );
	await js.context.close();

	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss().catch( () => undefined );
	} );
	await page.goto( '/wp-admin/edit.php?post_type=feedback' );
	const row = page.locator( '#tessera-feedback-inbox tbody tr' ).first();
	await expect( row.locator( 'strong a' ) ).toHaveText( payload );
	await row.locator( 'strong a' ).click();
	await expect( page.locator( '.feedback-value' ).first() ).toHaveText(
		payload
	);
	await expect( page.locator( 'main img' ) ).toHaveCount( 0 );
	expect( dialogs ).toEqual( [] );

	const db = new Database( join( dataDir, 'tessera.sqlite' ), {
		readonly: true,
	} );
	const stored = db
		.prepare(
			'SELECT fields FROM tessera_feedback WHERE post_id = ? ORDER BY id DESC'
		)
		.get( postId ) as { fields: string };
	db.close();
	const withPayload = (
		JSON.parse( stored.fields ) as { label: string; value: string }[]
	 )
		.filter( ( field ) => field.value === payload )
		.map( ( field ) => field.label );
	expect( withPayload ).toEqual( [ 'Company', 'Name', 'Other Details' ] );

	const csv = await (
		await page.request.get(
			`/wp-admin/edit.php?post_type=feedback&export=csv&form=${ postId }-0`
		)
	).text();
	const quoted = `"'${ payload.replace( /"/g, '""' ) }"`;
	expect( csv.split( quoted ).length - 1 ).toBe( 3 );
	expect( csv ).not.toMatch( /(^|,)"?=HYPERLINK/m );
} );
