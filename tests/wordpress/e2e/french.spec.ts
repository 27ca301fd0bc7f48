/**
 * A site owner switches the site to French in Settings → General: WordPress loads Tessera's
 * French through its own mechanism (load_plugin_textdomain, wp_set_script_translations from
 * the plugin's languages folder), in the inserter, in a block's placeholder and on a visitor's
 * page. The site goes back to English after, for the journeys that share it.
 *
 * Core's own French comes from Debian's wordpress-l10n (tests/wordpress/fetch.ts), which holds
 * PHP translations only: wp-admin's screens are French, the editor's own interface stays English.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { BLOCKS_DIR } from '../../fixtures/fixture-files';
import {
	canvas,
	insertBlockFromInserter,
	openNewPost,
	setInserterOpen,
} from '../../e2e/support/editor';
import { publishPost } from './support/rest';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';
mkdirSync( SHOTS, { recursive: true } );

/**
 * Chooses the site's language in Settings → General and saves, as a site owner does.
 *
 * @param page   The owner's page.
 * @param locale The option's value: `fr_FR`, or '' for English (United States).
 */
async function chooseSiteLanguage( page: Page, locale: string ) {
	await page.goto( '/wp-admin/options-general.php' );
	await page.locator( 'select#WPLANG' ).selectOption( locale );
	await Promise.all( [
		page.waitForURL( /settings-updated=true/ ),
		page.locator( 'input#submit' ).click(),
	] );
}

test.afterEach( async ( { page } ) => {
	await chooseSiteLanguage( page, '' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en-US' );
} );

test( 'a site owner switches the site to French: Tessera speaks French in the editor and to visitors', async ( {
	page,
	browser,
	pageProblems,
	wordpress,
} ) => {
	await chooseSiteLanguage( page, 'fr_FR' );
	// Core's own French, from Debian's package: WordPress offered it and now speaks it.
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'fr-FR' );
	await expect( page.locator( 'select#WPLANG' ) ).toHaveValue( 'fr_FR' );
	await expect(
		page.getByText( 'Réglages enregistrés.', { exact: true } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/french-settings.png` } );

	// The editor: block titles in the inserter, found by a French search, and a placeholder.
	await openNewPost( page );
	await setInserterOpen( page, true );
	const library = page.getByRole( 'region', { name: 'Block Library' } );
	await library.getByRole( 'searchbox' ).fill( 'horaires' );
	await expect(
		library.getByRole( 'option', {
			name: 'Horaires d’ouverture',
			exact: true,
		} )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/french-inserter.png` } );
	await setInserterOpen( page, false );
	// Markdown needs no Tessera service: its placeholder is there whether the site is connected.
	await insertBlockFromInserter( page, 'markdown', 'Markdown' );
	await expect(
		canvas( page ).getByPlaceholder( 'Écrivez votre _Markdown_ **ici**…' )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/french-placeholder.png` } );

	// A visitor: the image compare's view script labels its slider in French.
	const { link } = await publishPost(
		page.request,
		'Avant, après',
		readFileSync(
			join(
				BLOCKS_DIR,
				'image-compare',
				'test',
				'fixtures',
				'tessera__image-compare.html'
			),
			'utf8'
		)
	);
	const visitorContext = await browser.newContext( {
		baseURL: wordpress.url,
	} );
	const visitor = await visitorContext.newPage();
	await visitor.goto( link );
	await expect( visitor.locator( 'html' ) ).toHaveAttribute(
		'lang',
		'fr-FR'
	);
	// The fixture's images are not in this site's uploads: the handle is there all the same.
	await expect(
		visitor.locator( '.wp-block-tessera-image-compare__handle' )
	).toHaveAttribute( 'aria-label', 'Curseur de comparaison d’images' );
	await visitor.screenshot( { path: `${ SHOTS }/french-visitor.png` } );
	await visitorContext.close();
	expect( pageProblems ).toStrictEqual( [] );
} );
