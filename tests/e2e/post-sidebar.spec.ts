import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

import {
	openNewPost,
	openSidebarPanel,
	openTesseraSidebar,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = '/tmp/shots/post-sidebar';
mkdirSync( SHOTS, { recursive: true } );

/** Text that would run if any of the three fields reached the page as markup. */
const HOSTILE = `"><img src=x onerror=alert(1)> <script>window.__tesseraXss='ran'</script> 'quoted'`;
const TITLE = `Ridge walk ${ HOSTILE }`;
/** The title in the page's heading, with WordPress's typographic quotes (wptexturize), as text. */
const HEADING = `Ridge walk \u201c><img src=x onerror=alert(1)> <script>window.__tesseraXss=\u2019ran'</script> \u2018quoted\u2019`;
const EXCERPT = `Excerpt ${ HOSTILE }`;
const DESCRIPTION = `Notes from the ridge ${ HOSTILE }`;

async function writeExcerpt( page: Page, excerpt: string ) {
	await page.evaluate( () =>
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	await page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: /add an excerpt|excerpt/i } )
		.first()
		.click();
	await page
		.getByRole( 'textbox', { name: /write an excerpt/i } )
		.fill( excerpt );
	// The excerpt popover commits on blur.
	await page.keyboard.press( 'Tab' );
	await expect
		.poll( () =>
			page.evaluate( () =>
				window.wp.data
					.select( 'core/editor' )
					.getEditedPostAttribute( 'excerpt' )
			)
		)
		.toBe( excerpt );
	await page.keyboard.press( 'Escape' );
}

function recordDialogs( page: Page, dialogs: string[] ) {
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss().catch( () => undefined );
	} );
}

test( 'SEO description, likes, sharing and the shortlink, from the sidebar to the visitor page', async ( {
	page,
	browser,
	pageProblems,
} ) => {
	const dialogs: string[] = [];
	recordDialogs( page, dialogs );
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, TITLE );
	await writeExcerpt( page, EXCERPT );

	// The Tessera sidebar: SEO Description with its character count, and the Shortlink panel.
	const sidebar = await openTesseraSidebar( page );
	await openSidebarPanel( page, 'SEO Description' );
	const description = sidebar.getByRole( 'textbox', {
		name: 'Write a description…',
	} );
	await expect( description ).toHaveAttribute( 'rows', '4' );
	await description.fill( DESCRIPTION );
	await expect(
		sidebar.getByText( `${ [ ...DESCRIPTION ].length } characters` )
	).toBeVisible();
	await openSidebarPanel( page, 'Shortlink' );
	await expect(
		sidebar.getByText(
			'The shortlink is ready once the post is published.'
		)
	).toBeVisible();
	await sidebar.screenshot( { path: `${ SHOTS }/tessera-sidebar.png` } );

	// 'Likes and Sharing' in the post settings.
	await page.evaluate( () =>
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	await openSidebarPanel( page, 'Likes and Sharing' );
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const likes = settings.getByRole( 'checkbox', { name: 'Show likes.' } );
	const sharing = settings.getByRole( 'checkbox', {
		name: 'Show sharing buttons.',
	} );
	await likes.uncheck();
	await sharing.uncheck();
	await likes.check();
	await sharing.check();
	await expect( likes ).toBeChecked();
	await expect( sharing ).toBeChecked();
	await settings
		.locator( '.tessera-likes-and-sharing' )
		.screenshot( { path: `${ SHOTS }/likes-and-sharing-panel.png` } );

	// The pre-publish panel offers the same description.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const prePublish = page.getByRole( 'region', { name: /editor publish/i } );
	await expect(
		prePublish.getByRole( 'textbox', { name: 'Write a description…' } )
	).toHaveValue( DESCRIPTION );
	await page.screenshot( { path: `${ SHOTS }/pre-publish.png` } );
	await prePublish
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect( page.getByText( /is now live/i ).first() ).toBeVisible();
	const postId: number = await page.evaluate( () =>
		window.wp.data.select( 'core/editor' ).getCurrentPostId()
	);
	const saved = await page.evaluate(
		( id ) =>
			window.wp.apiFetch( { path: `/wp/v2/posts/${ id }?context=edit` } ),
		postId
	);
	expect( saved.meta ).toMatchObject( {
		advanced_seo_description: DESCRIPTION,
		jetpack_sharing_enabled: true,
	} );
	expect( saved.jetpack_likes_enabled ).toBe( true );

	// The Shortlink panel now holds the link, ready to copy.
	await page.goto( `/wp-admin/post.php?post=${ postId }&action=edit` );
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	const sidebarAgain = await openTesseraSidebar( page );
	await openSidebarPanel( page, 'Shortlink' );
	const shortlink = await sidebarAgain
		.getByRole( 'textbox', { name: 'Shortlink' } )
		.inputValue();
	expect( shortlink ).toMatch( /\/s\/[0-9a-zA-Z]+$/ );
	await page
		.context()
		.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await sidebarAgain.getByRole( 'button', { name: 'Copy' } ).click();
	await expect(
		sidebarAgain.getByRole( 'button', { name: 'Copied!' } )
	).toBeVisible();
	await sidebarAgain.screenshot( { path: `${ SHOTS }/shortlink-panel.png` } );
	// The editor shows the hostile title and description as text.
	await expect(
		sidebarAgain.getByRole( 'textbox', { name: 'Write a description…' } )
	).toHaveValue( DESCRIPTION );

	// A second person, a subscriber, follows the shortlink and likes the post.
	const password = 'reader-Passw0rd!';
	await page.evaluate(
		( pw ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/users',
				method: 'POST',
				data: {
					username: 'reader',
					email: 'reader@example.test',
					password: pw,
					roles: [ 'subscriber' ],
				},
			} ),
		password
	);
	const readerContext = await browser.newContext( {
		baseURL: new URL( page.url() ).origin,
	} );
	const reader = await readerContext.newPage();
	const readerDialogs: string[] = [];
	recordDialogs( reader, readerDialogs );
	await signIn( reader, 'reader', password );
	const response = await reader.goto( shortlink );
	expect( response?.status() ).toBe( 200 );
	const postUrl = reader.url();
	expect( postUrl ).toMatch( /\/\d{4}\/\d{2}\/[^/]+\/$/ );
	expect( new URL( postUrl ).pathname ).not.toContain( '/s/' );

	// The head: description and Open Graph tags hold the text, escaped.
	const head = reader.locator( 'head' );
	await expect( head.locator( 'meta[name="description"]' ) ).toHaveAttribute(
		'content',
		DESCRIPTION
	);
	await expect(
		head.locator( 'meta[property="og:description"]' )
	).toHaveAttribute( 'content', DESCRIPTION );
	await expect( head.locator( 'meta[property="og:title"]' ) ).toHaveAttribute(
		'content',
		TITLE
	);
	await expect( head.locator( 'meta[property="og:url"]' ) ).toHaveAttribute(
		'content',
		postUrl
	);
	await expect( reader.locator( 'h1.entry-title' ) ).toHaveText( HEADING );

	// Like: 1, still 1 after a reload, then unlike.
	const likeButton = reader.getByRole( 'button', { name: 'Like' } );
	const count = reader.locator( '.tessera-likes__count' );
	await expect( count ).toHaveText( 'Be the first to like this.' );
	await expect( likeButton ).toHaveAttribute( 'aria-pressed', 'false' );
	await likeButton.click();
	await expect( count ).toHaveText( '1 like' );
	await expect( likeButton ).toHaveAttribute( 'aria-pressed', 'true' );
	await reader.reload();
	await expect( count ).toHaveText( '1 like' );
	await expect( likeButton ).toHaveAttribute( 'aria-pressed', 'true' );

	// The share links: encoded address and title, a new tab without an opener.
	const encodedUrl = encodeURIComponent( postUrl );
	const encodedTitle = encodeURIComponent( TITLE );
	const shareLink = ( name: RegExp ) => reader.getByRole( 'link', { name } );
	await expect( shareLink( /^Share on X/ ) ).toHaveAttribute(
		'href',
		`https://x.com/intent/tweet?text=${ encodedTitle }&url=${ encodedUrl }`
	);
	await expect( shareLink( /^Share on Facebook/ ) ).toHaveAttribute(
		'href',
		`https://www.facebook.com/sharer/sharer.php?u=${ encodedUrl }&t=${ encodedTitle }`
	);
	await expect( shareLink( /^Share on LinkedIn/ ) ).toHaveAttribute(
		'href',
		`https://www.linkedin.com/sharing/share-offsite/?url=${ encodedUrl }`
	);
	await expect( shareLink( /^Share by email/ ) ).toHaveAttribute(
		'href',
		`mailto:?subject=${ encodedTitle }&body=${ encodedUrl }`
	);
	for ( const name of [ /^Share on X/, /^Share on Facebook/ ] ) {
		await expect( shareLink( name ) ).toHaveAttribute( 'target', '_blank' );
		await expect( shareLink( name ) ).toHaveAttribute(
			'rel',
			'noopener noreferrer'
		);
	}
	await reader
		.locator( '.tessera-post-extras' )
		.screenshot( { path: `${ SHOTS }/visitor-footer.png` } );
	await reader.screenshot( {
		path: `${ SHOTS }/visitor-page.png`,
		fullPage: true,
	} );

	await likeButton.click();
	await expect( count ).toHaveText( 'Be the first to like this.' );
	await expect( likeButton ).toHaveAttribute( 'aria-pressed', 'false' );

	// A visitor who is not signed in sees the count and a way to sign in.
	const visitorContext = await browser.newContext( {
		baseURL: new URL( page.url() ).origin,
	} );
	const visitor = await visitorContext.newPage();
	recordDialogs( visitor, readerDialogs );
	await visitor.goto( postUrl );
	await expect(
		visitor.getByRole( 'link', { name: 'Sign in to like this post.' } )
	).toBeVisible();
	await expect( visitor.getByRole( 'button', { name: 'Like' } ) ).toHaveCount(
		0
	);

	for ( const p of [ page, reader, visitor ] ) {
		expect(
			await p.evaluate( () => window.__tesseraXss ?? null )
		).toBeNull();
	}
	expect( dialogs ).toEqual( [] );
	expect( readerDialogs ).toEqual( [] );
	expect( pageProblems ).toEqual( [] );
	await readerContext.close();
	await visitorContext.close();
} );
