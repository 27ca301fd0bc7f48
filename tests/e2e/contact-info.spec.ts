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

const SHOTS = '/tmp/shots/contact-info';

const MAPS_URL =
	'https://www.google.com/maps/search/?api=1&query=987+Harbour+Road%2C+Suite+4+%26+5%2C+Springfield%2C+OR%2C+97403%2C+USA';

test( 'a person fills in Contact Info, publishes, and a visitor gets mailto, tel and maps links with microdata', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	// Screenshots show settled controls, not toggles half-way through their transition.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'How to reach us' );

	await insertBlockFromInserter( page, 'contact info', 'Contact Info' );
	const card = canvas( page ).locator( '.wp-block-tessera-contact-info' );
	// It starts with email, phone and address, each showing its fields while empty.
	await expect(
		card.locator(
			'.wp-block-tessera-email, .wp-block-tessera-phone, .wp-block-tessera-address'
		)
	).toHaveCount( 3 );

	await card
		.getByRole( 'textbox', { name: 'Email' } )
		.fill( 'hello@example.com or a@b.com?bcc=evil@example.net' );
	await card
		.getByRole( 'textbox', { name: 'Phone number' } )
		.fill( 'Call +1 (555) 010-0199' );

	const street = card.getByRole( 'textbox', { name: 'Street Address' } );
	await street.click();
	await page.keyboard.type( '987 Harbour Road' );
	await page.keyboard.press( 'Enter' );
	await expect( street ).toHaveValue( '987 Harbour Road' );
	await card
		.getByRole( 'textbox', { name: 'Address Line 2' } )
		.fill( 'Suite 4 & 5' );
	await card.getByRole( 'textbox', { name: 'City' } ).fill( 'Springfield' );
	await card
		.getByRole( 'textbox', { name: 'State/Province/Region' } )
		.fill( 'OR' );
	await card
		.getByRole( 'textbox', { name: 'Postal/Zip Code' } )
		.fill( '97403' );
	await card.getByRole( 'textbox', { name: 'Country' } ).fill( 'USA' );
	const mapsToggle = card.getByRole( 'checkbox', {
		name: 'Link address to Google Maps',
	} );
	await mapsToggle.check();
	await expect( mapsToggle ).toBeChecked();
	await page.screenshot( { path: `${ SHOTS }/editor-address-selected.png` } );

	// Another block selected: the address shows as a visitor reads it, fields gone.
	await card.locator( '.wp-block-tessera-phone' ).click();
	const address = card.locator( '.wp-block-tessera-address' );
	await expect( address.getByRole( 'textbox' ) ).toHaveCount( 0 );
	await expect( address ).toContainText( 'Springfield, OR 97403' );
	await expect( card.locator( '.wp-block-tessera-email' ) ).toContainText(
		'hello@example.com or a@b.com?bcc=evil@example.net'
	);
	await page.screenshot( {
		path: `${ SHOTS }/editor-address-unselected.png`,
	} );

	const postId = await publish( page );

	// Reload: every block valid, nothing in the console.
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	await expect(
		canvas( page ).locator( '.wp-block-tessera-address' )
	).toContainText( '987 Harbour Road' );
	expect( pageProblems ).toEqual( [] );

	// The visitor, signed out.
	// A context of its own: axe needs one (not browser.newPage()).
	const context = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await context.newPage();
	const visitorProblems: string[] = [];
	visitor.on(
		'console',
		( m ) => m.type() === 'error' && visitorProblems.push( m.text() )
	);
	visitor.on( 'pageerror', ( e ) => visitorProblems.push( e.message ) );
	await visitor.goto( `/?p=${ postId }` );

	const organization = visitor.locator(
		'.wp-block-tessera-contact-info[itemscope][itemtype="https://schema.org/Organization"]'
	);
	await expect( organization ).toBeVisible();

	// Only the real address is a mailto link; the header-injecting token stays text.
	const mailLinks = organization.locator( 'a[href^="mailto:"]' );
	await expect( mailLinks ).toHaveCount( 1 );
	await expect( mailLinks ).toHaveAttribute(
		'href',
		'mailto:hello@example.com'
	);
	await expect( organization.locator( 'a[href*="bcc"]' ) ).toHaveCount( 0 );
	await expect( organization.locator( '[itemprop="email"]' ) ).toHaveText(
		'hello@example.com'
	);

	const tel = organization.locator( 'a[href^="tel:"]' );
	await expect( tel ).toHaveAttribute( 'href', 'tel:+15550100199' );
	await expect( tel ).toHaveText( '+1 (555) 010-0199' );
	await expect(
		organization.locator( '.wp-block-tessera-phone' )
	).toHaveText( 'Call +1 (555) 010-0199' );
	await expect( organization.locator( '[itemprop="telephone"]' ) ).toHaveText(
		'+1 (555) 010-0199'
	);

	const postal = organization.locator(
		'[itemprop="address"][itemscope][itemtype="https://schema.org/PostalAddress"]'
	);
	const maps = postal.locator( 'a' );
	await expect( maps ).toHaveAttribute( 'href', MAPS_URL );
	await expect( maps ).toHaveAttribute( 'target', '_blank' );
	await expect( maps ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	await expect( postal.locator( '[itemprop="streetAddress"]' ) ).toHaveText( [
		'987 Harbour Road',
		'Suite 4 & 5',
	] );
	await expect( postal.locator( '[itemprop="addressLocality"]' ) ).toHaveText(
		'Springfield'
	);
	await expect( postal.locator( '[itemprop="addressRegion"]' ) ).toHaveText(
		'OR'
	);
	await expect( postal.locator( '[itemprop="postalCode"]' ) ).toHaveText(
		'97403'
	);
	await expect( postal.locator( '[itemprop="addressCountry"]' ) ).toHaveText(
		'USA'
	);

	const stylesheets = await visitor
		.locator( 'link[rel="stylesheet"]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => ( link as HTMLLinkElement ).href )
		);
	expect(
		stylesheets.some( ( href ) => href.includes( '/blocks/contact-info/' ) )
	).toBe( true );
	expect(
		await seriousAxeViolations( visitor, '.wp-block-tessera-contact-info' )
	).toEqual( [] );
	await organization.screenshot( { path: `${ SHOTS }/visitor.png` } );
	await visitor.screenshot( { path: `${ SHOTS }/visitor-page.png` } );
	expect( visitorProblems ).toEqual( [] );
	await context.close();
} );
