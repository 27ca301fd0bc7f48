import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { seriousAxeViolations } from './support/axe';
import { STATE_FILE } from './support/constants';
import { canvas, openNewPost, publish, setTitle } from './support/editor';
import { expect, signIn, test } from './support/test';
import {
	networkAppSecret,
	revocationSignature,
} from '../../service/stand-ins/social-networks/revocation-signature';

const TWITTER_ACCOUNT = '1298374650192837465';
const FACEBOOK_ACCOUNT = '102938475610293';

/** The account holder removes the site's access at the network, which signs its notice. */
async function revokeAtNetwork( page: Page, service: string, account: string ) {
	const { dataDir } = JSON.parse( readFileSync( STATE_FILE, 'utf8' ) );
	const db = new Database( join( dataDir, 'tessera.sqlite' ) );
	let signature: string;
	try {
		signature = revocationSignature(
			networkAppSecret( db ),
			service,
			account,
			'revoked'
		);
	} finally {
		db.close();
	}
	const response = await page.request.post(
		`/social-networks/${ service }/users/${ account }/revoke`,
		{
			form: { reason: 'revoked' },
			headers: { 'x-network-signature': signature },
		}
	);
	expect( response.status() ).toBe( 200 );
}

/** Opens the Tessera sidebar and its 'Share this post' panel, as a person would. */
async function openSharePanel( page: Page ): Promise< Locator > {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	if (
		! ( await sidebar
			.getByRole( 'heading', { name: 'Tessera' } )
			.isVisible()
			.catch( () => false ) )
	) {
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Options', exact: true } )
			.click();
		await page.getByRole( 'menuitemcheckbox', { name: 'Tessera' } ).click();
	}
	const toggle = sidebar.getByRole( 'button', { name: 'Share this post' } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect(
		sidebar.getByRole( 'button', { name: 'Connect an account' } )
	).toBeVisible();
	return sidebar;
}

/** 'Connect an account', the network, then Approve in the authorization popup. */
async function connectAccount( page: Page, panel: Locator, service: string ) {
	await panel.getByRole( 'button', { name: 'Connect an account' } ).click();
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		page.getByRole( 'menuitem', { name: service } ).click(),
	] );
	await Promise.all( [
		popup.waitForEvent( 'close' ),
		popup.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
}

async function timeline( page: Page, service: string, account: string ) {
	const response = await page.request.get(
		`/social-networks/${ service }/users/${ account }/posts`
	);
	const { data } = ( await response.json() ) as {
		data: Array< { text: string; in_reply_to_id: string | null } >;
	};
	return data.reverse();
}

// Other specs on this worker's site expect the admin to have no connected accounts.
test.afterEach( async ( { page } ) => {
	await page.evaluate( async () => {
		const list = ( await window.wp.apiFetch( {
			path: '/wpcom/v2/keyring/connections',
		} ) ) as Array< { ID: number } >;
		for ( const connection of list ) {
			await window.wp.apiFetch( {
				path: `/wpcom/v2/keyring/connections/${ connection.ID }`,
				method: 'DELETE',
			} );
		}
	} );
} );

const LONG =
	'We left the harbour before sunrise, when the fishing boats were still coming in and the gulls ' +
	'followed them in loud circles. The path climbs along the cliffs for two hours, past the old ' +
	'lighthouse and the chapel, and then drops into a quiet bay where the water is clear enough to see ' +
	'the stones on the bottom from the top of the stairs.';

test( 'shares a post as a thread and a link post, with boundaries and warnings; a revoked connection asks for a refresh', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Harbour to the bay' );
	const panel = await openSharePanel( page );

	await connectAccount( page, panel, 'Twitter' );
	await expect(
		panel.getByRole( 'checkbox', { name: '@alexrivera (Twitter)' } )
	).toBeChecked();
	await connectAccount( page, panel, 'Facebook' );
	await expect(
		panel.getByRole( 'checkbox', { name: 'Rivera Studio (Facebook)' } )
	).toBeChecked();
	await expect(
		panel.getByRole( 'textbox', { name: 'Message' } )
	).toHaveValue( 'Harbour to the bay' );
	await expect( panel.getByText( '237 characters remaining' ) ).toBeVisible();

	const stops = Array.from( { length: 18 }, ( _, n ) => `Stop ${ n + 1 }.` );
	await page.evaluate(
		( { long, stops: texts } ) => {
			const { createBlock } = window.wp.blocks;
			window.wp.data.dispatch( 'core/block-editor' ).insertBlocks( [
				createBlock( 'core/paragraph', { content: long } ),
				createBlock( 'core/paragraph', {
					content: 'Bring <strong>water</strong> and a hat.',
				} ),
				createBlock( 'core/table', {
					body: [
						{
							cells: [
								{ content: 'Distance', tag: 'td' },
								{ content: '9 km', tag: 'td' },
							],
						},
					],
				} ),
				...texts.map( ( content ) =>
					createBlock( 'core/paragraph', { content } )
				),
			] );
		},
		{ long: LONG, stops }
	);

	await panel
		.getByRole( 'radio', { name: 'Share as a Twitter thread' } )
		.check();
	await expect( panel.getByText( '225 characters remaining' ) ).toBeVisible();
	const editor = canvas( page );
	await expect( editor.locator( 'mark.tessera-tweet-boundary' ) ).toHaveCount(
		1
	);
	await expect(
		editor.getByText( 'Twitter removes all text formatting.' )
	).toBeVisible();
	await expect(
		editor.getByText( 'This block is not exportable to Twitter' )
	).toBeVisible();
	await expect(
		panel.getByText(
			'This post will create a Twitter thread more than 20 tweets long.'
		)
	).toBeVisible();
	await page.screenshot( {
		path: 'artifacts/screenshots/publicize-thread-mode.png',
	} );
	expect( await seriousAxeViolations( page, '.tessera-publicize' ) ).toEqual(
		[]
	);

	// Thread mode off takes the marks and warnings away; on again brings them back.
	await panel.getByRole( 'radio', { name: 'Share a single Tweet' } ).check();
	await expect( editor.locator( 'mark.tessera-tweet-boundary' ) ).toHaveCount(
		0
	);
	await expect(
		editor.getByText( 'Twitter removes all text formatting.' )
	).toHaveCount( 0 );
	await panel
		.getByRole( 'radio', { name: 'Share as a Twitter thread' } )
		.check();
	await expect( editor.locator( 'mark.tessera-tweet-boundary' ) ).toHaveCount(
		1
	);

	await publish( page );
	const link = await page.evaluate(
		() => window.wp.data.select( 'core/editor' ).getPermalink() as string
	);
	const tweets = await timeline( page, 'twitter', TWITTER_ACCOUNT );
	const cut = LONG.lastIndexOf( ' ', 280 );
	expect( tweets.map( ( tweet ) => tweet.text ) ).toStrictEqual( [
		'Harbour to the bay A thread ⬇️',
		LONG.slice( 0, cut ),
		LONG.slice( cut + 1 ),
		'Bring water and a hat.',
		...stops,
		link,
	] );
	expect( tweets[ 1 ].in_reply_to_id ).not.toBeNull();
	expect(
		( await timeline( page, 'facebook', FACEBOOK_ACCOUNT ) ).map(
			( post ) => post.text
		)
	).toStrictEqual( [ 'Harbour to the bay' ] );

	// The published post's panel: where it went and when; 'Share post' shares it again on
	// request (here to Facebook only: unsaved choices are saved first, which shares nothing).
	await page
		.getByRole( 'region', { name: /editor publish/i } )
		.getByRole( 'button', { name: 'Close panel' } )
		.click();
	const published = await openSharePanel( page );
	const history = published.locator( '.tessera-publicize__history li' );
	await expect( history ).toHaveText( [
		/^Rivera Studio \(Facebook\) Shared \S/,
		/^@alexrivera \(Twitter\) Shared \S/,
	] );
	await published
		.getByRole( 'checkbox', { name: '@alexrivera (Twitter)' } )
		.uncheck();
	await published.getByRole( 'button', { name: 'Share post' } ).click();
	await expect(
		page.locator( '.components-snackbar' ).getByText( 'Post shared' )
	).toBeVisible();
	await expect( history ).toHaveText( [
		/^Rivera Studio \(Facebook\) Shared/,
		/^Rivera Studio \(Facebook\) Shared/,
		/^@alexrivera \(Twitter\) Shared/,
	] );
	expect(
		( await timeline( page, 'facebook', FACEBOOK_ACCOUNT ) ).map(
			( post ) => post.text
		)
	).toStrictEqual( [ 'Harbour to the bay', 'Harbour to the bay' ] );
	expect( await timeline( page, 'twitter', TWITTER_ACCOUNT ) ).toHaveLength(
		tweets.length
	);
	await published
		.locator( '.tessera-publicize__published' )
		.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: 'artifacts/screenshots/publicize-published-panel.png',
	} );

	// The Sharing settings page: Facebook's access was revoked, so it asks to reconnect (through
	// the same popup), then the account is disconnected.
	await revokeAtNetwork( page, 'facebook', FACEBOOK_ACCOUNT );
	await page.goto( '/wp-admin/options-general.php?page=sharing' );
	await expect(
		page
			.getByRole( 'navigation', { name: 'Toolbar' } )
			.getByRole( 'link', { name: 'Sharing' } )
	).toBeVisible();
	const facebook = page.locator( '.sharing-account', {
		hasText: 'Rivera Studio',
	} );
	await expect( facebook.getByRole( 'alert' ) ).toHaveText(
		'Facebook: Error validating access token: The user has not authorized application.'
	);
	await expect(
		page.locator( '.sharing-account', { hasText: '@alexrivera' } )
	).toContainText( 'Connected' );
	await page.screenshot( {
		path: 'artifacts/screenshots/publicize-sharing-settings.png',
		fullPage: true,
	} );
	expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	const [ reconnect ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		facebook
			.getByRole( 'link', { name: 'Reconnect Rivera Studio' } )
			.click(),
	] );
	await Promise.all( [
		reconnect.waitForEvent( 'close' ),
		reconnect.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
	await expect( facebook.getByRole( 'status' ) ).toHaveText( 'Connected' );
	await facebook
		.getByRole( 'button', { name: 'Disconnect Rivera Studio' } )
		.click();
	await expect(
		page.getByText( 'The account is disconnected.' )
	).toBeVisible();
	await expect( facebook ).toHaveCount( 0 );

	// The account holder revokes the site's access at Twitter: the next post asks for a refresh.
	await revokeAtNetwork( page, 'twitter', TWITTER_ACCOUNT );
	await openNewPost( page );
	const next = await openSharePanel( page );
	await expect(
		next.getByText(
			'Before you hit Publish, please refresh the following connection(s) to make sure we can Publicize your post:'
		)
	).toBeVisible();
	await expect(
		next.getByRole( 'checkbox', { name: '@alexrivera (Twitter)' } )
	).toBeDisabled();
	await page.screenshot( {
		path: 'artifacts/screenshots/publicize-refresh-notice.png',
	} );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		next.getByRole( 'button', { name: 'Refresh @alexrivera' } ).click(),
	] );
	await Promise.all( [
		popup.waitForEvent( 'close' ),
		popup.getByRole( 'button', { name: 'Approve' } ).click(),
	] );
	await expect( next.getByText( /Before you hit Publish/ ) ).toBeHidden();
	await expect(
		next.getByRole( 'checkbox', { name: '@alexrivera (Twitter)' } )
	).toBeEnabled();
	expect( pageProblems ).toEqual( [] );
} );
