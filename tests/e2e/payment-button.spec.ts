/**
 * The payment button from end to end: the owner fills the block (its checks show on deselection
 * and clear on edit), publishes, and the product is stored; a visitor's declined card shows its
 * message and records nothing, then a payment through the PayPal stand-in is recorded once in the
 * earnings page.
 */
import { seriousAxeViolations } from './support/axe';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/payment-button';

test( 'an owner sells an item with the payment button; a visitor pays with PayPal', async ( {
	page,
	pageProblems,
	browser,
	baseURL,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Seed kits for the spring' );
	await insertBlockFromInserter( page, 'paypal', 'Pay with PayPal' );
	const block = canvas( page ).locator( '.wp-block-tessera-simple-payments' );
	await block
		.getByRole( 'textbox', { name: 'Item name' } )
		.fill( 'Heirloom seed kit' );
	await block
		.getByRole( 'textbox', { name: 'Describe your item in a few words' } )
		.fill( 'Twelve varieties & a planting calendar.' );
	await block
		.getByRole( 'combobox', { name: 'Currency' } )
		.selectOption( 'EUR' );
	const price = block.getByRole( 'textbox', { name: 'Price' } );
	await price.fill( '18.505' );
	const email = block.getByRole( 'textbox', { name: 'Email' } );
	await email.fill( 'shop@example' );
	await block
		.getByRole( 'checkbox', { name: 'Allow multiple items' } )
		.check();

	// Deselecting checks every field; editing one clears its message.
	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/block-editor' ).clearSelectedBlock()
	);
	await expect(
		block.getByText( 'The price cannot have more than 2 decimal places.' )
	).toBeVisible();
	await expect(
		block.getByText( 'shop@example is not a valid email address.' )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/editor-errors.png` } );
	await price.fill( '18.50' );
	await expect(
		block.getByText( 'The price cannot have more than 2 decimal places.' )
	).toHaveCount( 0 );
	await email.fill( 'shop@example.com' );
	await expect( block.getByRole( 'alert' ) ).toHaveCount( 0 );
	await page.screenshot( { path: `${ SHOTS }/editor-form.png` } );

	const postId = await publish( page );
	const productId = await page.evaluate(
		() =>
			window.wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ]
				.attributes.productId as number
	);
	expect( productId ).toBeGreaterThan( 0 );
	const product = await page.evaluate(
		( id ) =>
			window.wp.apiFetch( {
				path: `/wp/v2/jp_pay_product/${ id }?context=edit`,
			} ),
		productId
	);
	expect( product ).toMatchObject( {
		status: 'publish',
		title: { raw: 'Heirloom seed kit' },
		meta: {
			spay_currency: 'EUR',
			spay_email: 'shop@example.com',
			spay_multiple: true,
			spay_price: 18.5,
		},
	} );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	await expect( canvas( page ).getByText( '18,50\u00a0€' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/editor-preview.png` } );
	expect( pageProblems ).toEqual( [] );

	// A visitor: two kits; a declined card first, then a good one.
	const visitorContext = await browser.newContext( { baseURL } );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const button = visitor.locator( '.wp-block-tessera-simple-payments' );
	await expect(
		button.getByText( 'Twelve varieties & a planting calendar.' )
	).toBeVisible();
	expect(
		await seriousAxeViolations(
			visitor,
			'.wp-block-tessera-simple-payments'
		)
	).toEqual( [] );
	await visitor.screenshot( { path: `${ SHOTS }/visitor.png` } );
	const buy = async ( cardholder: string ) => {
		await button
			.getByRole( 'spinbutton', { name: 'Quantity' } )
			.fill( '2' );
		await button.getByRole( 'button', { name: 'Pay with PayPal' } ).click();
		await expect( visitor.getByText( '37,00\u00a0€' ) ).toBeVisible();
		await visitor.screenshot( { path: `${ SHOTS }/paypal-approval.png` } );
		await visitor.locator( '#email' ).fill( 'gardener@example.org' );
		await visitor.getByLabel( 'Card number' ).fill( '4111 1111 1111 1111' );
		await visitor.getByLabel( 'Expires' ).fill( '12/34' );
		await visitor.getByLabel( 'CSC' ).fill( '123' );
		await visitor.getByLabel( 'Cardholder name' ).fill( cardholder );
		await visitor.getByRole( 'button', { name: 'Pay Now' } ).click();
		await visitor.waitForURL( /simple_payment=/ );
	};
	await buy( 'CCREJECT-REFUSED' );
	await expect( button.getByRole( 'alert' ) ).toHaveText(
		'Your card was declined, so nothing was charged. Please try again with another card.'
	);
	await visitor.screenshot( { path: `${ SHOTS }/visitor-declined.png` } );
	await buy( 'Rosa Gardener' );
	await expect(
		button.getByText(
			'Thank you for your purchase! PayPal will send you a receipt by e-mail.'
		)
	).toBeVisible();
	await visitor.screenshot( { path: `${ SHOTS }/visitor-paid.png` } );
	await visitorContext.close();

	// The owner's earnings list the payment once.
	await page.goto( '/wp-admin/earnings.php' );
	const rows = page.locator( '#earnings-payments tr.payment', {
		hasText: 'Heirloom seed kit (PayPal)',
	} );
	await expect( rows ).toHaveCount( 1 );
	await expect( rows ).toContainText( '37,00\u00a0€' );
	await expect( rows ).toContainText( 'gardener@example.org' );
	await page.screenshot( {
		path: `${ SHOTS }/earnings.png`,
		fullPage: true,
	} );
} );
