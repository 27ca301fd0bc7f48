import { mkdirSync } from 'node:fs';

import {
	canvas,
	openNewPost,
	openSidebarPanel,
	openTesseraSidebar,
	setTitle,
} from '../../e2e/support/editor';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';
mkdirSync( SHOTS, { recursive: true } );

const DESCRIPTION = 'Notes from the ridge <b>walk</b>';
const NOT_CONNECTED =
	'This needs the Tessera service, and this site is not connected to one yet.';

test( 'the Tessera sidebar, SEO description, likes and sharing, share panel and shortlink work in WordPress', async ( {
	page,
	pageProblems,
	wordpress,
} ) => {
	await openNewPost( page );
	await setTitle( page, 'Ridge walk' );
	// The initial state the PHP handed the loader: a free, self-hosted site not yet connected,
	// with this WordPress's host and upload types.
	const state = await page.evaluate(
		() => window.Tessera_Editor_Initial_State
	);
	expect( state ).toMatchObject( {
		tessera: { is_active: false, is_private_site: false },
		site_type: 'self-hosted',
		plan: { product_slug: 'free' },
		siteFragment: new URL( wordpress.url ).host,
		beta_extensions: false,
	} );
	expect( state?.allowedMimeTypes[ 'jpg|jpeg|jpe' ] ).toBe( 'image/jpeg' );
	expect( state?.available_blocks[ 'contact-form' ] ).toStrictEqual( {
		available: false,
		unavailable_reason: 'missing_connection',
	} );

	const sidebar = await openTesseraSidebar( page );
	for ( const panel of [
		'Share this post',
		'SEO Description',
		'Shortlink',
		'Social Previews',
	] ) {
		await openSidebarPanel( page, panel );
	}
	await sidebar
		.getByRole( 'textbox', { name: 'Write a description…' } )
		.fill( DESCRIPTION );
	await expect(
		sidebar.getByText( `${ DESCRIPTION.length } characters` )
	).toBeVisible();
	await expect(
		sidebar.getByText(
			'The shortlink is ready once the post is published.'
		)
	).toBeVisible();
	// Social previews need the Business plan: the panel says so.
	await expect(
		sidebar.getByText(
			'Social previews are part of the Business plan: upgrade to see them.'
		)
	).toBeVisible();
	await expect(
		sidebar.getByRole( 'button', { name: 'Connect an account' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/tessera-sidebar.png` } );

	await page.evaluate( () =>
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	await openSidebarPanel( page, 'Likes and Sharing' );
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings.getByRole( 'checkbox', { name: 'Show likes.' } ).uncheck();
	await expect(
		settings.getByRole( 'checkbox', { name: 'Show sharing buttons.' } )
	).toBeChecked();

	// The pre-publish panel offers the description and the share panel.
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const prePublish = page.getByRole( 'region', { name: /editor publish/i } );
	await expect(
		prePublish.getByRole( 'textbox', { name: 'Write a description…' } )
	).toHaveValue( DESCRIPTION );
	await expect(
		prePublish.getByRole( 'button', { name: 'Share this post' } )
	).toBeVisible();
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
	expect( saved.jetpack_likes_enabled ).toBe( false );
	expect( saved.jetpack_shortlink ).toMatch(
		new RegExp( `\\?p=${ postId }$` )
	);

	// Opened again: what was saved, and the shortlink to copy.
	await page.reload();
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	const again = await openTesseraSidebar( page );
	await openSidebarPanel( page, 'SEO Description' );
	await openSidebarPanel( page, 'Shortlink' );
	await expect(
		again.getByRole( 'textbox', { name: 'Write a description…' } )
	).toHaveValue( DESCRIPTION );
	await expect(
		again.getByRole( 'textbox', { name: 'Shortlink' } )
	).toHaveValue( saved.jetpack_shortlink );
	await page.evaluate( () =>
		window.wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	await openSidebarPanel( page, 'Likes and Sharing' );
	await expect(
		page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'checkbox', { name: 'Show likes.' } )
	).not.toBeChecked();
	expect( pageProblems ).toEqual( [] );
} );

test( 'the external media sources are offered, and say the site is not connected yet', async ( {
	page,
	pageProblems,
} ) => {
	await openNewPost( page );
	await page.evaluate( () =>
		window.wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( window.wp.blocks.createBlock( 'core/image' ) )
	);
	await canvas( page )
		.getByRole( 'button', { name: 'Media Library' } )
		.click();
	await expect(
		page.getByRole( 'menuitem', { name: 'Google Photos' } )
	).toBeVisible();
	await page.getByRole( 'menuitem', { name: 'Pexels Free Photos' } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Select media' } );
	await expect( modal.getByText( NOT_CONNECTED ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/external-media.png` } );
	expect( pageProblems ).toEqual( [] );
} );
