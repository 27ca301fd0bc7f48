/**
 * Embeds from other services, against their local stand-ins: the event-ticket checkout, a GIF
 * from a search and from a pasted address, a pin from a short link, and a calendar from its
 * iframe code, a restaurant's reservation widget from the search, and the core embed block's
 * Loom and Instagram variations, each inserted through the inserter, with the failure paths (an event and a short
 * link that do not resolve, an address that is not a calendar) and 'Convert block to link'. One
 * post is published and seen by a visitor. Every request of the editor, its frames and the
 * visitor page is recorded: none may go to a host other than the site's.
 */
import type { BrowserContext } from '@playwright/test';
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

const SHOTS = 'artifacts/screenshots';
const CANNOT_EMBED = 'Sorry, this content could not be embedded.';
const CALENDAR_ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";

/** Every request leaving for a host other than the site's, in any page or frame of the context. */
function recordOutgoing( context: BrowserContext ): string[] {
	const site = new URL( process.env.TESSERA_E2E_BASE_URL! ).origin;
	const outgoing: string[] = [];
	context.on( 'request', ( request ) => {
		const url = request.url();
		if (
			! url.startsWith( `${ site }/` ) &&
			! url.startsWith( 'data:' ) &&
			! url.startsWith( 'blob:' ) &&
			url !== 'about:blank' &&
			! url.startsWith( 'about:srcdoc' )
		) {
			outgoing.push( url );
		}
	} );
	return outgoing;
}

test( 'a person embeds tickets, a GIF, a pin, a calendar, a reservation widget and provider embeds; a visitor sees them, and nothing leaves the site', async ( {
	page,
	browser,
} ) => {
	const editorOutgoing = recordOutgoing( page.context() );
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Spring in the harbour' );
	const attributesOf = ( name: string ) =>
		page.evaluate(
			( blockName ) =>
				window.wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.filter(
						( block: { name: string } ) => block.name === blockName
					)
					.map(
						( block: { attributes: Record< string, unknown > } ) =>
							block.attributes
					),
			name
		);

	// Event tickets: an event the service does not have, then a real one, as a modal.
	await insertBlockFromInserter( page, 'eventbrite', 'Eventbrite Checkout' );
	const tickets = canvas( page ).locator( '.wp-block-tessera-eventbrite' );
	const eventInput = tickets.getByRole( 'textbox', {
		name: 'Enter an event URL to embed here…',
	} );
	await expect(
		tickets.getByRole( 'link', { name: /Learn more about Eventbrite/ } )
	).toBeVisible();
	await eventInput.fill( 'https://www.eventbrite.com/e/closed-tickets-1' );
	await tickets.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( tickets.getByText( CANNOT_EMBED ) ).toBeVisible();
	await expect(
		tickets.getByRole( 'button', { name: 'Convert block to link' } )
	).toBeVisible();
	expect( await attributesOf( 'tessera/eventbrite' ) ).toStrictEqual( [
		{ style: 'inline' },
	] );
	await eventInput.fill(
		'http://eventbrite.com/e/night-market-food-tour-tickets-713390210447'
	);
	await tickets.getByRole( 'button', { name: 'Embed' } ).click();
	const checkout = tickets.locator( 'iframe[title="Eventbrite Checkout"]' );
	await expect( checkout ).toBeVisible();
	await expect(
		canvas( page )
			.frameLocator( 'iframe[title="Eventbrite Checkout"]' )
			.getByRole( 'heading', { name: 'Night Market Food Tour' } )
	).toBeVisible();
	expect( await attributesOf( 'tessera/eventbrite' ) ).toStrictEqual( [
		{
			style: 'inline',
			url: 'https://www.eventbrite.com/e/night-market-food-tour-tickets-713390210447',
			eventId: 713390210447,
		},
	] );
	await page.screenshot( {
		path: `${ SHOTS }/embeds-eventbrite-editor.png`,
	} );
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	await toolbar.getByRole( 'button', { name: 'Button & Modal' } ).click();
	await expect(
		tickets.getByRole( 'textbox', { name: 'Button text' } )
	).toHaveText( 'Register' );

	// GIF: a search (the first result chosen, another picked), then a pasted Giphy address.
	await insertBlockFromInserter( page, 'gif', 'GIF' );
	const gif = canvas( page ).locator( '.wp-block-tessera-gif' );
	const gifSearch = gif.getByRole( 'textbox', {
		name: 'Search for a term or paste a Giphy URL',
	} );
	await gifSearch.fill( 'cells' );
	await gif.getByRole( 'button', { name: 'Search' } ).click();
	await expect( gif.locator( 'iframe' ) ).toBeVisible();
	expect( ( await attributesOf( 'tessera/gif' ) )[ 0 ] ).toMatchObject( {
		giphyUrl: 'https://giphy.com/embed/Lq0h93752f6J9tijrh',
		paddingTop: '56.2%',
		searchText: 'cells',
	} );
	await gif.getByRole( 'button', { name: 'Rule 110 Cells GIF' } ).click();
	expect( ( await attributesOf( 'tessera/gif' ) )[ 0 ] ).toMatchObject( {
		giphyUrl: 'https://giphy.com/embed/26BRv0ThflsHCqDrG',
		paddingTop: '62.5%',
	} );
	await page.screenshot( { path: `${ SHOTS }/embeds-gif-editor.png` } );
	await gifSearch.fill(
		'https://giphy.com/gifs/fractal-spiral-zoom-xT9IgzoKnwFNmISR8I'
	);
	await gif.getByRole( 'button', { name: 'Search' } ).click();
	await expect
		.poll( async () => ( await attributesOf( 'tessera/gif' ) )[ 0 ] )
		.toMatchObject( {
			giphyUrl: 'https://giphy.com/embed/xT9IgzoKnwFNmISR8I',
			paddingTop: '100%',
		} );
	await gif
		.getByRole( 'textbox', { name: 'Write caption…' } )
		.fill( 'Zooming in' );

	// Pin board: a short link leading nowhere fails and becomes a link; a good one embeds.
	await insertBlockFromInserter( page, 'pinboard', 'Pinterest' );
	let pin = canvas( page ).locator( '.wp-block-tessera-pinterest' );
	await pin
		.getByRole( 'textbox', { name: 'Enter URL to embed here…' } )
		.fill( 'https://pin.it/9zzGone' );
	await pin.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( pin.getByText( CANNOT_EMBED ) ).toBeVisible();
	await pin.getByRole( 'button', { name: 'Convert block to link' } ).click();
	await expect(
		canvas( page ).getByRole( 'link', { name: 'https://pin.it/9zzGone' } )
	).toBeVisible();
	await insertBlockFromInserter( page, 'pinboard', 'Pinterest' );
	pin = canvas( page ).locator( '.wp-block-tessera-pinterest' );
	await pin
		.getByRole( 'textbox', { name: 'Enter URL to embed here…' } )
		.fill( 'https://pin.it/4Xv2mQa' );
	await pin.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		pin
			.frameLocator( 'iframe' )
			.getByText( 'Basil, thyme and chives in one long planter' )
	).toBeVisible();
	expect( await attributesOf( 'tessera/pinterest' ) ).toStrictEqual( [
		{ url: 'https://www.pinterest.com/pin/99360735500167749/' },
	] );
	await expect(
		toolbar.getByRole( 'button', { name: 'Edit URL' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/embeds-pinterest-editor.png` } );

	// Calendar: an address that is not one, then the provider's iframe code.
	await insertBlockFromInserter( page, 'google calendar', 'Google Calendar' );
	const calendar = canvas( page ).locator(
		'.wp-block-tessera-google-calendar'
	);
	const calendarInput = calendar.getByRole( 'textbox', {
		name: 'Google Calendar URL or iframe',
	} );
	await calendarInput.fill( 'https://calendar.app.google/share-link' );
	await calendar.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( calendar.getByText( CALENDAR_ERROR ) ).toBeVisible();
	await calendarInput.fill(
		'<iframe src="https://calendar.google.com/calendar/embed?src=tessera.garden.club%40gmail.com&amp;ctz=Europe%2FLisbon" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>'
	);
	await calendar.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		calendar
			.frameLocator( 'iframe[title="Google Calendar"]' )
			.getByText( 'Seed swap at the library' )
	).toBeVisible();
	expect( await attributesOf( 'tessera/google-calendar' ) ).toStrictEqual( [
		{
			url: 'https://calendar.google.com/calendar/embed?src=tessera.garden.club%40gmail.com&ctz=Europe%2FLisbon',
			height: 450,
		},
	] );
	await expect(
		page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'button', { name: 'Calendar settings' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/embeds-calendar-editor.png` } );

	// Reservations: an address that is not an embed code, then a restaurant from the search.
	await insertBlockFromInserter( page, 'opentable', 'OpenTable' );
	const reservations = canvas( page ).locator(
		'.wp-block-tessera-opentable'
	);
	const restaurants = reservations.getByRole( 'combobox', {
		name: 'Restaurants',
	} );
	await expect(
		reservations.getByRole( 'link', { name: /Sign up for OpenTable/ } )
	).toBeVisible();
	await restaurants.fill( 'https://www.opentable.com/r/harbour-table' );
	await reservations.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		reservations.getByText(
			'We ran into an issue – Please ensure this embed matches the one from your OpenTable account'
		)
	).toBeVisible();
	await restaurants.fill( 'harbour' );
	await reservations
		.getByRole( 'option', { name: 'Harbour Table (#412810)' } )
		.click();
	await reservations.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		reservations
			.frameLocator( 'iframe' )
			.frameLocator( 'iframe' )
			.getByRole( 'heading', { name: 'Harbour Table' } )
	).toBeVisible();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'combobox', { name: 'Style' } )
		.selectOption( 'wide' );
	expect( await attributesOf( 'tessera/opentable' ) ).toStrictEqual( [
		{
			rid: [ '412810' ],
			style: 'wide',
			align: 'wide',
			iframe: true,
			domain: 'com',
			lang: 'en-US',
			newtab: false,
			negativeMargin: false,
		},
	] );
	await page.screenshot( { path: `${ SHOTS }/embeds-opentable-editor.png` } );

	// The core embed block's variations: a pasted Loom share link, an Instagram post from the
	// inserter (one the provider does not have first).
	await page.evaluate( () => {
		const blocks = window.wp.blocks.rawHandler( {
			HTML: '<p>https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184</p>',
		} );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
	} );
	const loom = canvas( page ).locator( '.wp-block-embed-loom' );
	await expect(
		loom
			.frameLocator( 'iframe' )
			.frameLocator( 'iframe' )
			.getByRole( 'heading', { name: 'How we plan the harbour cleanup' } )
	).toBeVisible();
	await expect(
		page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'heading', { name: 'Loom Embed', exact: true } )
	).toBeVisible();
	expect( ( await attributesOf( 'core/embed' ) )[ 0 ] ).toMatchObject( {
		url: 'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
		providerNameSlug: 'loom',
		type: 'video',
	} );
	await insertBlockFromInserter( page, 'instagram', 'Instagram Embed' );
	const instagram = canvas( page ).locator( '.wp-block-embed' ).last();
	const instagramUrl = instagram.getByRole( 'textbox', {
		name: /Instagram.*URL/,
	} );
	await instagramUrl.fill( 'https://www.instagram.com/p/NoSuchPost1/' );
	await instagram.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( instagram.getByText( CANNOT_EMBED ) ).toBeVisible();
	await instagram.getByRole( 'button', { name: 'Try again' } ).click();
	await instagram
		.getByRole( 'textbox', { name: /Instagram.*URL/ } )
		.fill( 'https://www.instagram.com/p/C4hArBoUr1a/' );
	await instagram.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		canvas( page )
			.locator( '.wp-block-embed-instagram' )
			.frameLocator( 'iframe' )
			.getByText( 'Thirty-six hours of cold proof, one open crumb.' )
	).toBeVisible();
	await page.screenshot( {
		path: `${ SHOTS }/embeds-variations-editor.png`,
	} );

	const postId = await publish( page );
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( editorOutgoing ).toEqual( [] );

	// The visitor.
	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitorOutgoing = recordOutgoing( visitorContext );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	await expect(
		visitor
			.frameLocator( '.wp-block-tessera-google-calendar iframe' )
			.getByText( 'Harbour cleanup morning' )
	).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-tessera-google-calendar iframe' )
	).toHaveAttribute( 'height', '450' );
	await expect(
		visitor.getByText( 'Basil, thyme and chives in one long planter' )
	).toBeVisible();
	await expect(
		visitor
			.frameLocator( '.wp-block-tessera-gif iframe' )
			.getByRole( 'img', { name: 'Fractal Spiral Zoom GIF' } )
	).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-tessera-gif figcaption' )
	).toHaveText( 'Zooming in' );
	await expect(
		visitor
			.frameLocator( '.wp-block-embed-loom iframe' )
			.getByRole( 'heading', { name: 'How we plan the harbour cleanup' } )
	).toBeVisible();
	await expect(
		visitor.locator( '.wp-block-embed-instagram .instagram-media' )
	).toContainText( 'Thirty-six hours of cold proof' );
	await expect(
		visitor
			.frameLocator( '.wp-block-tessera-opentable iframe' )
			.getByRole( 'heading', { name: 'Harbour Table' } )
	).toBeVisible();
	await visitor.screenshot( {
		path: `${ SHOTS }/embeds-visitor.png`,
		fullPage: true,
	} );
	await visitor.getByRole( 'button', { name: 'Register' } ).click();
	const modal = visitor.getByRole( 'dialog', {
		name: 'Eventbrite Checkout',
	} );
	await expect(
		modal
			.frameLocator( 'iframe' )
			.getByRole( 'heading', { name: 'Select tickets' } )
	).toBeVisible();
	await visitor.screenshot( { path: `${ SHOTS }/embeds-visitor-modal.png` } );
	await modal.getByRole( 'button', { name: 'Close' } ).click();

	// Narrow screens get the short calendar.
	await visitor.setViewportSize( { width: 480, height: 900 } );
	await expect
		.poll( () =>
			visitor
				.locator( '.wp-block-tessera-google-calendar iframe' )
				.evaluate( ( frame ) => frame.getBoundingClientRect().height )
		)
		.toBe( 300 );
	expect( visitorOutgoing ).toEqual( [] );
	await visitorContext.close();
} );
