import { startWordPress } from '../site';
import { contactForm, sendMessage } from './support/form';
import { publishPost, rest } from './support/rest';
import { PLUGIN_ZIP, SERVICE_REGISTRATION_KEY } from './support/state';
import { expect, signInThroughForm, test } from './support/test';

/** What a site's Feedback inbox holds, through its own forwarder: the senders' names. */
async function inboxNames(
	request: import( '@playwright/test' ).APIRequestContext
): Promise< string[] > {
	const response = await rest(
		request,
		'GET',
		'/wp/v2/feedback?per_page=100'
	);
	expect( response.status() ).toBe( 200 );
	return ( await response.json() ).map(
		( item: { author_name: string } ) => item.author_name
	);
}

test( 'two WordPress sites connected to one service keep their feedback apart', async ( {
	page,
	browser,
	wordpress,
} ) => {
	const other = await startWordPress( {
		plugins: [ PLUGIN_ZIP ],
		debug: true,
	} );
	try {
		const context = await browser.newContext( {
			baseURL: other.url,
			storageState: undefined,
		} );
		const owner = await context.newPage();
		await signInThroughForm( owner, 'admin', other.adminPassword );
		await owner.goto( '/wp-admin/options-general.php?page=tessera' );
		await owner
			.getByLabel( 'Service address' )
			.fill( wordpress.serviceUrl );
		await owner
			.getByLabel( 'Registration key' )
			.fill( SERVICE_REGISTRATION_KEY );
		await owner.getByRole( 'button', { name: 'Connect' } ).click();
		await expect(
			owner.locator( '.tessera-connection-status' )
		).toHaveText( 'Connected' );

		const first = await publishPost(
			page.request,
			'Write to the first site',
			contactForm( 'first@example.com' )
		);
		const second = await publishPost(
			owner.request,
			'Write to the second site',
			contactForm( 'second@example.com' )
		);
		await sendMessage(
			browser,
			first.link,
			'Visitor of the first',
			'Hello, first.'
		);
		await sendMessage(
			browser,
			second.link,
			'Visitor of the second',
			'Hello, second.'
		);

		const firstInbox = await inboxNames( page.request );
		const secondInbox = await inboxNames( owner.request );
		expect( firstInbox ).toContain( 'Visitor of the first' );
		expect( firstInbox ).not.toContain( 'Visitor of the second' );
		expect( secondInbox ).toEqual( [ 'Visitor of the second' ] );
		await context.close();
		expect( other.readDebugLog() ).toBe( '' );
	} finally {
		await other.stop();
	}
} );
