/**
 * The scheduling embed, against the local calendly.com stand-in (service/stand-ins/scheduling):
 * inserted through the inserter, embedded inline, switched to the link style, a bad address
 * refused, published, and seen by a visitor.
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

const SHOTS = '/tmp/shots/button';
const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

test( 'a person embeds a scheduling page inline and as a link; a visitor books from it', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Book a call with us' );

	await insertBlockFromInserter( page, 'calendly', 'Calendly' );
	const block = canvas( page ).locator( '.wp-block-tessera-calendly' );
	const input = block.getByRole( 'textbox', {
		name: 'Calendly web address or embed code',
	} );
	await expect( input ).toBeVisible();
	await expect(
		block.getByRole( 'link', { name: /Need help finding your embed code/ } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/calendly-placeholder.png` } );

	// An address that is not a scheduling page: the error, and no url.
	await input.fill( 'https://example.org/not-a-calendar' );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( block.getByText( ERROR ) ).toBeVisible();

	// A scheduling address of an unknown user: verified, fails to load, error and no url.
	await input.fill( 'https://calendly.com/nobody-here/30min' );
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	await expect( block.getByText( ERROR ) ).toBeVisible();
	const attributes = () =>
		page.evaluate(
			() =>
				window.wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ]
					.attributes
		);
	expect( ( await attributes() ).url ).toBeUndefined();
	pageProblems.length = 0;

	// A real one with colours: embedded inline.
	await input.fill(
		'https://calendly.com/tessera-demo/30min?primary_color=3f7d3a&text_color=zzz'
	);
	await block.getByRole( 'button', { name: 'Embed' } ).click();
	const iframe = block.locator( 'iframe[title="Calendly"]' );
	await expect( iframe ).toBeVisible();
	expect( await attributes() ).toMatchObject( {
		url: 'https://calendly.com/tessera-demo/30min',
		primaryColor: '3f7d3a',
		textColor: '4D5055',
		style: 'inline',
	} );
	const src = new URL( ( await iframe.getAttribute( 'src' ) )! );
	expect( src.pathname ).toBe( '/stand-ins/calendly.com/tessera-demo/30min' );
	expect( src.searchParams.get( 'embed_type' ) ).toBe( 'Inline' );
	expect( src.searchParams.get( 'primary_color' ) ).toBe( '3f7d3a' );
	await expect(
		canvas( page )
			.frameLocator( 'iframe[title="Calendly"]' )
			.getByRole( 'heading', { name: '30 Minute Meeting' } )
	).toBeVisible();

	// The sidebar's 'Calendar settings'.
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByRole( 'button', { name: 'Calendar settings' } )
	).toBeVisible();
	await sidebar
		.getByRole( 'checkbox', { name: 'Hide event type details' } )
		.check();
	await expect(
		sidebar.getByRole( 'link', { name: /Explore customization options/ } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/calendly-inline-editor.png` } );

	// The link style: an inner button with the default text.
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	await toolbar.getByRole( 'button', { name: 'Link', exact: true } ).click();
	const button = block.locator( '.wp-block-tessera-button' );
	await expect(
		button.getByRole( 'textbox', { name: 'Button text' } )
	).toHaveText( 'Schedule time with me' );
	await page.evaluate( () => {
		const calendly = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()[ 0 ];
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( calendly.clientId );
	} );
	await expect(
		toolbar.getByRole( 'button', { name: 'Link', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await page.screenshot( { path: `${ SHOTS }/calendly-link-editor.png` } );
	const inner = await page.evaluate(
		() =>
			window.wp.data.select( 'core/block-editor' ).getBlocks()[ 0 ]
				.innerBlocks[ 0 ].attributes
	);
	expect( inner ).toMatchObject( {
		element: 'a',
		uniqueId: 'calendly-widget-id',
		url: 'https://calendly.com/tessera-demo/30min',
	} );

	// Edit: back to the input.
	await toolbar.getByRole( 'button', { name: 'Edit', exact: true } ).click();
	await expect( input ).toHaveValue(
		/^https:\/\/calendly\.com\/tessera-demo\/30min/
	);

	const postId = await publish( page );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	const outgoing: string[] = [];
	visitor.on( 'request', ( request ) => {
		if ( ! request.url().startsWith( process.env.TESSERA_E2E_BASE_URL! ) ) {
			outgoing.push( request.url() );
		}
	} );
	await visitor.goto( `/?p=${ postId }` );
	const link = visitor.getByRole( 'button', {
		name: 'Schedule time with me',
	} );
	await expect( link ).toHaveAttribute( 'target', '_blank' );
	const href = new URL( ( await link.getAttribute( 'href' ) )! );
	expect( href.pathname ).toBe(
		'/stand-ins/calendly.com/tessera-demo/30min'
	);
	expect( href.searchParams.get( 'hide_event_type_details' ) ).toBe( '1' );
	expect(
		await seriousAxeViolations( visitor, '.wp-block-tessera-calendly' )
	).toEqual( [] );
	await visitor.screenshot( {
		path: `${ SHOTS }/calendly-link-visitor.png`,
	} );
	expect( outgoing ).toEqual( [] );
	await visitorContext.close();
} );

test( 'an inline calendar on the visitor page, and a pasted address becomes the block', async ( {
	page,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Our calendar' );
	await page.evaluate( () => {
		const blocks = window.wp.blocks.rawHandler( {
			HTML: '<p>https://calendly.com/harbour-dental/check-up?background_color=1e1e1e&amp;text_color=ffffff&amp;primary_color=f0b849</p>',
		} );
		window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( blocks );
	} );
	const block = canvas( page ).locator( '.wp-block-tessera-calendly' );
	await expect( block.locator( 'iframe[title="Calendly"]' ) ).toBeVisible();
	const postId = await publish( page );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	await visitor.goto( `/?p=${ postId }` );
	const frame = visitor.frameLocator(
		'.wp-block-tessera-calendly iframe[title="Calendly"]'
	);
	await expect(
		frame.getByRole( 'heading', { name: 'Check-up and Clean' } )
	).toBeVisible();
	await expect( frame.locator( 'body' ) ).toHaveCSS(
		'background-color',
		'rgb(30, 30, 30)'
	);
	await visitor.screenshot( {
		path: `${ SHOTS }/calendly-inline-visitor.png`,
		fullPage: true,
	} );
	await visitorContext.close();
} );
