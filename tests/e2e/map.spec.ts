/**
 * The map, against the local maps-service stand-in (service/stand-ins/mapbox): inserted through
 * the inserter and drawn at once with the platform's key, the owner's own token (a refused one then a good one), two places found by the place search, a style
 * chosen, published; the visitor sees the map drawn (WebGL through SwiftShader) with both
 * markers, opens a caption, moves the map with the keyboard; without scripts the list of places.
 */
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';
import { seriousAxeViolations } from './support/axe';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openPost,
	openNewPost,
	publish,
	setTitle,
} from './support/editor';
import { chromiumLaunchOptions } from './support/chromium';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/map';

// Headless Chromium draws WebGL in software only when told to.
test.use( {
	launchOptions: chromiumLaunchOptions( { webgl: true } ),
} );

type Point = { title: string; caption: string };

test( 'a person maps two cities on a fresh site, then with their own token; a visitor sees and uses the map', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	const base = process.env.TESSERA_E2E_BASE_URL!;
	const outgoing: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			! request.url().startsWith( base ) &&
			! request.url().startsWith( 'blob:' ) &&
			! request.url().startsWith( 'data:' )
		) {
			outgoing.push( request.url() );
		}
	} );
	await signIn( page );
	// Other journeys on this worker's site may have saved a token of their own: a fresh site has
	// none, and draws with the platform's.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const removed = await page.request.delete(
		'/wp-json/wpcom/v2/service-api-keys/mapbox',
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( ( await removed.json() ).service_api_key_source ).toBe( 'wpcom' );
	await openNewPost( page );
	await setTitle( page, 'Our two offices' );
	await insertBlockFromInserter( page, 'map', 'Map' );
	const block = canvas( page ).locator( '.wp-block-tessera-map' );

	// A fresh site draws maps with the platform's key: no token to find first.
	const mapCanvas = block.locator( '.wp-block-tessera-map__canvas' );
	await expect( mapCanvas ).toHaveClass( /is-drawn/, { timeout: 60_000 } );
	await expect( block.getByPlaceholder( 'Paste Token Here' ) ).toHaveCount(
		0
	);

	// Two places through the add-marker popover's search.
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	for ( const [ query, option ] of [
		[ 'Lyon', /^Lyon, .*France$/ ],
		[ 'Marseille', /^Marseille, .*France$/ ],
	] as const ) {
		await toolbar.getByRole( 'button', { name: 'Add a marker' } ).click();
		const search = page.getByRole( 'combobox', { name: 'Add a marker' } );
		await expect( search ).toBeFocused();
		await search.fill( query );
		await page.getByRole( 'option', { name: option } ).first().click();
	}
	await expect(
		block.locator( '.wp-block-tessera-map__marker' )
	).toHaveCount( 2 );
	const attributes = () =>
		page.evaluate(
			() =>
				window.wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ]
					.attributes
		);
	const points = ( await attributes() ).points as Point[];
	expect( points.map( ( { title } ) => title ) ).toEqual( [
		'Lyon',
		'Marseille',
	] );

	// Sidebar: the owner replaces the platform's key with their own; a token the maps service
	// does not know gets the API's message and is not kept.
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'button', { name: 'Mapbox Access Token' } )
		.click();
	const tokenField = sidebar.getByRole( 'textbox', {
		name: 'Mapbox Access Token',
	} );
	const updateToken = sidebar.getByRole( 'button', { name: 'Update Token' } );
	await tokenField.fill( 'pk.eyJ1IjoiZ3Vlc3MifQ.AAAAAAAAAAAAAAAAAAAAAA' );
	await updateToken.click();
	await expect( sidebar.getByText( 'Invalid API Key' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/token-error.png` } );
	pageProblems.length = 0;
	await tokenField.fill( MAPBOX_TEST_TOKEN );
	await updateToken.click();
	await expect( sidebar.getByText( 'Invalid API Key' ) ).toHaveCount( 0 );
	await expect(
		sidebar.getByRole( 'button', { name: 'Remove Token' } )
	).toBeEnabled();
	await expect( mapCanvas ).toHaveClass( /is-drawn/ );

	// The marker panels, zoom fixed by two markers, a style.
	await sidebar.getByRole( 'button', { name: 'Lyon' } ).click();
	await sidebar
		.getByRole( 'textbox', { name: 'Marker title' } )
		.fill( 'Lyon office' );
	await expect(
		sidebar.getByRole( 'slider', { name: 'Zoom level' } )
	).toBeDisabled();
	await sidebar.getByRole( 'tab', { name: 'Styles' } ).click();
	await sidebar.getByRole( 'radio', { name: 'Terrain' } ).click();
	await expect
		.poll( async () => ( await attributes() ).mapStyle )
		.toBe( 'terrain' );
	await expect( mapCanvas ).toHaveClass( /is-drawn/ );
	await page.screenshot( {
		path: `${ SHOTS }/editor-two-markers-terrain.png`,
	} );

	const postId = await publish( page );
	const plainPostId = await page.evaluate(
		async () =>
			(
				( await window.wp.apiFetch( {
					path: '/wp/v2/posts',
					method: 'POST',
					data: {
						title: 'No map here',
						content:
							'<!-- wp:paragraph --><p>Just words.</p><!-- /wp:paragraph -->',
						status: 'publish',
					},
				} ) ) as { id: number }
			 ).id
	);
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );

	// The visitor: the map drawn from the local services, both markers, a caption, the keyboard.
	const visitorContext = await browser.newContext( { baseURL: base } );
	const visitor = await visitorContext.newPage();
	visitor.on( 'request', ( request ) => {
		if (
			! request.url().startsWith( base ) &&
			! request.url().startsWith( 'blob:' ) &&
			! request.url().startsWith( 'data:' )
		) {
			outgoing.push( request.url() );
		}
	} );
	const scripts: string[] = [];
	visitor.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	// A page without a map loads no map code.
	await visitor.goto( `/?p=${ plainPostId }` );
	expect(
		scripts.filter( ( url ) => /blocks\/(map|chunks)\//.test( url ) )
	).toEqual( [] );
	await visitor.goto( `/?p=${ postId }` );
	const map = visitor.locator( '.wp-block-tessera-map' );
	await expect( map.locator( '.wp-block-tessera-map__canvas' ) ).toHaveClass(
		/is-drawn/,
		{
			timeout: 60_000,
		}
	);
	await expect( map ).toHaveClass( /is-style-terrain/ );
	const markers = map.getByRole( 'button', { name: /^Marker: / } );
	await expect( markers ).toHaveCount( 2 );
	await markers.first().focus();
	await visitor.keyboard.press( 'Enter' );
	await expect(
		map.getByRole( 'heading', { name: 'Lyon office' } )
	).toBeVisible();
	await expect( map.getByText( /^Lyon, .*France$/ ) ).toBeVisible();
	await visitor.screenshot( { path: `${ SHOTS }/visitor-map.png` } );

	// Keyboard users move the map: focus on the map, then the zoom and arrow keys redraw it.
	const mapCanvasElement = map.locator( 'canvas.mapboxgl-canvas' );
	await mapCanvasElement.focus();
	const before = await mapCanvasElement.screenshot();
	await visitor.keyboard.press( '=' );
	await visitor.keyboard.press( 'ArrowRight' );
	await expect
		.poll( async () =>
			( await mapCanvasElement.screenshot() ).equals( before )
		)
		.toBe( false );
	expect(
		scripts.some( ( url ) => url.includes( '/build/blocks/map/view' ) )
	).toBe( true );
	expect(
		await seriousAxeViolations( visitor, '.wp-block-tessera-map' )
	).toEqual( [] );
	expect( outgoing ).toEqual( [] );
	await visitorContext.close();

	// Without scripts: the list of places, each a link to a map site.
	const plainContext = await browser.newContext( {
		baseURL: base,
		javaScriptEnabled: false,
	} );
	const plain = await plainContext.newPage();
	await plain.goto( `/?p=${ postId }` );
	const places = plain.locator( '.wp-block-tessera-map__places a' );
	await expect( places ).toHaveCount( 2 );
	await expect( places.first() ).toHaveText( 'Lyon office' );
	expect( await places.first().getAttribute( 'href' ) ).toMatch(
		/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=45\.\d+,4\.\d+$/
	);
	await plain.screenshot( { path: `${ SHOTS }/visitor-no-script.png` } );
	await plainContext.close();
} );
