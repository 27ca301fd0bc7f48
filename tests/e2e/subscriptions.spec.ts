/**
 * The audience blocks of a post, as an author and as a visitor: the subscription form, the
 * mailing-list sign-up and the newsletter form inserted through the inserter, configured and
 * published; a visitor subscribes, confirms through the link in the outbox, gets the notification
 * of the next post, and unsubscribes; joins the mailing list with a group; and subscribes to the
 * newsletter through its stand-in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	publish,
	setTitle,
} from './support/editor';
import { seriousAxeViolations } from './support/axe';
import { STATE_FILE } from './support/constants';
import { expect, signIn, test } from './support/test';
import { decodeQuotedPrintable } from '../../service/features/mail/mime';

const SHOTS = '/tmp/shots/subscriptions';
const { dataDir } = JSON.parse( readFileSync( STATE_FILE, 'utf8' ) ) as {
	dataDir: string;
};
const READER = `reader-${ Date.now() }@example.org`;

/** The outbox messages sent to an address, of one kind (confirm, new-post), decoded. */
function mailTo( address: string, kind: string ): string[] {
	const dir = join( dataDir, 'outbox' );
	return readdirSync( dir )
		.filter( ( name ) => name.endsWith( '.eml' ) )
		.map( ( name ) => readFileSync( join( dir, name ), 'utf8' ) )
		.filter(
			( message ) =>
				message.includes( `To: <${ address }>` ) &&
				message.includes( `X-Tessera-Subscription: ${ kind }` )
		)
		.map( ( message ) => decodeQuotedPrintable( message ) );
}

function linkIn( message: string, action: string ): string {
	const url = new RegExp(
		`http://\\S+/tessera-subscribe/${ action }\\?\\S+`
	).exec( message );
	expect( url ).not.toBeNull();
	return url![ 0 ];
}

function sidebarPanel( page: Page, title: string ) {
	return page
		.getByRole( 'region', { name: 'Editor settings' } )
		.getByRole( 'button', { name: title, exact: true } );
}

async function openPanel( page: Page, title: string ) {
	const toggle = sidebarPanel( page, title );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
}

test( 'a visitor subscribes, confirms from the outbox, is notified of the next post, and joins the mailing list with a group', async ( {
	page,
	browser,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Studio news by e-mail' );

	// The subscription form: count shown, a rounder border, own button text.
	await insertBlockFromInserter( page, 'subscription', 'Subscription Form' );
	const form = canvas( page ).locator( '.wp-block-tessera-subscriptions' );
	await expect(
		form.getByRole( 'textbox', { name: 'Button text' } )
	).toHaveText( 'Subscribe' );
	await form
		.getByRole( 'textbox', { name: 'Button text' } )
		.fill( 'Send me new posts' );
	await openPanel( page, 'Display Settings' );
	await page
		.getByRole( 'checkbox', { name: 'Show subscriber count' } )
		.check();
	await expect( form.getByText( /Join \d+ other subscriber/ ) ).toBeVisible();
	await openPanel( page, 'Border Settings' );
	await page
		.getByRole( 'spinbutton', { name: 'Border Radius' } )
		.fill( '60' );
	await page.getByRole( 'spinbutton', { name: 'Border Radius' } ).blur();
	await page.screenshot( {
		path: `${ SHOTS }/subscription-form-editor.png`,
	} );

	// The mailing-list sign-up: set up through the popup, then a group and the signup location.
	await insertBlockFromInserter( page, 'mailchimp', 'Mailchimp' );
	const signup = canvas( page ).locator( '.wp-block-tessera-mailchimp' );
	await expect(
		signup.getByText( /connect your Mailchimp account and choose a list/ )
	).toBeVisible();
	const popupPromise = page.waitForEvent( 'popup' );
	await signup
		.getByRole( 'button', { name: 'Set up Mailchimp form' } )
		.click();
	const popup = await popupPromise;
	await popup.getByRole( 'button', { name: 'Allow' } ).click();
	await popup
		.getByRole( 'combobox', { name: 'Audience for new subscribers' } )
		.selectOption( { label: 'Rivera Studio Newsletter' } );
	await popup.getByRole( 'button', { name: 'Use this audience' } ).click();
	await popup.waitForEvent( 'close' );
	await expect(
		signup.getByRole( 'textbox', { name: 'Email field placeholder' } )
	).toHaveValue( 'Enter your email' );
	await openPanel( page, 'Mailchimp Groups' );
	await page.getByRole( 'checkbox', { name: 'Workshops' } ).check();
	await openPanel( page, 'Signup Location Tracking' );
	await page
		.getByRole( 'textbox', { name: 'Signup Field Tag' } )
		.fill( 'signup' );
	await page
		.getByRole( 'textbox', { name: 'Signup Field Value' } )
		.fill( 'studio-news' );
	await page.getByRole( 'textbox', { name: 'Signup Field Value' } ).blur();
	await openPanel( page, 'Notifications' );
	await page.getByRole( 'textbox', { name: 'Success text' } ).focus();
	const preview = signup.locator( '.wp-block-tessera-mailchimp_success' );
	await expect( preview ).toHaveText( "Success! You're on the list." );
	await page.screenshot( { path: `${ SHOTS }/mailchimp-editor.png` } );
	await expect( preview ).toBeHidden();

	// The newsletter form: 'Add Form' waits for a username.
	await insertBlockFromInserter( page, 'revue', 'Revue' );
	const newsletter = canvas( page ).locator( '.wp-block-tessera-revue' );
	const addForm = newsletter.getByRole( 'button', { name: 'Add Form' } );
	await newsletter
		.getByRole( 'textbox', { name: 'Revue username' } )
		.fill( '   ' );
	await expect( addForm ).toBeDisabled();
	await newsletter
		.getByRole( 'textbox', { name: 'Revue username' } )
		.fill( ' riverastudio ' );
	await addForm.click();
	await expect(
		newsletter.getByText( 'Email address', { exact: true } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/revue-editor.png` } );

	const attributes = await page.evaluate( () =>
		window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.map( ( block: { attributes: object } ) => block.attributes )
	);
	expect( attributes[ 0 ] ).toMatchObject( {
		showSubscribersTotal: true,
		borderRadius: 50,
		submitButtonText: 'Send me new posts',
	} );
	expect( attributes[ 1 ] ).toMatchObject( {
		interests: [ '1f4a8c2d90' ],
		signupFieldTag: 'SIGNUP',
		signupFieldValue: 'studio-news',
	} );
	expect( attributes[ 2 ] ).toMatchObject( {
		revueUsername: 'riverastudio',
	} );
	const postId = await publish( page );
	await page.reload();
	await expect(
		canvas( page ).locator( '.wp-block-tessera-subscriptions' )
	).toBeVisible();
	expect( await invalidBlocks( page ) ).toStrictEqual( [] );
	expect( pageProblems ).toStrictEqual( [] );

	// A visitor subscribes: pending until the link in the outbox is followed.
	const visitor = await browser.newContext();
	const reader = await visitor.newPage();
	await reader.goto( `/?p=${ postId }` );
	const count = async () =>
		Number(
			/Join (\d+) other/.exec(
				( await reader
					.locator( '.tessera-subscription-form__count' )
					.textContent() ) ?? ''
			)![ 1 ]
		);
	expect(
		await seriousAxeViolations(
			reader,
			'.wp-block-tessera-subscriptions',
			'.wp-block-tessera-mailchimp',
			'.wp-block-tessera-revue'
		)
	).toStrictEqual( [] );
	const before = await count();
	await reader
		.getByRole( 'textbox', { name: 'Email Address', exact: true } )
		.fill( READER );
	await reader.getByRole( 'button', { name: 'Send me new posts' } ).click();
	await expect( reader.getByRole( 'status' ).first() ).toContainText(
		'Please check your inbox'
	);
	expect( await count() ).toBe( before );
	await reader.screenshot( {
		path: `${ SHOTS }/visitor-pending.png`,
		fullPage: true,
	} );
	const [ confirmation ] = mailTo( READER, 'confirm' );
	await reader.goto( linkIn( confirmation, 'confirm' ) );
	await expect(
		reader.getByRole( 'heading', { name: 'Subscription confirmed' } )
	).toBeVisible();
	await reader.goto( `/?p=${ postId }` );
	expect( await count() ).toBe( before + 1 );

	// Mailchimp refuses an address that looks fake: the visitor gets the error text, the form stays.
	const signupField = reader.getByRole( 'textbox', {
		name: 'Enter your email',
	} );
	await signupField.fill( 'someone@test.com' );
	await reader.getByRole( 'button', { name: 'Join my email list' } ).click();
	await expect( reader.getByRole( 'alert' ) ).toHaveText(
		"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again."
	);
	await reader.screenshot( {
		path: `${ SHOTS }/visitor-mailchimp-error.png`,
		fullPage: true,
	} );

	// Joining the mailing list with JavaScript: the success text, and the member with the group.
	await signupField.fill( READER );
	await reader.getByRole( 'button', { name: 'Join my email list' } ).click();
	await expect(
		reader.getByText( "Success! You're on the list." )
	).toBeVisible();
	await expect( reader.getByRole( 'alert' ) ).toHaveCount( 0 );
	await expect( signupField ).toHaveCount( 0 );
	const db = new Database( join( dataDir, 'tessera.sqlite' ), {
		readonly: true,
	} );
	const member = db
		.prepare(
			'SELECT status, interests, merge_fields FROM mailing_list_members WHERE email = ?'
		)
		.get( READER );
	db.close();
	expect( member ).toStrictEqual( {
		status: 'pending',
		interests: '{"1f4a8c2d90":true}',
		merge_fields: '{"SIGNUP":"studio-news"}',
	} );

	// The newsletter form posts to the newsletter service (its stand-in), in a new tab.
	await reader
		.getByRole( 'textbox', { name: 'Email address', exact: true } )
		.fill( READER );
	await reader.getByRole( 'textbox', { name: 'First name' } ).fill( 'Ana' );
	const tabPromise = visitor.waitForEvent( 'page' );
	await reader.getByRole( 'button', { name: 'Subscribe' } ).click();
	const tab = await tabPromise;
	await expect(
		tab.getByRole( 'heading', {
			name: 'Thanks for subscribing to Rivera Studio Weekly!',
		} )
	).toBeVisible();
	await tab.close();
	await reader.screenshot( {
		path: `${ SHOTS }/visitor-page.png`,
		fullPage: true,
	} );

	// The next post notifies the confirmed reader once.
	await openNewPost( page );
	await setTitle( page, 'A new workshop date' );
	await publish( page );
	await expect.poll( () => mailTo( READER, 'new-post' ).length ).toBe( 1 );
	const [ notification ] = mailTo( READER, 'new-post' );
	expect( notification ).toContain(
		'Subject: [New post] A new workshop date'
	);

	// The unsubscribe link of that message ends the subscription.
	await reader.goto( linkIn( notification, 'unsubscribe' ) );
	await reader.getByRole( 'button', { name: 'Unsubscribe' } ).click();
	await expect(
		reader.getByRole( 'heading', { name: 'Unsubscribed' } )
	).toBeVisible();
	await visitor.close();
} );

test( 'the editor says when the subscriber count or the Mailchimp connection cannot be read', async ( {
	page,
} ) => {
	await signIn( page );
	// The site fails on purpose: the count and the connection answer errors.
	await page.route( /subscribers(%2F|\/)count/, ( route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: JSON.stringify( {
				code: 'internal_server_error',
				message: 'The count could not be read.',
				data: { status: 500 },
			} ),
		} )
	);
	await page.route(
		/wpcom(%2F|\/)v2(%2F|\/)mailchimp(?!%2Fgroups|\/groups)/,
		( route ) =>
			route.fulfill( {
				status: 503,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'mailchimp_unreachable',
					message:
						'Mailchimp could not be reached. Please try again later.',
					data: { status: 503 },
				} ),
			} )
	);
	await openNewPost( page );
	await setTitle( page, 'When the services are down' );

	await insertBlockFromInserter( page, 'subscription', 'Subscription Form' );
	await openPanel( page, 'Display Settings' );
	await page
		.getByRole( 'checkbox', { name: 'Show subscriber count' } )
		.check();
	const form = canvas( page ).locator( '.wp-block-tessera-subscriptions' );
	await expect(
		form.locator( '.tessera-subscription-form__count' )
	).toHaveText( 'Subscriber count unavailable' );
	await expect(
		page.getByRole( 'checkbox', { name: 'Show subscriber count' } )
	).toHaveAccessibleDescription( 'Subscriber count unavailable' );

	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/block-editor' ).clearSelectedBlock()
	);
	await insertBlockFromInserter( page, 'mailchimp', 'Mailchimp' );
	const signup = canvas( page ).locator( '.wp-block-tessera-mailchimp' );
	await expect( signup.locator( '.components-notice__content' ) ).toHaveText(
		'Mailchimp could not be reached. Please try again later.'
	);
	await expect(
		signup.getByRole( 'button', { name: 'Re-check Connection' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/editor-failures.png` } );

	// Once the site answers again, asking again clears the message.
	await page.unrouteAll();
	await signup.getByRole( 'button', { name: 'Re-check Connection' } ).click();
	await expect( signup.locator( '.components-notice__content' ) ).toHaveCount(
		0
	);
	expect( await invalidBlocks( page ) ).toStrictEqual( [] );
} );
