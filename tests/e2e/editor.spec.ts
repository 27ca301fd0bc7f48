import AxeBuilder from '@axe-core/playwright';

import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
} from './support/editor';
import { expect, signIn, test } from './support/test';
import { setSiteLanguage } from './support/site-language';

async function samplePostId(
	page: import( '@playwright/test' ).Page
): Promise< number > {
	const response = await page.request.get(
		'/wp-json/wp/v2/posts?search=Tessera%20block%20gallery'
	);
	const [ post ] = await response.json();
	return post.id;
}

test( 'the editor loads with no console error and no failed request', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	// eslint-disable-next-line playwright/no-networkidle -- every start-up request must be over before counting failures.
	await page.waitForLoadState( 'networkidle' );
	expect( pageProblems ).toEqual( [] );
	// window.wp exposes the packages on the default registry, as WordPress does.
	const globals = await page.evaluate( () =>
		[
			'data',
			'blocks',
			'blockEditor',
			'editor',
			'apiFetch',
			'element',
			'components',
			'i18n',
			'plugins',
		].filter( ( name ) => ! window.wp[ name ] )
	);
	expect( globals ).toEqual( [] );
} );

test( 'the sample post holds every Tessera block and opens without invalid blocks', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openPost( page, await samplePostId( page ) );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	const names: string[] = await page.evaluate( () =>
		window.wp.blocks
			.getBlockTypes()
			.map( ( type: { name: string } ) => type.name )
			.filter( ( name: string ) => name.startsWith( 'tessera/' ) )
	);
	const used: string[] = await page.evaluate( () => {
		const editor = window.wp.data.select( 'core/block-editor' );
		return editor
			.getClientIdsWithDescendants()
			.map( ( clientId: string ) => editor.getBlockName( clientId ) );
	} );
	expect( names.length ).toBeGreaterThan( 0 );
	for ( const name of names ) {
		expect( used ).toContain( name );
	}
	await expect(
		canvas( page ).locator( '.wp-block-tessera-rating-star' ).first()
	).toBeVisible();
	expect( pageProblems ).toEqual( [] );
} );

test( 'an edit chunk that fails to load shows a notice with Retry, and Retry loads it', async ( {
	page,
} ) => {
	await signIn( page );
	await openNewPost( page );
	// Fail every chunk request from now on, as a dropped connection would.
	await page.route( /\/build\/editor\/chunks\//, ( route ) => route.abort() );
	await insertBlockFromInserter( page, 'star rating', 'Star Rating' );
	const notice = page
		.locator( '.components-notice, .components-snackbar' )
		.filter( { hasText: /Loading (CSS )?chunk .* failed/ } );
	await expect( notice.first() ).toBeVisible();
	await page.unroute( /\/build\/editor\/chunks\// );
	await canvas( page )
		.getByRole( 'button', { name: 'Retry' } )
		.first()
		.click();
	await expect(
		canvas( page ).getByRole( 'group', { name: /^Rating:/ } )
	).toBeVisible();
} );

test( 'axe finds no serious or critical violation in the blocks, in the editor and for the visitor', async ( {
	page,
} ) => {
	await signIn( page );
	const postId = await samplePostId( page );
	await page.goto( `/?p=${ postId }` );
	const visitor = await new AxeBuilder( { page } )
		.include( '.wp-block-tessera-rating-star' )
		.include( '.wp-block-tessera-markdown' )
		.analyze();
	const serious = ( violations: typeof visitor.violations ) =>
		violations
			.filter(
				( v ) => v.impact === 'serious' || v.impact === 'critical'
			)
			.map( ( v ) => `${ v.id }: ${ v.help }` );
	expect( serious( visitor.violations ) ).toEqual( [] );

	await openNewPost( page );
	await insertBlockFromInserter( page, 'star rating', 'Star Rating' );
	await expect(
		canvas( page ).getByRole( 'group', { name: /^Rating:/ } )
	).toBeVisible();
	const frame = page.frames().find( ( f ) => f.name() === 'editor-canvas' );
	expect( frame ).toBeDefined();
	const editor = await new AxeBuilder( { page } )
		.include( [
			'iframe[name="editor-canvas"]',
			'.wp-block-tessera-rating-star',
		] )
		.analyze();
	expect( serious( editor.violations ) ).toEqual( [] );
} );

test( 'on a right-to-left site the sample post reads right to left, its slideshow too, and nothing widens the page', async ( {
	page,
} ) => {
	await signIn( page );
	await setSiteLanguage( page, 'he_IL' );
	try {
		await page.goto( `/?p=${ await samplePostId( page ) }` );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		const slideshow = page.locator( '.wp-block-tessera-slideshow' ).first();
		await slideshow.scrollIntoViewIfNeeded();
		await expect( slideshow.locator( '.swiper-rtl' ) ).toBeVisible();
		// Its stylesheet's right-to-left twin puts the pause button on the left.
		const box = ( await slideshow.boundingBox() )!;
		await expect
			.poll( async () => {
				const pause = await slideshow
					.locator( '.wp-block-tessera-slideshow__pause' )
					.boundingBox();
				return pause!.x + pause!.width / 2 - ( box.x + box.width / 2 );
			} )
			.toBeLessThan( 0 );
		// Something placed far to the left (as off-screen text often is) would let the page
		// scroll sideways, and leave the visitor looking at an empty strip.
		expect(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			)
		).toBeLessThanOrEqual( 0 );
		await page.screenshot( {
			path: 'artifacts/screenshots/editor/sample-post-rtl.png',
		} );
	} finally {
		await setSiteLanguage( page, 'en_US' );
	}
} );
