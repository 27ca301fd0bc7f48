/**
 * Donations from end to end, on a site of its own (its plan changes and it connects to the card
 * provider stand-in, service/stand-ins/stripe): the owner connects the provider from the block,
 * builds and publishes it with a Payments block and a new plan; a visitor's declined card records
 * nothing, a one-time and a monthly donation and a subscription are each recorded once, a replayed webhook adds nothing, and the earnings page lists
 * both payments.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../support/start-server';
import { seriousAxeViolations } from './support/axe';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { ADMIN_PASSWORD } from './support/constants';
import { expect, signIn, test as base } from './support/test';

const SHOTS = 'artifacts/screenshots/payments';

const test = base.extend< object, { paymentsSite: RunningServer } >( {
	paymentsSite: [
		async ( {}, use ) => {
			const site = await startServer( {
				TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
			} );
			await use( site );
			await site.stop();
		},
		{ scope: 'worker' },
	],
	baseURL: async ( { paymentsSite }, use ) => use( paymentsSite.url ),
} );

function siteOption( site: RunningServer, name: string ): string {
	const db = new Database( join( site.dataDir, 'tessera.sqlite' ), {
		readonly: true,
	} );
	try {
		const row = db
			.prepare( 'SELECT option_value FROM options WHERE option_name = ?' )
			.get( name ) as { option_value: string };
		return JSON.parse( row.option_value );
	} finally {
		db.close();
	}
}

async function pay( visitor: import( '@playwright/test' ).Page, card: string ) {
	await visitor.getByLabel( 'Email' ).fill( 'donor@example.test' );
	await visitor.getByLabel( 'Card number' ).fill( card );
	await visitor.getByLabel( 'Expiration' ).fill( '12 / 34' );
	await visitor.getByLabel( 'CVC' ).fill( '123' );
	await visitor.getByRole( 'button', { name: /^Pay / } ).click();
}

test( 'an owner connects the provider and publishes donations; a visitor gives once and monthly', async ( {
	page,
	pageProblems,
	browser,
	paymentsSite,
} ) => {
	await signIn( page );
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	await page.evaluate( async () => {
		window.wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
		await window.wp.apiFetch( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { tessera_plan: 'personal' },
		} );
	} );
	await setTitle( page, 'Keep the community garden growing' );
	await insertBlockFromInserter( page, 'donations', 'Donations' );
	const block = canvas( page ).locator( '.wp-block-tessera-donations' );
	await expect(
		block.getByText( 'Connect to Stripe to use this block on your site' )
	).toBeVisible();
	await expect(
		block.getByText(
			'This block will be hidden from your visitors until you connect to Stripe.'
		)
	).toBeVisible();
	await expect( block.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
		'Yearly',
	] );
	await page.screenshot( { path: `${ SHOTS }/donations-connect.png` } );

	// Connect: the post is saved, the provider's page approves, the editor comes back with the notice.
	await block.getByRole( 'button', { name: 'Connect' } ).click();
	await page.waitForURL(
		/\/stand-ins\/connect\.stripe\.com\/oauth\/authorize/
	);
	await page
		.getByRole( 'button', { name: 'Authorize access to this account' } )
		.click();
	await page.waitForURL( /post\.php\?post=\d+&action=edit/ );
	await expect(
		page
			.locator( '.components-notice__content' )
			.getByText(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!'
			)
	).toBeVisible();
	expect( page.url() ).not.toContain( 'stripe_connect_success' );
	const edited = canvas( page ).locator( '.wp-block-tessera-donations' );
	await expect(
		edited.getByText( 'Connect to Stripe to use this block on your site' )
	).toHaveCount( 0 );
	const attributes = () =>
		page.evaluate(
			() =>
				window.wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ]
					.attributes
		);
	await expect
		.poll( async () => ( await attributes() ).oneTimeDonation.planId )
		.toBeGreaterThan( 0 );

	// A tier under the minimum is refused; a good one is kept; the yearly tab is switched off.
	await page.evaluate( () => {
		const [ donations ] = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks();
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( donations.clientId );
	} );
	const second = edited.getByRole( 'textbox', { name: 'Amount 2' } );
	await second.fill( '0.20' );
	await expect( second ).toHaveAttribute( 'aria-invalid', 'true' );
	await second.fill( '20' );
	await second.blur();
	await expect( second ).toHaveValue( '$20.00' );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'checkbox', { name: 'Show annual donations' } )
		.uncheck();
	await expect( edited.getByRole( 'tab' ) ).toHaveText( [
		'One-Time',
		'Monthly',
	] );
	await expect(
		sidebar.getByRole( 'link', { name: /View donation earnings/ } )
	).toHaveAttribute( 'href', '/wp-admin/earnings.php' );
	await page.screenshot( { path: `${ SHOTS }/donations-editor.png` } );

	// Payments: no plan yet; the add-plan form refuses a price under the minimum, then adds one.
	await insertBlockFromInserter( page, 'payments', 'Payments' );
	const payments = canvas( page ).locator(
		'.wp-block-tessera-recurring-payments'
	);
	await expect(
		payments.getByText(
			'To use this block, first add at least one payment plan.'
		)
	).toBeVisible();
	await payments
		.getByRole( 'button', { name: 'Add a payment plan' } )
		.click();
	await payments.getByRole( 'textbox', { name: 'Price' } ).fill( '0.2' );
	await payments
		.getByRole( 'textbox', { name: 'Describe your payment plan' } )
		.fill( 'Garden member' );
	await payments
		.getByRole( 'button', { name: 'Add this payment plan' } )
		.click();
	await expect(
		payments.getByText( 'Minimum allowed price is $0.50.' )
	).toBeVisible();
	await payments.getByRole( 'textbox', { name: 'Price' } ).fill( '8' );
	await payments
		.getByRole( 'button', { name: 'Add this payment plan' } )
		.click();
	await expect(
		payments.getByText( 'Garden member: $8.00 Monthly' )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/payments-editor.png` } );
	const postId = await publish( page );
	expect( ( await attributes() ).oneTimeDonation.amounts ).toEqual( [
		5, 20, 100,
	] );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );

	// A visitor: a declined card shows its message and records nothing; then a one-time gift.
	const visitorContext = await browser.newContext( {
		baseURL: paymentsSite.url,
	} );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const donations = visitor.locator( '.wp-block-tessera-donations' );
	expect(
		await seriousAxeViolations( visitor, '.wp-block-tessera-donations' )
	).toEqual( [] );
	await visitor.screenshot( { path: `${ SHOTS }/donations-visitor.png` } );
	await donations.getByRole( 'link', { name: '$20.00' } ).first().click();
	await donations
		.getByRole( 'link', { name: 'Donate', exact: true } )
		.click();
	await expect( visitor.getByText( 'One-Time Donation' ) ).toBeVisible();
	await pay( visitor, '4000 0000 0000 0002' );
	await expect( visitor.getByRole( 'alert' ) ).toHaveText(
		'Your card was declined.'
	);
	await visitor.screenshot( { path: `${ SHOTS }/checkout-declined.png` } );
	await pay( visitor, '4242 4242 4242 4242' );
	await expect(
		visitor.getByText( 'Thank you for your donation!' )
	).toBeVisible();
	expect( new URL( visitor.url() ).searchParams.get( 'p' ) ).toBe(
		String( postId )
	);

	// Monthly, with a custom amount: too small is refused before leaving, then 12.50 goes through.
	// The tabs with the keyboard: the selected one has the focus, the right arrow moves on.
	await donations.getByRole( 'tab', { name: 'One-Time' } ).focus();
	await visitor.keyboard.press( 'ArrowRight' );
	await expect(
		donations.getByRole( 'tab', { name: 'Monthly' } )
	).toBeFocused();
	const monthly = donations.getByRole( 'tabpanel', { name: 'Monthly' } );
	const custom = monthly.getByRole( 'textbox', {
		name: 'Or enter a custom amount',
	} );
	await custom.fill( '0.2' );
	await expect(
		monthly.getByText( 'Please enter an amount of at least $0.50.' )
	).toBeVisible();
	await visitor.screenshot( {
		path: `${ SHOTS }/donations-custom-error.png`,
	} );
	await custom.fill( '12.50' );
	await monthly
		.getByRole( 'link', { name: 'Donate monthly', exact: true } )
		.click();
	await expect( visitor.getByText( 'per month' ) ).toBeVisible();
	await pay( visitor, '4242424242424242' );
	await expect(
		visitor.getByText( 'Thank you for your donation!' )
	).toBeVisible();

	// Subscribing to the plan of the Payments block.
	await visitor
		.getByRole( 'link', { name: 'Subscribe: $8.00 per month' } )
		.click();
	await expect( visitor.getByText( 'Garden member' ) ).toBeVisible();
	await pay( visitor, '4242424242424242' );
	await expect(
		visitor.getByText( 'Thank you for your payment!' )
	).toBeVisible();
	await visitorContext.close();

	// A replayed webhook records nothing new.
	const secret = siteOption( paymentsSite, 'tessera_stripe_secret_key' );
	const events = await (
		await page.request.get(
			`${ paymentsSite.url }/stand-ins/api.stripe.com/v1/events`,
			{ headers: { authorization: `Bearer ${ secret }` } }
		)
	).json();
	expect(
		events.data.map( ( event: { type: string } ) => event.type )
	).toEqual( [
		'checkout.session.completed',
		'checkout.session.completed',
		'invoice.paid',
		'checkout.session.completed',
		'invoice.paid',
	] );
	for ( const event of events.data ) {
		const replay = await page.request.post(
			`${ paymentsSite.url }/stand-ins/api.stripe.com/v1/test_helpers/events/${ event.id }/deliver`,
			{ headers: { authorization: `Bearer ${ secret }` } }
		);
		expect( ( await replay.json() ).delivered_status ).toBe( 200 );
	}

	// The owner's earnings: each payment once, totals per currency, the monthly supporter.
	await page.goto( '/wp-admin/earnings.php' );
	const rows = page.locator( '#earnings-payments tbody tr.payment' );
	await expect( rows ).toHaveCount( 3 );
	await expect( rows.nth( 0 ) ).toContainText( 'Garden member' );
	await expect( rows.nth( 1 ) ).toContainText( '$12.50' );
	await expect( rows.nth( 2 ) ).toContainText( '$20.00' );
	await expect( page.locator( '#earnings-totals td.total' ) ).toHaveText( [
		'$40.50',
	] );
	await expect(
		page.locator( '#earnings-subscribers tr.subscriber' )
	).toContainText( [ 'donor@example.test' ] );
	await page.screenshot( {
		path: `${ SHOTS }/earnings.png`,
		fullPage: true,
	} );
} );
