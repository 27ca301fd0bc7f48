/**
 * The image blocks as an author and a visitor meet them: images made in the test and uploaded
 * from the blocks' own upload buttons; an image compare whose slider a visitor moves with the
 * keyboard; a tiled gallery served through the resizing service at the visitor's size; a
 * slideshow that moves, pauses, waits under reduced motion and reports a library that failed.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { seriousAxeViolations } from './support/axe';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots/image-blocks';
/** The editor uploads one file after another; on a busy machine a few take a while. */
const UPLOADS = 60_000;

/** A small photo-like JPEG: a coloured sky over a darker ground, with a sun. */
async function photo(
	name: string,
	width: number,
	height: number,
	sky: string
) {
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }"><rect width="100%" height="100%" fill="${ sky }"/><rect y="${ height * 0.65 }" width="100%" height="${ height * 0.35 }" fill="#233"/><circle cx="${ width * 0.7 }" cy="${ height * 0.3 }" r="${ Math.min( width, height ) * 0.12 }" fill="#ffe9a8"/></svg>`;
	return {
		name: `${ name }.jpg`,
		mimeType: 'image/jpeg',
		buffer: await sharp( Buffer.from( svg ) )
			.jpeg( { quality: 70 } )
			.toBuffer(),
	};
}

/** How many times the slideshow's active slide changes while watched for `ms` milliseconds. */
function slideChanges( page: Page, ms: number ): Promise< number > {
	return page.evaluate(
		( wait ) =>
			new Promise< number >( ( resolve ) => {
				let changes = 0;
				const observer = new MutationObserver( ( records ) => {
					changes += records.filter( ( record ) =>
						( record.target as Element ).classList.contains(
							'swiper-slide-active'
						)
					).length;
				} );
				observer.observe(
					document.querySelector(
						'.wp-block-tessera-slideshow .swiper-wrapper'
					) as Element,
					{ subtree: true, attributeFilter: [ 'class' ] }
				);
				setTimeout( () => {
					observer.disconnect();
					resolve( changes );
				}, wait );
			} ),
		ms
	);
}

async function settle( page: Page ) {
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

test( 'image compare, tiled gallery and slideshow: upload, configure, publish, visit', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Coast photos' );
	const editor = canvas( page );

	// Image compare: both pickers upload, then the slider shows in the editor.
	await insertBlockFromInserter( page, 'Image Compare', 'Image Compare' );
	const compare = editor.locator( '.wp-block-tessera-image-compare' );
	const firstSlot = compare
		.locator( '.wp-block-tessera-image-compare__slot' )
		.nth( 0 );
	// A text file named .jpg: the site refuses it, the picker says so and stays empty.
	await firstSlot.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'notes.jpg',
		mimeType: 'image/jpeg',
		buffer: Buffer.from( 'not a photo' ),
	} );
	await expect(
		firstSlot.locator( '.components-notice.is-error' )
	).toContainText(
		'Sorry, this file type is not permitted for security reasons.'
	);
	await expect( firstSlot.locator( 'img' ) ).toHaveCount( 0 );
	// The refused upload's 400 (and the console's line for it) are expected; nothing else is.
	const others = pageProblems.filter(
		( problem ) => ! /wp\/v2\/media|status of 400/.test( problem )
	);
	pageProblems.splice( 0, pageProblems.length, ...others );
	await firstSlot
		.locator( 'input[type="file"]' )
		.setInputFiles( await photo( 'before', 1200, 800, '#7b9bb5' ) );
	await compare
		.locator( '.wp-block-tessera-image-compare__slot' )
		.nth( 1 )
		.locator( 'input[type="file"]' )
		.setInputFiles( await photo( 'after', 1200, 800, '#e59a4b' ) );
	await expect( compare.getByRole( 'slider' ) ).toHaveAttribute(
		'aria-valuenow',
		'50'
	);
	await expect(
		compare.locator( '.wp-block-tessera-image-compare__after' )
	).toHaveAttribute( 'src', /\/wp-content\/uploads\/.+after\.jpg$/, {
		timeout: UPLOADS,
	} );
	await page.getByRole( 'radio', { name: 'Above and below' } ).check();
	await expect(
		compare.locator( '[data-orientation="vertical"]' )
	).toBeVisible();
	await page.getByRole( 'radio', { name: 'Side by side' } ).check();
	await compare
		.getByRole( 'textbox', { name: 'Image caption text' } )
		.fill( 'The beach at noon and at dusk' );

	// Tiled gallery: three uploads through the placeholder, a move, a filter.
	await insertBlockFromInserter( page, 'Tiled Gallery', 'Tiled Gallery' );
	const gallery = editor.locator( '.wp-block-tessera-tiled-gallery' );
	await gallery
		.locator( 'input[type="file"]' )
		.setInputFiles( [
			await photo( 'wide', 1600, 1000, '#5b8cc9' ),
			await photo( 'tall', 800, 1200, '#8fbf7f' ),
			await photo( 'square', 1200, 1200, '#c77dbb' ),
		] );
	const tiles = gallery.locator( '.tiled-gallery__item img' );
	await expect( tiles ).toHaveCount( 3 );
	await expect( gallery.locator( '.is-transient' ) ).toHaveCount( 0, {
		timeout: UPLOADS,
	} );
	await gallery
		.getByRole( 'button', { name: 'Select image' } )
		.first()
		.click();
	await expect(
		gallery.getByRole( 'button', { name: 'Move image backward' } )
	).toBeDisabled();
	await gallery.getByRole( 'button', { name: 'Move image forward' } ).click();
	await expect( tiles.nth( 1 ) ).toHaveAttribute( 'src', /wide\.jpg$/ );
	await expect(
		gallery.locator( '.tiled-gallery__item.is-selected img' )
	).toHaveAttribute( 'src', /wide\.jpg$/ );
	// Circles: the columns slider (no rounded corners), two per row.
	await page.getByRole( 'tab', { name: 'Styles' } ).click();
	await page.getByRole( 'radio', { name: 'Circles', exact: true } ).click();
	await expect( gallery ).toHaveClass( /is-style-circle/ );
	await page.getByRole( 'tab', { name: 'Settings' } ).click();
	await expect(
		page.getByRole( 'spinbutton', { name: 'Rounded corners' } )
	).toHaveCount( 0 );
	await page.getByRole( 'spinbutton', { name: 'Columns' } ).fill( '2' );
	await expect( gallery.locator( '.tiled-gallery__row' ) ).toHaveCount( 2 );
	// Round, equal tiles.
	const circle = await gallery
		.locator( '.tiled-gallery__item' )
		.first()
		.evaluate( ( item ) => [
			Math.round( item.getBoundingClientRect().width ),
			Math.round( item.getBoundingClientRect().height ),
			getComputedStyle( item ).borderRadius,
		] );
	expect( circle[ 0 ] ).toBeGreaterThan( 100 );
	expect( circle ).toStrictEqual( [ circle[ 0 ], circle[ 0 ], '50%' ] );
	await page.screenshot( { path: `${ SHOTS }/editor-circles.png` } );
	await page.getByRole( 'tab', { name: 'Styles' } ).click();
	await page
		.getByRole( 'radio', { name: 'Tiled mosaic', exact: true } )
		.click();
	await page.getByRole( 'tab', { name: 'Settings' } ).click();
	await expect( gallery.locator( '.tiled-gallery__row' ) ).toHaveCount( 1 );

	await page.getByRole( 'button', { name: 'Pick an image filter' } ).click();
	await page.getByRole( 'menuitemradio', { name: 'Sepia' } ).click();
	await expect( gallery.locator( '.is-selected' ) ).toHaveCount( 0 );
	await expect( gallery ).toHaveClass( /filter__sepia/ );
	await expect(
		gallery.getByRole( 'button', { name: 'Upload an image' } )
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/editor.png` } );

	// 'Edit Gallery', then 'Media Library' among the sources: WordPress's media library, with the
	// gallery's images (uploaded a moment ago) chosen; leaving one out leaves it out of the gallery, and Undo brings it back.
	await page.getByRole( 'button', { name: 'Edit Gallery' } ).click();
	await page.getByRole( 'menuitem', { name: 'Media Library' } ).click();
	const library = page.getByRole( 'dialog', { name: 'Select Media' } );
	const chosen = library.getByRole( 'option', { selected: true } );
	await expect( chosen ).toHaveCount( 3 );
	await chosen.first().click();
	await expect( chosen ).toHaveCount( 2 );
	await page.screenshot( { path: `${ SHOTS }/editor-media-library.png` } );
	await library
		.getByRole( 'button', { name: 'Select', exact: true } )
		.click();
	await expect( tiles ).toHaveCount( 2 );
	await page.getByRole( 'button', { name: 'Undo', exact: true } ).click();
	await expect( tiles ).toHaveCount( 3 );

	// Slideshow: uploads through the placeholder, autoplay every second.
	await insertBlockFromInserter( page, 'Slideshow', 'Slideshow' );
	const slideshow = editor.locator( '.wp-block-tessera-slideshow' );
	await slideshow
		.locator( 'input[type="file"]' )
		.setInputFiles( [
			await photo( 'slide-one', 1200, 800, '#3a6ea5' ),
			await photo( 'slide-two', 1200, 800, '#c4572b' ),
			await photo( 'slide-three', 1200, 800, '#4f9d69' ),
		] );
	await expect( slideshow.locator( '.swiper-initialized' ) ).toBeVisible();
	await expect( slideshow.locator( 'img[src^="blob:"]' ) ).toHaveCount( 0, {
		timeout: UPLOADS,
	} );
	await page.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
	await page
		.getByRole( 'spinbutton', {
			name: 'Delay between transitions (in seconds)',
		} )
		.fill( '1' );
	await page
		.getByRole( 'combobox', { name: 'Transition effect' } )
		.selectOption( 'fade' );
	await page.screenshot( { path: `${ SHOTS }/editor-slideshow.png` } );

	const postId = await publish( page );
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toStrictEqual( [] );

	// The visitor: the compare slider by keyboard.
	await page.goto( `/?p=${ postId }` );
	const slider = page.getByRole( 'slider', {
		name: 'Image comparison slider',
	} );
	await expect( slider ).toHaveAttribute( 'aria-valuenow', '50' );
	await slider.focus();
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowLeft' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( slider ).toHaveAttribute( 'aria-valuenow', '52' );
	await page.keyboard.press( 'Enter' );
	await expect( slider ).toHaveAttribute( 'aria-valuenow', '10' );
	await page.keyboard.press( 'Space' );
	await expect( slider ).toHaveAttribute( 'aria-valuenow', '90' );
	await expect( slider ).toHaveAttribute(
		'aria-valuetext',
		'90% of the image before'
	);
	// A click (a pointer, as a finger's tap is) moves the slider under it.
	const pair = await page
		.locator( '.wp-block-tessera-image-compare__pair' )
		.boundingBox();
	await page.mouse.click(
		pair!.x + pair!.width * 0.25,
		pair!.y + pair!.height / 2
	);
	await expect
		.poll( async () =>
			Number( await slider.getAttribute( 'aria-valuenow' ) )
		)
		.toBeCloseTo( 25, 0 );

	expect(
		await seriousAxeViolations(
			page,
			'.wp-block-tessera-image-compare',
			'.wp-block-tessera-tiled-gallery',
			'.wp-block-tessera-slideshow'
		)
	).toStrictEqual( [] );

	// The slideshow moves by itself, and stops on Pause.
	const active = page.locator(
		'.wp-block-tessera-slideshow .swiper-slide-active'
	);
	const slideNow = () => active.getAttribute( 'data-swiper-slide-index' );
	const first = await slideNow();
	await expect.poll( slideNow ).not.toBe( first );
	await page.getByRole( 'button', { name: 'Pause Slideshow' } ).click();
	const paused = await slideNow();
	expect( await slideChanges( page, 2200 ) ).toBe( 0 );
	expect( await slideNow() ).toBe( paused );
	await expect(
		page.getByRole( 'button', { name: 'Play Slideshow' } )
	).toBeVisible();

	// The gallery: one mosaic row of three, its images from the resizing service.
	const visitorGallery = page.locator( '.wp-block-tessera-tiled-gallery' );
	await expect( visitorGallery.locator( '.tiled-gallery__row' ) ).toHaveCount(
		1
	);
	await expect( visitorGallery.locator( '.tiled-gallery__col' ) ).toHaveCount(
		3
	);
	const images = visitorGallery.locator( 'img' );
	await images.last().scrollIntoViewIfNeeded();
	await expect
		.poll( () =>
			images.evaluateAll( ( list ) =>
				( list as HTMLImageElement[] ).map(
					( image ) => image.complete && image.naturalWidth > 0
				)
			)
		)
		.toStrictEqual( [ true, true, true ] );
	const sources = await images.evaluateAll( ( list ) =>
		( list as HTMLImageElement[] ).map(
			( image ) =>
				new URL( image.currentSrc ).pathname +
				new URL( image.currentSrc ).search
		)
	);
	for ( const source of sources ) {
		expect( source ).toMatch(
			/^\/stand-ins\/i0\.wp\.com\/localhost:\d+\/wp-content\/uploads\/.+\.jpg\?w=\d+$/
		);
	}
	// Tiles of one row end at one height.
	const heights = await images.evaluateAll( ( list ) =>
		list.map( ( image ) =>
			Math.round( image.getBoundingClientRect().height )
		)
	);
	expect(
		Math.max( ...heights ) - Math.min( ...heights )
	).toBeLessThanOrEqual( 1 );
	await page.screenshot( {
		path: `${ SHOTS }/visitor-1440.png`,
		fullPage: true,
	} );

	// A phone downloads the 600-wide copies.
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.reload( { waitUntil: 'domcontentloaded' } );
	await images.last().scrollIntoViewIfNeeded();
	await expect
		.poll( () =>
			images.evaluateAll( ( list ) =>
				( list as HTMLImageElement[] ).map(
					( image ) =>
						new URL( image.currentSrc || 'http://x/' ).search
				)
			)
		)
		.toStrictEqual( [ '?w=600', '?w=600', '?w=600' ] );
	await settle( page );
	await page.screenshot( {
		path: `${ SHOTS }/visitor-390.png`,
		fullPage: true,
	} );

	// Reduced motion: the slideshow waits for the visitor.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.reload( { waitUntil: 'domcontentloaded' } );
	await expect(
		page.getByRole( 'button', { name: 'Play Slideshow' } )
	).toBeVisible();
	const still = await slideNow();
	expect( await slideChanges( page, 1500 ) ).toBe( 0 );
	expect( await slideNow() ).toBe( still );
	expect( pageProblems ).toStrictEqual( [] );

	// The carousel library's chunk fails to load: the slideshow says so.
	await page.route( '**/build/blocks/chunks/**', ( route ) => route.abort() );
	await page.reload( { waitUntil: 'domcontentloaded' } );
	await expect(
		page.locator( '.wp-block-tessera-slideshow' ).getByRole( 'alert' )
	).toHaveText( 'The Swiper library could not be loaded.' );
	await page.screenshot( { path: `${ SHOTS }/visitor-swiper-failed.png` } );
} );
