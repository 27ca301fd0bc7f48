/**
 * A thread unrolled from a Twitter embed (the social-network stand-in's threads), and a photo-feed
 * gallery connected through the keyring popup (the photo-network stand-in), published and seen
 * by a visitor; then an author not linked to WordPress.com links their account from the gallery.
 */
import { mkdirSync } from 'node:fs';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openPost,
	openNewPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots';
const THREAD = 'https://twitter.com/tidewatch_lab/status/1729001122334455101';
const TOOLTIP = 'Import the entire Twitter thread directly into this post.';
const UNVERIFIED =
	'We were unable to verify that this Twitter thread was published on a Twitter account belonging to you. Please ensure you have permission to reproduce it before publishing.';

test( 'unrolls a thread from its embed, connects a photo feed, and a visitor sees both', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	mkdirSync( SHOTS, { recursive: true } );
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Seven years on the reef' );
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	const unroll = toolbar.getByRole( 'button', { name: TOOLTIP } );

	// A Twitter embed without an address: Unroll is there, disabled.
	await insertBlockFromInserter( page, 'twitter', 'X Embed' );
	await expect( unroll ).toHaveText( 'Unroll' );
	await expect( unroll ).toBeDisabled();
	const embed = canvas( page ).locator( '.wp-block-embed' );
	await embed.getByRole( 'textbox' ).fill( THREAD );
	await embed.getByRole( 'button', { name: 'Embed' } ).click();
	await expect(
		canvas( page ).locator( 'iframe.components-sandbox' )
	).toBeVisible();
	await page.evaluate( () => {
		const [ block ] = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks();
		window.wp.data
			.dispatch( 'core/block-editor' )
			.selectBlock( block.clientId );
	} );
	await expect( unroll ).toBeEnabled();
	await unroll.hover();
	await expect( page.getByRole( 'tooltip' ) ).toHaveText( TOOLTIP );
	await page.screenshot( { path: `${ SHOTS }/unroll-embed.png` } );

	await unroll.click();
	await expect(
		page
			.getByTestId( 'snackbar' )
			.filter( { hasText: 'Twitter thread successfully imported' } )
	).toBeVisible();
	await expect(
		page.locator( '.components-notice', { hasText: UNVERIFIED } )
	).toBeVisible();
	const names = await page.evaluate( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( ( block: { name: string } ) => block.name )
	);
	expect( names ).toStrictEqual( [
		'core/paragraph',
		'core/image',
		'core/paragraph',
		'core/image',
		'core/paragraph',
		'core/paragraph',
		'core/image',
		'core/video',
		'core/paragraph',
		'core/embed',
	] );
	await expect(
		canvas( page ).getByRole( 'link', { name: '#MarineScience' } )
	).toHaveAttribute( 'href', 'https://twitter.com/hashtag/MarineScience' );
	await expect(
		canvas( page ).getByRole( 'img', {
			name: 'A reef survey grid of white pipes laid on the sand',
		} )
	).toHaveJSProperty( 'complete', true );
	await page.screenshot( {
		path: `${ SHOTS }/unroll-imported.png`,
		fullPage: true,
	} );

	// A tweet the network will not show: its message, and the embed stays.
	await page.evaluate( () => {
		const { createBlock } = window.wp.blocks;
		window.wp.data.dispatch( 'core/block-editor' ).insertBlock(
			createBlock( 'core/embed', {
				url: 'https://twitter.com/quietmoderator/status/1729001122334455501',
				providerNameSlug: 'twitter',
			} )
		);
	} );
	await unroll.click();
	await expect(
		page.locator( '.components-notice.is-error', {
			hasText:
				'Sorry, you are not authorized to see the Tweet with id: [1729001122334455501].',
		} )
	).toBeVisible();
	await page.evaluate( () => {
		const { getSelectedBlockClientId } =
			window.wp.data.select( 'core/block-editor' );
		window.wp.data
			.dispatch( 'core/block-editor' )
			.removeBlock( getSelectedBlockClientId() );
	} );
	// Its oEmbed and gather answers were refusals, on purpose.
	pageProblems.length = 0;

	// The photo feed: connect in a 700×700 popup.
	await insertBlockFromInserter(
		page,
		'instagram',
		'Latest Instagram Posts'
	);
	const gallery = canvas( page ).locator(
		'.wp-block-tessera-instagram-gallery'
	);
	await expect(
		gallery.getByText(
			'Connect to Instagram to start sharing your images.'
		)
	).toBeVisible();
	await page.evaluate( () => {
		const open = window.open.bind( window );
		window.open = ( ...args: Parameters< typeof window.open > ) => {
			( window as unknown as { openedWith: unknown } ).openedWith =
				args[ 2 ];
			return open( ...args );
		};
	} );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		gallery.getByRole( 'button', { name: 'Connect to Instagram' } ).click(),
	] );
	expect(
		await page.evaluate(
			() => ( window as unknown as { openedWith: string } ).openedWith
		)
	).toMatch( /^width=700,height=700,left=-?\d+,top=-?\d+$/ );
	await expect( popup.getByText( 'alexrivera.studio' ) ).toBeVisible();
	await Promise.all( [
		popup.waitForEvent( 'close' ),
		popup.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
	const posts = gallery.locator(
		'.wp-block-tessera-instagram-gallery__grid-post img'
	);
	await expect( posts ).toHaveCount( 9 );

	// Display settings: more posts than the account has, then 8 in 4 columns.
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Number of Posts' } )
		.fill( '20' );
	await expect(
		sidebar.getByText(
			'There are currently only 14 posts in your Instagram account.'
		)
	).toBeVisible();
	await sidebar
		.getByRole( 'spinbutton', { name: 'Number of Posts' } )
		.fill( '8' );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Number of Columns' } )
		.fill( '4' );
	await expect( posts ).toHaveCount( 8 );

	// Disconnect clears the account; the connected one is offered again, with 'Add a new account'.
	await sidebar
		.getByRole( 'button', { name: 'Disconnect your account' } )
		.click();
	await expect(
		gallery.getByRole( 'radio', { name: 'Add a new account' } )
	).toBeVisible();
	expect(
		await page.evaluate(
			() =>
				window.wp.data.select( 'core/block-editor' ).getSelectedBlock()
					?.attributes.accessToken
		)
	).toBeUndefined();
	await gallery.getByRole( 'radio', { name: '@alexrivera.studio' } ).check();
	await gallery
		.getByRole( 'button', { name: 'Connect to Instagram' } )
		.click();
	await expect( posts ).toHaveCount( 8 );
	await expect( posts.first() ).toHaveJSProperty( 'complete', true );
	await page.screenshot( { path: `${ SHOTS }/photo-feed-editor.png` } );

	const postId = await publish( page );
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toStrictEqual( [] );

	// The visitor's page: the thread's blocks and the grid, served through the site.
	const visitor = await browser.newPage( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	await visitor.goto( `/?p=${ postId }` );
	const grid = visitor.locator( '.wp-block-tessera-instagram-gallery__grid' );
	await expect( grid ).toHaveClass( /__grid-columns-4/ );
	const links = grid.locator(
		'a.wp-block-tessera-instagram-gallery__grid-post'
	);
	await expect( links ).toHaveCount( 8 );
	await expect( links.first() ).toHaveAttribute(
		'href',
		'https://www.instagram.com/p/C3kPq8vLx2a/'
	);
	await links.last().scrollIntoViewIfNeeded();
	await expect
		.poll( () =>
			grid
				.locator( 'img' )
				.evaluateAll( ( images ) =>
					images.map(
						( image ) => ( image as HTMLImageElement ).naturalWidth
					)
				)
		)
		.toStrictEqual( Array( 8 ).fill( 640 ) );
	await expect(
		visitor.getByRole( 'link', {
			name: 'tidewatch.example.org/reports/urchin…',
		} )
	).toBeVisible();
	await visitor.screenshot( {
		path: `${ SHOTS }/photo-feed-visitor.png`,
		fullPage: true,
	} );
	await visitor.close();

	// A second author, not linked to WordPress.com: the gallery asks for that link first. The new
	// post is saved, the authorization page links them, and they are back in the post's editor.
	const password = 'writer-Passw0rd!';
	await page.evaluate(
		( pw ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/users',
				method: 'POST',
				data: {
					username: 'writer',
					email: 'writer@example.test',
					password: pw,
					roles: [ 'author' ],
				},
			} ),
		password
	);
	const writerContext = await browser.newContext( {
		baseURL: new URL( page.url() ).origin,
	} );
	const writer = await writerContext.newPage();
	await signIn( writer, 'writer', password );
	await openNewPost( writer );
	await insertBlockFromInserter(
		writer,
		'instagram',
		'Latest Instagram Posts'
	);
	const writerGallery = canvas( writer ).locator(
		'.wp-block-tessera-instagram-gallery'
	);
	await expect(
		writerGallery.getByText(
			"First, you'll need to connect your WordPress.com account."
		)
	).toBeVisible();
	await writerGallery.screenshot( {
		path: `${ SHOTS }/connect-wpcom-placeholder.png`,
	} );
	await writerGallery
		.getByRole( 'button', { name: 'Connect to WordPress.com' } )
		.click();
	await writer.waitForURL( /\/wpcom-connect\/authorize\/\?redirect=/ );
	await expect(
		writer.getByRole( 'heading', {
			name: 'Connect your account to WordPress.com',
		} )
	).toBeVisible();
	await writer.screenshot( {
		path: `${ SHOTS }/connect-wpcom-authorize.png`,
	} );
	await writer.getByRole( 'button', { name: 'Approve' } ).click();
	await writer.waitForURL( /\/wp-admin\/post\.php\?post=\d+&action=edit$/ );
	await expect(
		canvas( writer ).getByText(
			'Connect to Instagram to start sharing your images.'
		)
	).toBeVisible();
	await writerContext.close();

	expect( pageProblems ).toStrictEqual( [] );
} );
