/**
 * Repeat visitor, related posts, send a message with its chat button, and the ad: each inserted
 * through the inserter, configured and published; then a visitor opens the post three times and
 * sees the returning-reader content appear, reads related posts that fit, gets the chat link and
 * sees the ad slot filled by the ad-server stand-in (and hidden on a narrow screen).
 */
import type { Page } from '@playwright/test';
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

const SHOTS = 'artifacts/screenshots';
const WELCOME = 'Welcome back! Take 10% off your next service with LOYAL10.';

// The geolocation stand-in places a local browser by its language's region: en-GB is +44.
test.use( { locale: 'en-GB' } );

/** Posts the site already has: two about bike upkeep in winter, one about bread. */
const EARLIER_POSTS = [
	{
		title: 'Winter brake checks for commuters',
		content:
			'<!-- wp:paragraph --><p>Wet roads wear brake pads fast. Check the brakes and cables of your bike every week in winter.</p><!-- /wp:paragraph -->',
	},
	{
		title: 'Puncture-proof tyres for winter commuting',
		content:
			'<!-- wp:paragraph --><p>Gritted roads mean punctures. Wider tyres at lower pressure grip better in winter.</p><!-- /wp:paragraph -->',
	},
	{
		title: 'Our sourdough starter diary',
		content:
			'<!-- wp:paragraph --><p>Flour, water and patience: feeding the starter twice a day.</p><!-- /wp:paragraph -->',
	},
];

function apiFetch< T >( page: Page, options: Record< string, unknown > ) {
	return page.evaluate(
		( request ) =>
			( window.wp.apiFetch( request ) as Promise< T > ).catch(
				( error: unknown ) => {
					throw new Error( JSON.stringify( error ) );
				}
			),
		options
	);
}

/** Puts the next insertion at the end of the post, not inside the block last inserted. */
async function clearSelection( page: Page ) {
	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/block-editor' ).clearSelectedBlock()
	);
}

function lastBlockAttributes( page: Page, name: string ) {
	return page.evaluate( ( blockName ) => {
		const walk = (
			blocks: {
				name: string;
				attributes: Record< string, unknown >;
				innerBlocks: [];
			}[]
		): Record< string, unknown > | undefined => {
			for ( const block of blocks ) {
				if ( block.name === blockName ) {
					return block.attributes;
				}
				const inner = walk( block.innerBlocks );
				if ( inner ) {
					return inner;
				}
			}
			return undefined;
		};
		return walk( window.wp.data.select( 'core/block-editor' ).getBlocks() );
	}, name );
}

test( 'repeat visitor, related posts, the chat button and an ad: configured, published and used by a visitor', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	// About 45 s on an idle machine; room for a loaded one.
	await signIn( page );
	await openNewPost( page );
	const earlier: number[] = [];
	for ( const post of EARLIER_POSTS ) {
		const created = await apiFetch< { id: number } >( page, {
			path: '/wp/v2/posts',
			method: 'POST',
			data: { ...post, status: 'publish' },
		} );
		earlier.push( created.id );
	}
	await setTitle( page, 'Keeping your bike running through winter' );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

	// Repeat visitor: the threshold is checked, the notice says who sees the content.
	await insertBlockFromInserter( page, 'repeat visitor', 'Repeat Visitor' );
	const repeat = canvas( page ).locator( '.wp-block-tessera-repeat-visitor' );
	await expect(
		repeat.getByText(
			'This block will only appear to people who have visited this page more than 3 times.'
		)
	).toBeVisible();
	const threshold = sidebar.getByRole( 'textbox', {
		name: 'Visit count threshold',
	} );
	for ( const bad of [ '0', '2x', '-1' ] ) {
		await threshold.fill( bad );
		await expect(
			sidebar.getByText( 'Please enter a valid number.' )
		).toBeVisible();
	}
	expect(
		await lastBlockAttributes( page, 'tessera/repeat-visitor' )
	).toMatchObject( { threshold: 3 } );
	await threshold.fill( '2' );
	await expect(
		sidebar.getByText( 'Please enter a valid number.' )
	).toBeHidden();
	await sidebar
		.getByRole( 'radio', { name: 'Show before threshold' } )
		.check();
	await expect(
		repeat.getByText(
			'This block will only appear to people who have visited this page at most 2 times.'
		)
	).toBeVisible();
	await sidebar
		.getByRole( 'radio', { name: 'Show after threshold' } )
		.check();
	await page.evaluate( ( text ) => {
		const { blocks, data } = window.wp;
		const parent = data
			.select( 'core/block-editor' )
			.getBlocks()
			.find(
				( b: { name: string } ) => b.name === 'tessera/repeat-visitor'
			);
		data.dispatch( 'core/block-editor' ).insertBlocks(
			blocks.createBlock( 'core/paragraph', { content: text } ),
			0,
			parent.clientId,
			false
		);
		data.dispatch( 'core/block-editor' ).selectBlock( parent.clientId );
	}, WELCOME );
	await expect( repeat.getByText( WELCOME ) ).toBeVisible();
	await page.screenshot( {
		path: `${ SHOTS }/audience-repeat-visitor-editor.png`,
	} );

	// Chat button inside Send A Message: country code from the geolocation stand-in.
	await clearSelection( page );
	await insertBlockFromInserter( page, 'send a message', 'Send A Message' );
	await expect
		.poll(
			async () =>
				( await lastBlockAttributes( page, 'tessera/whatsapp-button' ) )
					?.countryCode
		)
		.toBe( '44' );
	await expect(
		sidebar.getByRole( 'combobox', { name: 'Country code' } )
	).toHaveValue( 'GB' );
	const phone = sidebar.getByRole( 'textbox', { name: 'Phone number' } );
	const phoneError = sidebar.getByText(
		'Please enter a valid phone number.'
	);
	await phone.fill( 'ab' );
	await expect( phoneError ).toBeHidden();
	await phone.fill( 'abc' );
	await expect( phoneError ).toBeVisible();
	await phone.fill( '' );
	await expect( phoneError ).toBeHidden();
	await phone.fill( '23 9200 0123' );
	await expect( phoneError ).toBeHidden();
	await sidebar
		.getByRole( 'textbox', { name: 'Default First Message' } )
		.fill( 'Hi, can I book a winter service & brake check?' );
	await sidebar.getByRole( 'checkbox', { name: 'Open in new tab' } ).check();
	await sidebar.getByRole( 'option', { name: 'Dark' } ).click();
	expect(
		await lastBlockAttributes( page, 'tessera/whatsapp-button' )
	).toMatchObject( {
		backgroundColor: '#465B64',
		colorClass: 'dark',
		buttonText: 'Chat on WhatsApp',
		openInNewTab: true,
	} );
	await page.screenshot( { path: `${ SHOTS }/audience-chat-editor.png` } );

	// Ad: format and visibility.
	await clearSelection( page );
	await insertBlockFromInserter( page, 'ad', 'Ad' );
	const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
	await toolbar.getByRole( 'button', { name: 'Pick an ad format' } ).click();
	await page.getByRole( 'menuitem', { name: 'Leaderboard 728x90' } ).click();
	await expect(
		canvas( page ).locator( '.wp-block-tessera-wordads__placeholder' )
	).toHaveCSS( 'height', '90px' );
	await sidebar.getByRole( 'checkbox', { name: 'Hide on mobile' } ).check();
	expect(
		await lastBlockAttributes( page, 'tessera/wordads' )
	).toMatchObject( {
		format: 'leaderboard',
		hideMobile: true,
		align: 'center',
	} );

	// Related posts: the preview asks the site once the post says what it is about.
	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/editor' ).savePost()
	);
	await clearSelection( page );
	await insertBlockFromInserter( page, 'related', 'Related Posts' );
	const related = canvas( page ).locator( '.wp-block-tessera-related-posts' );
	// The preview is inert (its links do not navigate), so it is read as markup.
	const previewTitles = related.locator(
		'.wp-block-tessera-related-posts__title'
	);
	await expect( previewTitles.first() ).toHaveText(
		'Winter brake checks for commuters'
	);
	await expect(
		previewTitles.filter( { hasText: 'sourdough' } )
	).toHaveCount( 0 );
	await toolbar.getByRole( 'button', { name: 'List View' } ).click();
	await sidebar
		.getByRole( 'checkbox', { name: 'Display context (category or tag)' } )
		.check();
	await expect( related.locator( 'nav.is-list' ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/audience-related-editor.png` } );

	const postId = await publish( page );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );

	// The visitor.
	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	const welcome = visitor.getByText( WELCOME );
	const seen: boolean[] = [];
	for ( let visit = 1; visit <= 3; visit++ ) {
		const response = await visitor.goto( `/?p=${ postId }` );
		expect( response?.headers()[ 'cache-control' ] ).toBe(
			'private, no-cache'
		);
		seen.push( ( await welcome.count() ) > 0 );
	}
	expect( seen ).toEqual( [ false, false, true ] );
	await expect( welcome ).toBeVisible();

	const nav = visitor.getByRole( 'navigation', { name: 'Related posts' } );
	// Best first: the two winter cycling posts; never the bread one. (The third place goes to
	// whatever else the site holds, such as the block gallery.)
	const titles = nav.getByRole( 'heading' );
	await expect( titles.nth( 0 ) ).toHaveText(
		'Winter brake checks for commuters'
	);
	await expect( titles.nth( 1 ) ).toHaveText(
		'Puncture-proof tyres for winter commuting'
	);
	await expect( nav.getByText( 'sourdough' ) ).toHaveCount( 0 );
	await expect(
		nav.locator( 'article' ).first().getByText( 'Similar post' )
	).toBeVisible();

	const chat = visitor.getByRole( 'link', { name: 'Chat on WhatsApp' } );
	await expect( chat ).toHaveAttribute(
		'href',
		'https://api.whatsapp.com/send?phone=442392000123&text=Hi%2C%20can%20I%20book%20a%20winter%20service%20%26%20brake%20check%3F'
	);
	await expect( chat ).toHaveAttribute( 'target', '_blank' );
	// Following it opens the messaging service in a new tab (answered here: no network).
	await visitorContext.route( 'https://api.whatsapp.com/**', ( route ) =>
		route.fulfill( { contentType: 'text/html', body: '<p>Chat</p>' } )
	);
	const [ chatTab ] = await Promise.all( [
		visitorContext.waitForEvent( 'page' ),
		chat.click(),
	] );
	await expect( chatTab ).toHaveURL(
		/^https:\/\/api\.whatsapp\.com\/send\?phone=442392000123&text=Hi%2C/
	);
	await chatTab.close();

	const slot = visitor.locator( '.wp-block-tessera-wordads iframe' );
	await expect( slot ).toHaveAttribute( 'width', '728' );
	await expect( slot ).toHaveAttribute( 'height', '90' );
	// The ad itself is the network's page (axe is not run inside it); its frame is named.
	await expect( slot ).toHaveAttribute( 'title', 'Advertisements' );
	await expect(
		visitor
			.frameLocator( '.wp-block-tessera-wordads iframe' )
			.getByText( /House ad · impression \d+/ )
	).toBeVisible();
	expect(
		await seriousAxeViolations(
			visitor,
			'.wp-block-tessera-related-posts, .wp-block-tessera-send-a-message'
		)
	).toEqual( [] );
	await visitor.screenshot( {
		path: `${ SHOTS }/audience-visitor.png`,
		fullPage: true,
	} );
	await visitor.setViewportSize( { width: 390, height: 800 } );
	await expect( visitor.locator( '.wp-block-tessera-wordads' ) ).toBeHidden();
	await visitor.screenshot( {
		path: `${ SHOTS }/audience-visitor-narrow.png`,
	} );
	// A phone never loads an ad hidden on mobile: no request reaches the ad network.
	const phoneVisitor = await visitorContext.newPage();
	await phoneVisitor.setViewportSize( { width: 390, height: 800 } );
	const slotRequests: string[] = [];
	phoneVisitor.on( 'request', ( request ) => {
		if ( request.url().includes( '/s.pubmine.com/slot' ) ) {
			slotRequests.push( request.url() );
		}
	} );
	await phoneVisitor.goto( visitor.url() );
	await expect(
		phoneVisitor.locator( '.wp-block-tessera-wordads' )
	).toBeHidden();
	await expect(
		phoneVisitor.locator( '.wp-block-tessera-wordads iframe' )
	).not.toHaveAttribute( 'src', /./ );
	expect( slotRequests ).toStrictEqual( [] );
	await phoneVisitor.close();
	await visitorContext.close();

	// Leave the site as it was for the other specs.
	for ( const id of [ ...earlier, postId ] ) {
		await apiFetch( page, {
			path: `/wp/v2/posts/${ id }?force=true`,
			method: 'DELETE',
		} );
	}
} );
