import {
	canvas,
	insertBlockFromInserter,
	openNewPost,
	setTitle,
} from '../../e2e/support/editor';
import { publishFromEditor } from './support/every-block';
import { serviceRows } from './support/service-data';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';

/** The donations the service recorded for its sites, as `<amount> <currency>`. */
function recordedPayments( serviceDataDir: string ): string[] {
	return serviceRows< { amount_minor: number; currency: string } >(
		serviceDataDir,
		'SELECT amount_minor, currency FROM memberships_payments'
	).map( ( row ) => `${ row.amount_minor } ${ row.currency }` );
}

async function pay( visitor: import( '@playwright/test' ).Page, card: string ) {
	await visitor.getByLabel( 'Email' ).fill( 'donor@example.test' );
	await visitor.getByLabel( 'Card number' ).fill( card );
	await visitor.getByLabel( 'Expiration' ).fill( '12 / 34' );
	await visitor.getByLabel( 'CVC' ).fill( '123' );
	await visitor.getByRole( 'button', { name: /^Pay / } ).click();
}

test( 'the owner upgrades in the store and connects the card provider; a visitor’s donation is recorded once', async ( {
	page,
	browser,
	wordpress,
} ) => {
	// The store, through the site: the owner takes the plan payments need.
	const fragment = new URL( wordpress.url ).host;
	await page.goto(
		`/checkout/${ fragment }/personal?redirect_to=${ encodeURIComponent(
			`${ wordpress.url }/wp-admin/`
		) }`
	);
	await page
		.getByRole( 'button', { name: /Pay|Upgrade|Confirm|Buy/ } )
		.first()
		.click();
	await expect( page ).toHaveURL( /\/wp-admin\/$/ );

	await openNewPost( page );
	await setTitle( page, 'Keep the harbour lights on' );
	await insertBlockFromInserter( page, 'donations', 'Donations' );
	const block = canvas( page ).locator( '.wp-block-tessera-donations' );
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
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					window.wp.data
						.select( 'core/block-editor' )
						.getBlocks()[ 0 ].attributes.oneTimeDonation.planId
			)
		)
		.toBeGreaterThan( 0 );
	const postId = await publishFromEditor( page );

	const visitor = await browser.newPage( { storageState: undefined } );
	await visitor.goto( `${ wordpress.url }/?p=${ postId }` );
	const donations = visitor.locator( '.wp-block-tessera-donations' );
	await donations.getByRole( 'link', { name: '$15.00' } ).first().click();
	await donations
		.getByRole( 'link', { name: 'Donate', exact: true } )
		.click();
	await expect( visitor.getByText( 'One-Time Donation' ) ).toBeVisible();
	await pay( visitor, '4242 4242 4242 4242' );
	await expect(
		visitor.getByText( 'Thank you for your donation!' )
	).toBeVisible();
	await visitor.screenshot( {
		path: `${ SHOTS }/service-donation-thanks.png`,
	} );
	await visitor.close();

	expect( recordedPayments( wordpress.serviceDataDir ) ).toEqual( [
		'1500 USD',
	] );
	// The block's "View donation earnings" link: the service's earnings screen, for the owner,
	// inside this site's wp-admin as Tools → Earnings.
	await page.goto( '/wp-admin/earnings.php' );
	await expect( page ).toHaveURL( /tools\.php\?page=tessera-earnings$/ );
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Earnings' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		page.locator( '#earnings-payments tbody tr.payment' )
	).toHaveCount( 1 );
	await expect( page.locator( '#earnings-totals td.total' ) ).toHaveText( [
		'$15.00',
	] );
	await page.screenshot( {
		path: `${ SHOTS }/service-earnings.png`,
		fullPage: true,
	} );
} );
