import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

import { startServer, type RunningServer } from '../support/start-server';
import { seriousAxeViolations } from './support/axe';
import { openNewPost, setTitle } from './support/editor';
import { ADMIN_PASSWORD } from './support/constants';
import { expect, signIn, test as base } from './support/test';

const SHOTS = '/tmp/shots/previews';

/**
 * A site of its own: the tests change the site's plan (the editor reads it when it opens), which
 * other specs must not see.
 */
const test = base.extend< object, { site: RunningServer } >( {
	site: [
		async ( {}, use ) => {
			const site = await startServer( {
				TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
			} );
			await use( site );
			await site.stop();
		},
		{ scope: 'worker' },
	],
	baseURL: async ( { site }, use ) => use( site.url ),
} );

test.beforeAll( () => mkdirSync( SHOTS, { recursive: true } ) );

async function setPlan( page: Page, plan: string ) {
	await page.evaluate(
		( value ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { tessera_plan: value },
			} ),
		plan
	);
}

/** Uploads a 1200×630 landscape drawn in the page and makes it the featured image. */
async function setFeaturedImage( page: Page ) {
	const base64 = await page.evaluate( () => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 1200;
		canvas.height = 630;
		const context = canvas.getContext( '2d' )!;
		const sky = context.createLinearGradient( 0, 0, 0, 630 );
		sky.addColorStop( 0, '#7fb3d5' );
		sky.addColorStop( 1, '#f5cba7' );
		context.fillStyle = sky;
		context.fillRect( 0, 0, 1200, 630 );
		context.fillStyle = '#2e4053';
		context.beginPath();
		context.moveTo( 0, 630 );
		context.lineTo( 380, 260 );
		context.lineTo( 640, 470 );
		context.lineTo( 880, 300 );
		context.lineTo( 1200, 630 );
		context.fill();
		return canvas.toDataURL( 'image/png' ).split( ',' )[ 1 ];
	} );
	const nonce = await page.evaluate(
		() =>
			( window as { tesseraEditor?: { nonce: string } } ).tesseraEditor
				?.nonce ?? ''
	);
	const upload = await page.request.post( '/wp-json/wp/v2/media', {
		headers: {
			'Content-Type': 'image/png',
			'Content-Disposition': 'attachment; filename="ridge.png"',
			'X-WP-Nonce': nonce,
		},
		data: Buffer.from( base64, 'base64' ),
	} );
	expect( upload.status() ).toBe( 201 );
	const { id } = await upload.json();
	await page.evaluate(
		( mediaId ) =>
			window.wp.data
				.dispatch( 'core/editor' )
				.editPost( { featured_media: mediaId } ),
		id
	);
}

async function editPost( page: Page, edits: Record< string, unknown > ) {
	await page.evaluate(
		( values ) =>
			window.wp.data.dispatch( 'core/editor' ).editPost( values ),
		edits
	);
}

/** Opens the 'Tessera' sidebar from the Options menu and the 'Social Previews' panel in it. */
async function openSocialPreviewsPanel( page: Page ): Promise< Locator > {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const isOpen = await sidebar
		.getByRole( 'heading', { name: 'Tessera' } )
		.isVisible()
		.catch( () => false );
	if ( ! isOpen ) {
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Options', exact: true } )
			.click();
		const item = page.getByRole( 'menuitemcheckbox', { name: 'Tessera' } );
		await item.click();
	}
	const toggle = sidebar.getByRole( 'button', { name: 'Social Previews' } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect(
		sidebar.getByText(
			'Preview what this will look like on social networks and Google search.'
		)
	).toBeVisible();
	return sidebar;
}

/** Types the SEO description in its panel of the Tessera sidebar, as a person would. */
async function writeSeoDescription( sidebar: Locator, text: string ) {
	const field = sidebar.getByRole( 'textbox', {
		name: 'Write a description…',
	} );
	if ( ! ( await field.isVisible() ) ) {
		await sidebar
			.getByRole( 'button', { name: 'SEO Description' } )
			.click();
	}
	await field.fill( text );
}

async function openModal( page: Page ): Promise< Locator > {
	const sidebar = await openSocialPreviewsPanel( page );
	await sidebar
		.locator( '.tessera-social-previews' )
		.getByRole( 'button', { name: 'Preview', exact: true } )
		.click();
	const modal = page.getByRole( 'dialog', { name: 'Social Previews' } );
	await expect( modal ).toBeVisible();
	return modal;
}

async function showTab( modal: Locator, name: string ) {
	const tab = modal.getByRole( 'tab', { name } );
	await tab.click();
	await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
}

test( 'the modal previews the post on Google Search, Facebook and Twitter', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setPlan( page, 'business' );
	await openNewPost( page );

	await setTitle(
		page,
		'Watching the ridge birds through a long, quiet winter'
	);
	await editPost( page, { excerpt: 'Notes from a season on the ridge.' } );
	await setFeaturedImage( page );
	const { host } = new URL( page.url() );

	const sidebar = await openSocialPreviewsPanel( page );
	await writeSeoDescription(
		sidebar,
		'Where to stand, when to go, and which birds you will meet on the ridge in winter.'
	);
	await page.screenshot( { path: `${ SHOTS }/sidebar-panel.png` } );
	const modal = await openModal( page );

	// Google Search is first.
	await expect(
		modal.getByRole( 'tab', { name: 'Google Search' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	const search = modal.getByRole( 'group', {
		name: 'Search result preview',
	} );
	await expect( search ).toContainText( host );
	await expect( search ).toContainText(
		'Watching the ridge birds through a long, quiet winter'
	);
	await expect( search ).toContainText( 'Where to stand, when to go' );
	await modal.screenshot( { path: `${ SHOTS }/tab-google.png` } );

	await showTab( modal, 'Facebook' );
	const card = modal.getByRole( 'group', { name: 'Link preview' } );
	await expect( card ).toContainText( host.toUpperCase() );
	await expect( card ).toContainText( 'admin' );
	await expect( card ).toContainText( 'Watching the ridge birds' );
	await expect( card ).toContainText( 'which birds you will meet' );
	await expect( card.locator( 'img' ) ).toHaveAttribute( 'src', /ridge/ );
	await modal.screenshot( { path: `${ SHOTS }/tab-facebook.png` } );

	await showTab( modal, 'Twitter' );
	const post = modal.getByRole( 'article' );
	await expect(
		post.locator( '.tessera-microblog-preview__text' )
	).toHaveText( 'Watching the ridge birds through a long, quiet winter' );
	const twitterCard = post.locator( '.tessera-microblog-preview__card' );
	await expect( twitterCard ).toContainText( host );
	await expect( twitterCard ).toContainText( 'which birds you will meet' );
	await expect(
		post.getByRole( 'list', { name: 'Post actions' } )
	).toBeVisible();
	await modal.screenshot( { path: `${ SHOTS }/tab-twitter.png` } );
	expect(
		await seriousAxeViolations( page, '.tessera-social-previews__modal' )
	).toEqual( [] );

	// The pre-publish checks offer the same panel.
	await page.keyboard.press( 'Escape' );
	await expect( modal ).toBeHidden();
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const prePublish = page.getByRole( 'region', { name: /editor publish/i } );
	await prePublish.getByRole( 'button', { name: 'Social Previews' } ).click();
	await expect(
		prePublish.getByRole( 'button', { name: 'Preview', exact: true } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/pre-publish-panel.png` } );
	expect( pageProblems ).toEqual( [] );
} );

test( 'a tweet storm opens on Twitter and previews the thread', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setPlan( page, 'business' );
	await openNewPost( page );
	await setTitle( page, 'Five things about ridge birds' );
	await page.evaluate( () => {
		const { createBlock } = window.wp.blocks;
		window.wp.data.dispatch( 'core/block-editor' ).resetBlocks( [
			createBlock( 'core/paragraph', {
				content: 'A thread about the birds on our ridge.',
			} ),
			createBlock( 'core/paragraph', {
				content:
					'Ravens pair for life and talk all winter. More here (https://example.com/ravens)',
			} ),
		] );
		window.wp.data
			.dispatch( 'core/editor' )
			.editPost( { meta: { jetpack_is_tweetstorm: true } } );
	} );
	const modal = await openModal( page );
	await expect(
		modal.getByRole( 'tab', { name: 'Twitter' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	// The thread the site parsed for the share panel, framed as it is shared: the opening
	// message, one tweet per paragraph, the link to the post (drawn as the post's card).
	const thread = modal.getByRole( 'list', { name: 'Thread preview' } );
	await expect(
		thread.locator( '.tessera-microblog-preview__text' )
	).toHaveText( [
		'Five things about ridge birds A thread ⬇️',
		'A thread about the birds on our ridge.',
		'Ravens pair for life and talk all winter. More here (https://example.com/ravens)',
	] );
	await expect( thread.getByRole( 'article' ) ).toHaveCount( 4 );
	await expect(
		thread.getByRole( 'link', { name: 'https://example.com/ravens' } )
	).toHaveAttribute( 'href', 'https://example.com/ravens' );
	await modal.screenshot( { path: `${ SHOTS }/tab-twitter-thread.png` } );
	expect( pageProblems ).toEqual( [] );
} );

test( 'hostile titles and descriptions show as text and run nothing', async ( {
	page,
	pageProblems,
} ) => {
	const hostile = `<script>alert(1)</script> "quotes" "><img src=x onerror=alert(1)>`;
	let dialogs = 0;
	page.on( 'dialog', async ( dialog ) => {
		dialogs++;
		await dialog.dismiss();
	} );
	await signIn( page );
	await openNewPost( page );
	await setPlan( page, 'business' );
	await openNewPost( page );
	await setTitle( page, hostile );
	await editPost( page, { excerpt: hostile } );
	const sidebar = await openSocialPreviewsPanel( page );
	await writeSeoDescription( sidebar, hostile );
	const modal = await openModal( page );
	for ( const name of [ 'Google Search', 'Facebook', 'Twitter' ] ) {
		await showTab( modal, name );
		await expect( modal.locator( '[role="tabpanel"]' ) ).toContainText(
			'<script>alert(1)</script> "quotes"'
		);
		await expect( modal.locator( 'img[src="x"], script' ) ).toHaveCount(
			0
		);
	}
	expect( dialogs ).toBe( 0 );
	expect(
		await page.evaluate(
			() => document.querySelectorAll( 'img[src="x"]' ).length
		)
	).toBe( 0 );
	expect( pageProblems ).toEqual( [] );
} );

test( 'on the free plan the modal shows the upgrade panel', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setPlan( page, 'free' );
	await openNewPost( page );
	await setTitle( page, 'Saved before the upgrade' );
	const modal = await openModal( page );
	await expect( modal.getByRole( 'tab' ) ).toHaveCount( 0 );
	await expect(
		modal.getByRole( 'heading', {
			name: 'Upgrade to the Business plan to see social previews',
		} )
	).toBeVisible();
	const upgrade = modal.getByRole( 'button', { name: 'Upgrade' } );
	await expect( upgrade ).toBeVisible();
	await modal.screenshot( { path: `${ SHOTS }/upgrade-panel.png` } );
	expect( pageProblems ).toEqual( [] );

	await upgrade.click();
	await page.waitForURL( /\/checkout\/[^/]+\/business\?/ );
	// Leaving for the checkout cancels the analytics pixel's image loads in the browser (the
	// server has the events by then); nothing else may fail.
	expect(
		pageProblems.filter(
			( problem ) =>
				! /^request failed: \S+\/pixel\/t\.gif\?\S+ net::ERR_ABORTED$/.test(
					problem
				)
		)
	).toEqual( [] );
} );
