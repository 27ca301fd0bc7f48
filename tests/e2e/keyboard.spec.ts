/**
 * Keyboard only: a visitor who never touches a mouse reaches each interactive block with Tab,
 * works it with the keys a person expects (arrows, Enter, Space, Escape), and Tabs on out of it,
 * the focus shown on screen at every stop inside a block. One post holds them all, made through
 * the REST API; one visitor page load, then only keys. Then the donations tabs in the editor,
 * on one editor page load. (This site has no payment plan or provider, so visitors get no
 * donations block: payments.spec.ts works its tabs with the keys on the page where they show.)
 */
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';
import { chromiumLaunchOptions } from './support/chromium';
import { canvas, openPost } from './support/editor';
import { focusStop, tabOutOf, tabTo } from './support/keyboard';
import { watchPageProblems } from './support/page-problems';
import { sampleBlock } from './support/sample-post';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/keyboard';

test.use( {
	launchOptions: chromiumLaunchOptions( { webgl: true } ),
} );

/** A form small enough to walk: two required fields and its button. */
const FORM = [
	'<!-- wp:tessera/contact-form {"subject":"Keyboard"} -->',
	'<!-- wp:tessera/field-name {"required":true,"id":"keyboard-name"} /-->',
	'<!-- wp:tessera/field-email {"required":true,"id":"keyboard-email"} /-->',
	'<!-- wp:tessera/button {"element":"button","text":"Send"} /-->',
	'<!-- /wp:tessera/contact-form -->',
].join( '\n' );

test( 'a keyboard-only visitor reaches, works and leaves every interactive block; the editor’s donation tabs too', async ( {
	page,
	browser,
	pageProblems,
} ) => {
	const base = process.env.TESSERA_E2E_BASE_URL!;
	await signIn( page );
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const headers = { 'X-WP-Nonce': nonce };
	expect(
		(
			await page.request.post(
				'/wp-json/wpcom/v2/service-api-keys/mapbox',
				{ headers, data: { service_api_key: MAPBOX_TEST_TOKEN } }
			)
		).ok()
	).toBe( true );
	const made = await page.request.post( '/wp-json/wp/v2/posts', {
		headers,
		data: {
			title: 'Keyboard only',
			status: 'publish',
			content: [
				...[
					'slideshow',
					'image-compare',
					'podcast-player',
					'story',
					'map',
					'donations',
				].map( ( name ) => sampleBlock( name, base ) ),
				FORM,
			].join( '\n\n' ),
		},
	} );
	expect( made.status() ).toBe( 201 );
	const postId = ( ( await made.json() ) as { id: number } ).id;

	const visitorContext = await browser.newContext( { baseURL: base } );
	const visitor = await visitorContext.newPage();
	const visitorProblems = watchPageProblems( visitor );
	await visitor.goto( `/?p=${ postId }` );
	const key = ( name: string ) => visitor.keyboard.press( name );

	// Slideshow: its controls are buttons; Enter pauses the autoplay, and the arrows turn slides.
	const slideshow = visitor.locator( '.wp-block-tessera-slideshow' );
	await expect( slideshow ).toHaveClass( /is-ready/ );
	const pause = slideshow.locator( '.wp-block-tessera-slideshow__pause' );
	await tabTo( visitor, '.wp-block-tessera-slideshow__pause' );
	await key( 'Enter' );
	await expect( pause ).toHaveAttribute( 'aria-label', 'Play Slideshow' );
	const activeSlide = () =>
		slideshow
			.locator( '.swiper-slide-active' )
			.getAttribute( 'data-swiper-slide-index' );
	const first = Number( await activeSlide() );
	await tabTo( visitor, '.swiper-button-next', { backwards: true } );
	await key( 'Enter' );
	await expect.poll( activeSlide ).toBe( String( ( first + 1 ) % 3 ) );
	// A looping carousel takes no new move while a slide is still sliding in, as a person sees.
	await expect
		.poll( () =>
			slideshow
				.locator( '.swiper-wrapper' )
				.evaluate(
					( wrapper: HTMLElement ) => wrapper.style.transitionDuration
				)
		)
		.toBe( '0ms' );
	await key( 'ArrowLeft' );
	await expect.poll( activeSlide ).toBe( String( first ) );
	await visitor.screenshot( { path: `${ SHOTS }/slideshow.png` } );
	await tabOutOf( visitor, 'slideshow' );

	// Image compare: a slider; arrows step 1 %, Enter jumps to an end, Home to 0.
	const handle = visitor.getByRole( 'slider', {
		name: 'Image comparison slider',
	} );
	await tabTo( visitor, '.wp-block-tessera-image-compare__handle' );
	await key( 'ArrowRight' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '51' );
	await key( 'Enter' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '10' );
	await key( 'Home' );
	await expect( handle ).toHaveAttribute( 'aria-valuenow', '0' );
	await visitor.screenshot( { path: `${ SHOTS }/image-compare.png` } );
	await tabOutOf( visitor, 'image-compare' );

	// Podcast player: Enter and Space on an episode play it; Skip forward is a button.
	const player = visitor.locator( '.tessera-podcast-player' );
	const tracks = player.locator( '.tessera-podcast-player__track-link' );
	const audio = player.locator( '.tessera-podcast-player__audio' );
	await tabTo( visitor, '.tessera-podcast-player__skip-forward' );
	await key( 'Tab' );
	await key( 'Tab' );
	await expect( tracks.nth( 1 ) ).toBeFocused();
	await key( 'Enter' );
	await expect( tracks.nth( 1 ) ).toHaveAttribute( 'aria-current', 'track' );
	await expect
		.poll( () =>
			audio.evaluate( ( element: HTMLAudioElement ) => ! element.paused )
		)
		.toBe( true );
	await key( 'Space' );
	await expect( player ).toHaveClass( /is-paused/ );
	await tabTo( visitor, '.tessera-podcast-player__skip-forward', {
		backwards: true,
	} );
	const before = await audio.evaluate(
		( element: HTMLAudioElement ) => element.currentTime
	);
	await key( 'Enter' );
	await expect
		.poll( () =>
			audio.evaluate(
				( element: HTMLAudioElement ) => element.currentTime
			)
		)
		.toBeGreaterThanOrEqual( before + 29 );
	await visitor.screenshot( { path: `${ SHOTS }/podcast-player.png` } );
	await tabOutOf( visitor, 'podcast-player' );

	// Story: Space plays it in fullscreen, where Tab stays within it; Escape leaves fullscreen
	// with the focus still on the story; the arrows change slides.
	const story = visitor.locator( '.wp-block-tessera-story' );
	await tabTo( visitor, '.wp-block-tessera-story' );
	await key( 'Space' );
	await expect( story ).toHaveClass( /is-fullscreen/ );
	for ( let press = 0; press < 8; press++ ) {
		await key( 'Tab' );
		expect( ( await focusStop( visitor ) ).block ).toBe( 'story' );
	}
	await visitor.screenshot( { path: `${ SHOTS }/story-fullscreen.png` } );
	await key( 'Escape' );
	await expect( story ).not.toHaveClass( /is-fullscreen/ );
	expect( ( await focusStop( visitor ) ).block ).toBe( 'story' );
	await tabTo( visitor, '.wp-block-tessera-story', { backwards: true } );
	await key( 'ArrowRight' );
	await expect( story.locator( '.wp-story-slide' ).nth( 1 ) ).toHaveClass(
		/is-current/
	);
	await key( 'ArrowLeft' );
	await expect( story.locator( '.wp-story-slide' ).nth( 0 ) ).toHaveClass(
		/is-current/
	);
	await tabOutOf( visitor, 'story' );

	// Map: each marker is a button; Enter opens its popup, Escape closes it.
	const map = visitor.locator( '.wp-block-tessera-map' );
	// The markers are there once the library has the map, before its tiles are all painted.
	await expect(
		map.getByRole( 'button', { name: 'Marker: Paris' } )
	).toBeAttached();
	await tabTo( visitor, '.wp-block-tessera-map__marker' );
	await key( 'Enter' );
	await expect( map.locator( '.mapboxgl-popup' ) ).toBeVisible();
	await visitor.screenshot( { path: `${ SHOTS }/map.png` } );
	await key( 'Escape' );
	await expect( map.locator( '.mapboxgl-popup' ) ).toHaveCount( 0 );
	await tabOutOf( visitor, 'map' );

	// The form: sent empty with Enter, it lists its errors and focuses the first field; a link
	// of the list takes the focus to its field.
	const form = visitor.locator( '.wp-block-tessera-contact-form' );
	await tabTo( visitor, 'button[type="submit"]' );
	await key( 'Enter' );
	const summary = form.getByRole( 'link', { name: /^Email/ } );
	await expect( summary ).toBeVisible();
	await expect( form.getByLabel( /^Name/ ) ).toBeFocused();
	await tabTo( visitor, '.wp-block-tessera-contact-form a[href$="email"]', {
		backwards: true,
	} );
	await key( 'Enter' );
	await expect( form.getByLabel( /^Email/ ) ).toBeFocused();
	await visitor.screenshot( { path: `${ SHOTS }/form.png`, fullPage: true } );
	await tabOutOf( visitor, 'contact-form' );
	expect( visitorProblems ).toStrictEqual( [] );
	await visitorContext.close();

	// The editor: the donations block's tabs, one stop in the tab order, moved with the arrows.
	await openPost( page, postId );
	const frame = page.frame( { name: 'editor-canvas' } )!;
	const editorDonations = canvas( page ).locator(
		'.wp-block-tessera-donations'
	);
	await page.evaluate( () => {
		const editor = window.wp.data.select( 'core/block-editor' );
		const donationsBlock = editor
			.getBlocks()
			.find(
				( block: { name: string } ) =>
					block.name === 'tessera/donations'
			);
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( donationsBlock.clientId );
	} );
	const editorTab = ( name: string ) =>
		editorDonations.getByRole( 'tab', { name, exact: true } );
	await tabTo( page, '.donations__nav-item', { frame } );
	await expect( editorTab( 'One-Time' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect( editorTab( 'Monthly' ) ).toBeFocused();
	await expect( editorTab( 'Monthly' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await expect(
		editorDonations.getByText( 'Make a monthly donation' )
	).toBeVisible();
	await page.keyboard.press( 'End' );
	await expect( editorTab( 'Yearly' ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	await page.screenshot( { path: `${ SHOTS }/editor-donations.png` } );
	// The tabs are one stop: Shift+Tab from the last leaves them, not back to the one before.
	await page.keyboard.press( 'Shift+Tab' );
	await expect(
		editorDonations.locator( '.donations__nav-item:focus' )
	).toHaveCount( 0 );
	expect( pageProblems ).toStrictEqual( [] );
} );
