import { startServer } from '../../support/start-server';
import { publishPost, rest } from './support/rest';
import { SERVICE_REGISTRATION_KEY } from './support/state';
import { expect, test } from './support/test';

const HOURS = '<!-- wp:tessera/business-hours /-->';

/** Settings → Tessera: Disconnect (when connected), then Connect to `address`. */
async function connectTo(
	page: import( '@playwright/test' ).Page,
	address: string,
	key = ''
) {
	await page.goto( '/wp-admin/options-general.php?page=tessera' );
	const disconnect = page.getByRole( 'button', { name: 'Disconnect' } );
	if ( await disconnect.isVisible() ) {
		await disconnect.click();
		await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
			'Not connected'
		);
	}
	await page.getByLabel( 'Service address' ).fill( address );
	await page.getByLabel( 'Registration key' ).fill( key );
	await page.getByRole( 'button', { name: 'Connect' } ).click();
	await expect( page.locator( '.tessera-connection-status' ) ).toHaveText(
		'Connected'
	);
}

test( 'when the service cannot be reached, visitors get the last good HTML or a comment, and requests a clear 503', async ( {
	page,
	browser,
	wordpress,
} ) => {
	const other = await startServer( {}, 'service' );
	try {
		await connectTo( page, other.url );
		const seen = await publishPost( page.request, 'Opening hours', HOURS );
		const visitor = await browser.newPage( { storageState: undefined } );
		await visitor.goto( seen.link );
		await expect(
			visitor.locator( '.wp-block-tessera-business-hours__name' ).first()
		).toBeVisible();
		const never = await publishPost( page.request, 'Never shown', HOURS );

		await other.stop();

		// A visitor whose page the service would draw afresh (a query string) gets the last good HTML.
		await visitor.goto( `${ seen.link }?from=newsletter` );
		await expect(
			visitor.locator( '.wp-block-tessera-business-hours__name' ).first()
		).toBeVisible();
		// A block the service never drew is left out, with a comment saying why.
		const answer = await visitor.goto( never.link );
		expect( answer?.status() ).toBe( 200 );
		expect( await visitor.content() ).toContain(
			'<!-- Tessera: tessera/business-hours could not be rendered (tessera_service_unreachable). -->'
		);
		await expect(
			visitor.locator( '.wp-block-tessera-business-hours' )
		).toHaveCount( 0 );
		await visitor.close();

		const week = await rest(
			page.request,
			'GET',
			'/wpcom/v2/business-hours/localized-week'
		);
		expect( week.status() ).toBe( 503 );
		expect( await week.json() ).toMatchObject( {
			code: 'tessera_service_unreachable',
			message:
				'The Tessera service could not be reached. Please try again later.',
			data: { status: 503 },
		} );
	} finally {
		await connectTo( page, wordpress.serviceUrl, SERVICE_REGISTRATION_KEY );
	}
} );
