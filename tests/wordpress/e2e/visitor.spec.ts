import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { BLOCKS_DIR } from '../../fixtures/fixture-files';
import { openNewPost } from '../../e2e/support/editor';
import { expect, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';
mkdirSync( SHOTS, { recursive: true } );

/** Blocks whose saved markup a visitor sees without the Tessera service, as their fixtures hold it. */
const SAVED_BLOCKS = {
	'rating-star': 'tessera__rating-star__half',
	markdown: 'tessera__markdown__table',
	'contact-info': 'tessera__contact-info',
	'image-compare': 'tessera__image-compare',
	story: 'tessera__story',
	calendly: 'tessera__calendly',
	'google-calendar': 'tessera__google-calendar',
	pinterest: 'tessera__pinterest',
	eventbrite: 'tessera__eventbrite',
	gif: 'tessera__gif',
	revue: 'tessera__revue',
};

const PIXEL = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

function fixture( slug: string, name: string ): string {
	return readFileSync(
		join( BLOCKS_DIR, slug, 'test', 'fixtures', `${ name }.html` ),
		'utf8'
	);
}

/**
 * The machine has no Internet, and the fixtures' media are not in this site's uploads: what the
 * blocks load from other hosts (images, the providers' embeds and scripts) and from the uploads
 * folder is answered with an empty file of its kind.
 *
 * @param page The visitor's page.
 * @param site The site's address, whose own files are served as they are.
 */
async function answerOtherHosts( page: Page, site: string ) {
	await page.route(
		( url ) =>
			url.origin !== new URL( site ).origin ||
			url.pathname.startsWith( '/wp-content/uploads/' ),
		( route ) => {
			const type = route.request().resourceType();
			if ( type === 'image' ) {
				return route.fulfill( {
					contentType: 'image/png',
					body: PIXEL,
				} );
			}
			return route.fulfill( {
				contentType:
					type === 'script' ? 'text/javascript' : 'text/html',
				body: '',
			} );
		}
	);
}

/**
 * What the page loads: the address of every script and stylesheet, and the id of every inline
 * stylesheet (WordPress prints a small block stylesheet inline, as `<handle>-inline-css`).
 */
function assetsOf( page: Page ): Promise< string[] > {
	return page.evaluate( () => [
		...[
			...document.querySelectorAll< HTMLScriptElement >( 'script[src]' ),
		].map( ( script ) => script.src ),
		...[
			...document.querySelectorAll< HTMLLinkElement >(
				'link[rel="stylesheet"]'
			),
		].map( ( link ) => link.href ),
		...[ ...document.querySelectorAll( 'style[id]' ) ].map(
			( style ) => `#${ style.id }`
		),
	] );
}

test( 'saved Tessera blocks show to a visitor with their styles and view scripts; other pages load nothing of Tessera', async ( {
	page,
	browser,
	wordpress,
} ) => {
	await openNewPost( page );
	const content = Object.entries( SAVED_BLOCKS )
		.map( ( [ slug, name ] ) => fixture( slug, name ) )
		.join( '\n\n' );
	const post = await page.evaluate(
		( html ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title: 'Saved blocks',
					content: html,
					status: 'publish',
				},
			} ),
		content
	);

	const visitor = await browser.newPage();
	const problems: string[] = [];
	visitor.on( 'pageerror', ( error ) =>
		problems.push( `page error: ${ error.message }` )
	);
	visitor.on( 'console', ( message ) => {
		// Each failed load is also recorded, with its address, as an error answer below.
		if (
			message.type() === 'error' &&
			! message.text().startsWith( 'Failed to load resource' )
		) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	visitor.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			problems.push( `HTTP ${ response.status() }: ${ response.url() }` );
		}
	} );
	await answerOtherHosts( visitor, wordpress.url );
	await visitor.goto( `${ wordpress.url }/?p=${ post.id }` );
	await expect(
		visitor.getByRole( 'heading', { level: 1, name: 'Saved blocks' } )
	).toBeVisible();

	for ( const slug of Object.keys( SAVED_BLOCKS ) ) {
		await expect(
			visitor.locator( `.wp-block-tessera-${ slug }` ).first(),
			slug
		).toBeAttached();
	}
	const assets = await assetsOf( visitor );
	const tesseraAssets = assets.filter(
		( asset ) =>
			asset.includes( '/plugins/tessera/' ) ||
			asset.startsWith( '#tessera-' )
	);
	for ( const slug of [
		'rating-star',
		'markdown',
		'contact-info',
		'image-compare',
		'story',
	] ) {
		expect(
			tesseraAssets.filter(
				( asset ) =>
					asset.includes( `/build/blocks/${ slug }/style.css` ) ||
					asset === `#tessera-${ slug }-style-inline-css`
			),
			slug
		).toHaveLength( 1 );
	}
	for ( const slug of [
		'image-compare',
		'story',
		'calendly',
		'eventbrite',
	] ) {
		expect( tesseraAssets, slug ).toContainEqual(
			expect.stringContaining(
				`/plugins/tessera/build/blocks/${ slug }/view.js`
			)
		);
	}
	// Only the blocks on the page bring their assets, never the editor's.
	expect(
		tesseraAssets.filter( ( url ) => /\/build\/editor/.test( url ) )
	).toEqual( [] );
	expect(
		tesseraAssets.filter( ( url ) => url.includes( '/blocks/map/' ) )
	).toEqual( [] );

	// The view scripts run: the compare slider gets its handle.
	await expect(
		visitor
			.locator( '.wp-block-tessera-image-compare' )
			.getByRole( 'slider' )
	).toBeVisible();
	// The saved markup is what the visitor reads, and the styles apply: the markdown table
	// gets its cell borders.
	await expect(
		visitor.locator( '.wp-block-tessera-rating-star__value' )
	).toHaveText( '3.5/5' );
	await expect(
		visitor.locator( '.wp-block-tessera-markdown td' ).first()
	).toHaveCSS( 'border-top-style', 'solid' );
	await visitor.screenshot( {
		path: `${ SHOTS }/visitor-saved-blocks.png`,
		fullPage: true,
	} );
	expect( problems ).toEqual( [] );

	// A page holding no Tessera block loads no Tessera script or stylesheet.
	const plain = await page.evaluate( () =>
		window.wp.apiFetch( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Plain',
				content:
					'<!-- wp:paragraph --><p>Nothing of Tessera here.</p><!-- /wp:paragraph -->',
				status: 'publish',
			},
		} )
	);
	// The plain post and WordPress's sample page.
	for ( const address of [ `/?p=${ plain.id }`, '/?page_id=2' ] ) {
		await visitor.goto( `${ wordpress.url }${ address }` );
		expect(
			( await assetsOf( visitor ) ).filter( ( asset ) =>
				asset.includes( 'tessera' )
			),
			address
		).toEqual( [] );
	}
	await visitor.close();
} );
