/**
 * The Form block in the editor: the preset picker, the form settings and their recipient checks,
 * the consent offer, and the CRM and newsletter panels against the site's stored plugin state.
 */
import { readFileSync } from 'node:fs';
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
import { STATE_FILE } from './support/constants';
import { expect, signIn, test } from './support/test';
import { updateOption } from '../../platform/store/options';
import {
	setCrmTestState,
	setNewsletterTestState,
	setPluginFilesystemAvailable,
} from '../../wp-stand-in/test/support/plugin-states';
import { crmFormsIntegrationActive } from '../../service/features/crm/contacts';
import { newsletterIntegrationActive } from '../../service/features/newsletter/subscribers';

const SHOTS = '/tmp/shots/form';
const ADMIN_EMAIL = 'admin@localhost.test';

/** The server's database, to put the plugins into the states a site reaches outside the editor. */
function siteDb() {
	const { dataDir } = JSON.parse( readFileSync( STATE_FILE, 'utf8' ) );
	return new Database( join( dataDir, 'tessera.sqlite' ) );
}
const db = siteDb();

test.beforeAll( () => {
	// Plugins can be installed on self-hosted sites only (the default); simple sites hide the panels.
	updateOption( db, 'tessera_site_type', 'self-hosted' );
} );

test.afterAll( () => {
	updateOption( db, 'tessera_site_type', 'self-hosted' );
	setCrmTestState( db, { plugin: null } );
	setNewsletterTestState( db, null );
	setPluginFilesystemAvailable( db, true );
	db.close();
} );

interface FormChild {
	name: string;
	attributes: Record< string, unknown >;
}

function formBlock( page: Page ) {
	return page.evaluate( () => {
		const form = window.wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.find(
				( b: { name: string } ) => b.name === 'tessera/contact-form'
			);
		return {
			clientId: form.clientId as string,
			attributes: form.attributes as Record< string, unknown >,
			children: form.innerBlocks.map( ( child: FormChild ) => ( {
				name: child.name,
				attributes: child.attributes,
			} ) ) as FormChild[],
		};
	} );
}

async function selectForm( page: Page ) {
	const { clientId } = await formBlock( page );
	await page.evaluate(
		( id ) =>
			window.wp.data.dispatch( 'core/block-editor' ).selectBlock( id ),
		clientId
	);
}

async function clearSelection( page: Page ) {
	await page.evaluate( () =>
		window.wp.data.dispatch( 'core/block-editor' ).clearSelectedBlock()
	);
}

async function openSettingsSidebar( page: Page ) {
	const toggle = page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Settings', exact: true } );
	if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await toggle.click();
	}
}

async function newFormWith( page: Page, preset: string ) {
	await openNewPost( page );
	await setTitle( page, 'Spring open day' );
	await insertBlockFromInserter( page, 'Form', 'Form' );
	await canvas( page ).getByRole( 'button', { name: preset } ).click();
	await expect
		.poll( async () => ( await formBlock( page ) ).children.length )
		.toBeGreaterThan( 0 );
}

async function openPanel( page: Page, title: string ) {
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const button = sidebar.getByRole( 'button', { name: title } );
	if ( ( await button.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await button.click();
	}
	// `has` takes a locator relative to each panel: one from the page root.
	return sidebar
		.locator( '.components-panel__body' )
		.filter( { has: page.getByRole( 'button', { name: title } ) } );
}

/** Remounts the sidebar panels (they read the server when they appear). */
async function reselectForm( page: Page ) {
	await clearSelection( page );
	await selectForm( page );
}

const ANY_SUBJECT = /\] Spring open day$/;

/** Each preset: its button's label, its title, its fields, its button text, its subject. */
const PRESETS: Array< [ string, string, string[], string, RegExp ] > = [
	[
		'Add a contact form to your page.',
		'Contact',
		[ 'name', 'email', 'textarea' ],
		'Contact Us',
		ANY_SUBJECT,
	],
	[
		'A simple way to collect information from folks visiting your site.',
		'Newsletter sign-up',
		[ 'name', 'email', 'consent' ],
		'Subscribe',
		ANY_SUBJECT,
	],
	[
		'Add an RSVP form to your page.',
		'RSVP',
		[ 'name', 'email', 'radio', 'textarea' ],
		'Send RSVP',
		/^A new RSVP from your website$/,
	],
	[
		'Add a registration form to your page.',
		'Registration',
		[ 'name', 'email', 'telephone', 'select', 'textarea' ],
		'Send',
		ANY_SUBJECT,
	],
	[
		'Add an appointment booking form to your page.',
		'Appointment',
		[ 'name', 'email', 'telephone', 'date', 'radio', 'textarea' ],
		'Book Appointment',
		ANY_SUBJECT,
	],
	[
		'Add a feedback form to your page.',
		'Feedback',
		[ 'name', 'email', 'radio', 'textarea' ],
		'Send Feedback',
		ANY_SUBJECT,
	],
];

test( 'each preset of the picker builds its form', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	for ( const [ label, title, fields, button, subject ] of PRESETS ) {
		await openNewPost( page );
		await setTitle( page, 'Spring open day' );
		await insertBlockFromInserter( page, 'Form', 'Form' );
		const picker = canvas( page ).getByRole( 'list', {
			name: 'Block variations',
		} );
		await expect( picker.getByRole( 'listitem' ) ).toHaveCount( 6 );
		await expect(
			picker.getByText( title, { exact: true } )
		).toBeVisible();
		await expect(
			canvas( page ).getByRole( 'button', { name: 'Skip' } )
		).toBeVisible();
		await page.screenshot( { path: `${ SHOTS }/picker.png` } );
		await canvas( page ).getByRole( 'button', { name: label } ).click();
		await expect
			.poll( async () =>
				( await formBlock( page ) ).children.map( ( c ) => c.name )
			)
			.toEqual( [
				...fields.map( ( f ) => `tessera/field-${ f }` ),
				'tessera/button',
			] );
		const form = await formBlock( page );
		expect( form.children.at( -1 )!.attributes ).toMatchObject( {
			element: 'button',
			text: button,
		} );
		// The preset's subject, or "[site title] post title" filled once.
		await expect
			.poll( async () => ( await formBlock( page ) ).attributes.subject )
			.toMatch( subject );
		await expect
			.poll( async () => ( await formBlock( page ) ).attributes.to )
			.toBe( ADMIN_EMAIL );
		await page.screenshot( {
			path: `${ SHOTS }/preset-${ title.toLowerCase().replace( /\W+/g, '-' ) }.png`,
		} );
	}
	// Leaving an editor while its canvas still loads aborts the canvas styles: not a problem.
	expect(
		pageProblems.filter(
			( problem ) => ! problem.endsWith( 'net::ERR_ABORTED' )
		)
	).toEqual( [] );
} );

test( 'form settings check the recipients, in the sidebar and the toolbar', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await newFormWith( page, 'Add a contact form to your page.' );
	await selectForm( page );
	await openSettingsSidebar( page );
	const panel = await openPanel( page, 'Form Settings' );
	const to = panel.getByRole( 'textbox', {
		name: 'Email address to send to',
	} );
	await expect( to ).toHaveValue( ADMIN_EMAIL );

	const tryRecipients = async ( typed: string ) => {
		await to.fill( typed );
		await to.blur();
	};
	await tryRecipients( 'sales@' );
	await expect( panel.getByRole( 'alert' ) ).toHaveText(
		'sales@ is not a valid email address.'
	);
	await tryRecipients( 'sales@, ok@example.com, @support' );
	await expect( panel.getByRole( 'alert' ) ).toHaveText(
		'sales@ and @support are not a valid email address.'
	);
	await tryRecipients( 'one, two, three' );
	await expect( panel.getByRole( 'alert' ) ).toHaveText(
		'one, two, three are not a valid email address.'
	);
	await page.screenshot( { path: `${ SHOTS }/recipient-errors.png` } );
	expect( ( await formBlock( page ) ).attributes.to ).toBe(
		'one, two, three'
	);

	// Enter does nothing in the field; an emptied field goes back to the author's address.
	await to.press( 'Enter' );
	await tryRecipients( '' );
	await expect( to ).toHaveValue( ADMIN_EMAIL );
	await expect( panel.getByRole( 'alert' ) ).toHaveCount( 0 );

	await panel
		.getByRole( 'combobox', { name: 'On Submission' } )
		.selectOption( 'message' );
	await panel
		.getByRole( 'textbox', { name: 'Message Text' } )
		.fill( 'See you in the garden!' );
	expect( ( await formBlock( page ) ).attributes ).toMatchObject( {
		customThankyou: 'message',
		customThankyouHeading: 'Message Sent',
		customThankyouMessage: 'See you in the garden!',
	} );

	// The toolbar's dropdown holds the same settings.
	await page.getByRole( 'button', { name: 'Edit Form Settings' } ).click();
	const popover = page.locator(
		'.wp-block-tessera-contact-form__settings-popover'
	);
	await expect(
		popover.getByRole( 'textbox', { name: 'Email address to send to' } )
	).toHaveValue( ADMIN_EMAIL );
	await page.screenshot( { path: `${ SHOTS }/toolbar-settings.png` } );
	await page.keyboard.press( 'Escape' );
	expect( pageProblems ).toEqual( [] );
} );

test( 'the consent offer adds a consent field before the submit button', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await newFormWith( page, 'Add a contact form to your page.' );
	await selectForm( page );
	const offer = canvas( page ).locator(
		'.wp-block-tessera-contact-form__consent-offer'
	);
	await expect( offer ).toContainText(
		'Why not make sure you have permission to email them too?'
	);
	await page.screenshot( { path: `${ SHOTS }/consent-offer.png` } );
	await offer
		.getByRole( 'button', { name: 'Add email permission request' } )
		.click();
	await expect
		.poll( async () =>
			( await formBlock( page ) ).children.map( ( c ) => c.name )
		)
		.toEqual( [
			'tessera/field-name',
			'tessera/field-email',
			'tessera/field-textarea',
			'tessera/field-consent',
			'tessera/button',
		] );
	await selectForm( page );
	await expect( offer ).toHaveCount( 0 );

	const postId = await publish( page );
	await page.reload();
	await expect.poll( () => invalidBlocks( page ) ).toEqual( [] );
	const visitor = await page.context().newPage();
	await visitor.goto( `/?p=${ postId }` );
	await expect(
		visitor.locator( '.wp-block-tessera-contact-form form' )
	).toBeVisible();
	await expect(
		visitor.getByRole( 'button', { name: 'Contact Us' } )
	).toBeVisible();
	await visitor.screenshot( {
		path: `${ SHOTS }/visitor.png`,
		fullPage: true,
	} );
	await visitor.close();
	expect( pageProblems ).toEqual( [] );
} );

test( 'the CRM Integration panel follows the CRM plugin’s state', async ( {
	page,
} ) => {
	await signIn( page );
	await newFormWith( page, 'Add a contact form to your page.' );
	await openSettingsSidebar( page );

	const states: Array<
		[ Parameters< typeof setCrmTestState >[ 1 ], RegExp | string ]
	> = [
		[
			{ plugin: null },
			/You can save contacts from this contact form in Jetpack CRM/,
		],
		[
			{ plugin: { version: '6.4.1', status: 'inactive' } },
			/installed, but it's not activated/,
		],
		[
			{ plugin: { version: '3.0.5', status: 'active' } },
			'The Zero BS CRM plugin is now Jetpack CRM. Update to the latest version to integrate your contact form with your CRM.',
		],
		[
			{ plugin: { version: 'trunk', status: 'active' } },
			'The Jetpack CRM is installed but has an invalid version.',
		],
		[
			{
				plugin: { version: '3.5.2', status: 'active' },
				formsExtensionEnabled: true,
			},
			'Contacts from this form will be stored in Jetpack CRM.',
		],
	];
	for ( const [ state, text ] of states ) {
		setCrmTestState( db, state );
		await reselectForm( page );
		const panel = await openPanel( page, 'CRM Integration' );
		await expect( panel ).toContainText( text );
	}

	// An administrator enables the forms extension of an active CRM.
	setCrmTestState( db, { plugin: { version: '6.4.1', status: 'active' } } );
	await reselectForm( page );
	let panel = await openPanel( page, 'CRM Integration' );
	await page.screenshot( { path: `${ SHOTS }/crm-enable.png` } );
	await panel
		.getByRole( 'button', { name: 'Enable Jetpack Forms Extension' } )
		.click();
	const toggle = panel.getByRole( 'checkbox', { name: 'Jetpack CRM' } );
	await expect( toggle ).toBeChecked();
	expect( crmFormsIntegrationActive( db ) ).toBe( true );
	await page.screenshot( { path: `${ SHOTS }/crm-toggle.png` } );
	await toggle.click();
	expect( ( await formBlock( page ) ).attributes.jetpackCRM ).toBe( false );

	// The CRM is deactivated behind the editor's back: the activation fails with its message.
	setCrmTestState( db, { plugin: { version: '6.4.1', status: 'active' } } );
	await reselectForm( page );
	panel = await openPanel( page, 'CRM Integration' );
	const enable = panel.getByRole( 'button', {
		name: 'Enable Jetpack Forms Extension',
	} );
	await expect( enable ).toBeVisible();
	setCrmTestState( db, { plugin: { version: '6.4.1', status: 'inactive' } } );
	await enable.click();
	await expect(
		panel.locator(
			'.components-notice.is-error .components-notice__content'
		)
	).toHaveText(
		'The CRM Jetpack Form extension failed to activate. The error message was "The Jetpack Forms extension could not be activated.".'
	);
	await page.screenshot( { path: `${ SHOTS }/crm-error.png` } );
	expect( crmFormsIntegrationActive( db ) ).toBe( false );
} );

test( 'the Newsletter Integration panel installs and activates the plugin', async ( {
	page,
} ) => {
	setNewsletterTestState( db, null );
	setPluginFilesystemAvailable( db, false );
	await signIn( page );
	await newFormWith(
		page,
		'A simple way to collect information from folks visiting your site.'
	);
	await openSettingsSidebar( page );
	await selectForm( page );
	let panel = await openPanel( page, 'Newsletter Integration' );

	// The plugins folder cannot be written: the install fails with WordPress's message.
	await panel
		.getByRole( 'button', { name: 'Install Creative Mail plugin' } )
		.click();
	await expect(
		panel.locator(
			'.components-notice.is-error .components-notice__content'
		)
	).toHaveText(
		'The plugin failed to install. The filesystem is currently unavailable for managing plugins. Please check the plugin information for detailed requirements.'
	);
	await page.screenshot( { path: `${ SHOTS }/newsletter-error.png` } );

	setPluginFilesystemAvailable( db, true );
	await panel
		.getByRole( 'button', { name: 'Install Creative Mail plugin' } )
		.click();
	await expect( panel ).toContainText(
		'You’re all setup for email marketing with Creative Mail.'
	);
	expect( newsletterIntegrationActive( db ) ).toBe( true );
	await page.screenshot( { path: `${ SHOTS }/newsletter-active.png` } );

	// Installed but inactive: activate.
	setNewsletterTestState( db, { version: '1.6.9', status: 'inactive' } );
	await reselectForm( page );
	panel = await openPanel( page, 'Newsletter Integration' );
	await panel
		.getByRole( 'button', { name: 'Activate Creative Mail Plugin' } )
		.click();
	await expect( panel ).toContainText(
		'You’re all setup for email marketing with Creative Mail.'
	);
	expect( newsletterIntegrationActive( db ) ).toBe( true );
} );

test( 'simple sites hide the integration panels and the newsletter preset', async ( {
	page,
} ) => {
	updateOption( db, 'tessera_site_type', 'simple' );
	try {
		await signIn( page );
		await openNewPost( page );
		await insertBlockFromInserter( page, 'Form', 'Form' );
		const picker = canvas( page ).getByRole( 'list', {
			name: 'Block variations',
		} );
		await expect( picker.getByRole( 'listitem' ) ).toHaveCount( 5 );
		await expect( picker.getByText( 'Newsletter sign-up' ) ).toHaveCount(
			0
		);
		await canvas( page ).getByRole( 'button', { name: 'Skip' } ).click();
		await selectForm( page );
		await openSettingsSidebar( page );
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'button', { name: 'Form Settings' } )
		).toBeVisible();
		await expect(
			sidebar.getByRole( 'button', { name: 'CRM Integration' } )
		).toHaveCount( 0 );
		await expect(
			sidebar.getByRole( 'button', { name: 'Newsletter Integration' } )
		).toHaveCount( 0 );
	} finally {
		updateOption( db, 'tessera_site_type', 'self-hosted' );
	}
} );
