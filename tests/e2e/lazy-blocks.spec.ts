/**
 * The map and the slideshow cost nothing until they are near: a visitor page with both far below
 * the fold fetches no maps or carousel code or styles until the visitor scrolls down, then draws
 * them; the editor's canvas gets the maps library's stylesheet only once it shows a map.
 */
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';
import { canvas, openNewPost, openPost } from './support/editor';
import { chromiumLaunchOptions } from './support/chromium';
import { sampleBlock } from './support/sample-post';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/lazy-blocks';

test.use( {
	launchOptions: chromiumLaunchOptions( { webgl: true } ),
} );

/** Whether any stylesheet of the document holds a rule of the maps or carousel library. */
const LIBRARY_RULES = () =>
	[ ...document.styleSheets ].flatMap( ( sheet ) => {
		try {
			return [ ...sheet.cssRules ]
				.map( ( rule ) => rule.cssText )
				.filter( ( text ) =>
					/\.mapboxgl-canvas\b|\.swiper-wrapper\b/.test( text )
				)
				.map( ( text ) => text.slice( 0, 40 ) );
		} catch {
			return [];
		}
	} );

test( 'a visitor fetches the map and slideshow only when scrolling near them', async ( {
	page,
	browser,
} ) => {
	const base = process.env.TESSERA_E2E_BASE_URL!;
	await signIn( page );
	await openNewPost( page );
	const paragraphs = Array.from(
		{ length: 60 },
		( _, i ) =>
			`<!-- wp:paragraph --><p>Paragraph ${ i + 1 } of a long read before the map.</p><!-- /wp:paragraph -->`
	).join( '' );
	const postId = await page.evaluate(
		async ( { content, token } ) => {
			await window.wp.apiFetch( {
				path: '/wpcom/v2/service-api-keys/mapbox',
				method: 'POST',
				data: { service_api_key: token },
			} );
			return (
				( await window.wp.apiFetch( {
					path: '/wp/v2/posts',
					method: 'POST',
					data: { title: 'A long read', content, status: 'publish' },
				} ) ) as { id: number }
			 ).id;
		},
		{
			content:
				paragraphs + sampleBlock( 'slideshow' ) + sampleBlock( 'map' ),
			token: MAPBOX_TEST_TOKEN,
		}
	);

	const visitorContext = await browser.newContext( {
		baseURL: base,
		viewport: { width: 1280, height: 800 },
	} );
	const visitor = await visitorContext.newPage();
	const fetched: string[] = [];
	visitor.on( 'request', ( request ) =>
		fetched.push( new URL( request.url() ).pathname )
	);
	const heavy = () =>
		fetched.filter( ( path ) =>
			/\/build\/(blocks\/chunks|styles)\/|\/stand-ins\/api\.mapbox\.com\//.test(
				path
			)
		);
	await visitor.goto( `/?p=${ postId }` );
	const map = visitor.locator( '.wp-block-tessera-map' );
	const slideshow = visitor.locator( '.wp-block-tessera-slideshow' );
	// The views ran: the map's box of its own height stands where it will be drawn.
	await expect( map.locator( '.wp-block-tessera-map__canvas' ) ).toHaveCSS(
		'height',
		'480px'
	);
	// Two frames: an observer reports what is in view at the next rendering step.
	await visitor.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	expect( heavy() ).toStrictEqual( [] );
	expect( await visitor.evaluate( LIBRARY_RULES ) ).toStrictEqual( [] );

	await slideshow.scrollIntoViewIfNeeded();
	await expect( slideshow.locator( '.swiper-initialized' ) ).toHaveCount( 1 );
	await map.scrollIntoViewIfNeeded();
	await expect( map.locator( '.wp-block-tessera-map__canvas' ) ).toHaveClass(
		/is-drawn/,
		{ timeout: 60_000 }
	);
	expect(
		heavy().some( ( path ) => path.includes( '/styles/mapbox-gl.' ) )
	).toBe( true );
	expect(
		heavy().some( ( path ) => path.includes( '/styles/carousel.' ) )
	).toBe( true );
	await visitor.screenshot( { path: `${ SHOTS }/visitor-scrolled.png` } );
	await visitorContext.close();

	// The editor's canvas: no library styles without the blocks, the maps styles with the map.
	await openNewPost( page );
	const frame = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( frame.locator( '.is-root-container' ) ).toBeVisible();
	const canvasRules = () =>
		page
			.frames()
			.find( ( f ) => f.name() === 'editor-canvas' )!
			.evaluate( LIBRARY_RULES );
	expect( await canvasRules() ).toStrictEqual( [] );
	await openPost( page, postId );
	const drawn = canvas( page ).locator(
		'.wp-block-tessera-map__canvas.is-drawn'
	);
	await drawn.scrollIntoViewIfNeeded();
	await expect( drawn ).toHaveCount( 1, { timeout: 60_000 } );
	expect( ( await canvasRules() ).length ).toBeGreaterThan( 0 );
	await page.screenshot( { path: `${ SHOTS }/editor-map.png` } );
} );
