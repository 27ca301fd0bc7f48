/**
 * The VideoPress block against the local video host (service/stand-ins/videopress): a file that
 * is not a video is uploaded and fails with the host's message; a two-second clip made here with
 * ffmpeg is uploaded, transcoded in the background, set up (loop, rating, seekbar colour) and
 * published; a visitor gets the player page with the poster and the rendition, and it plays.
 */
import { videoClip } from './support/video-clip';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
	sitePlan,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = 'artifacts/screenshots';
const FAILED =
	'The video could not be processed. The file is not a video we can read.';

test( 'an uploaded video is transcoded and plays for a visitor with its poster', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	const plan = await sitePlan( page );
	await sitePlan( page, 'premium' );
	let postId = 0;
	let seekbarColor = '';
	try {
		await openNewPost( page );
		await setTitle( page, 'Harbour video' );
		await insertBlockFromInserter( page, 'videopress', 'VideoPress' );
		const block = canvas( page ).locator( '.wp-block-tessera-videopress' );
		const fileInput = block.locator( 'input[type="file"]' );

		// Not a video: the upload is stored, the host fails it, the block says why.
		await fileInput.setInputFiles( {
			name: 'broken.mp4',
			mimeType: 'video/mp4',
			buffer: Buffer.from( 'this is not a video' ),
		} );
		await expect( block.getByText( FAILED ) ).toBeVisible();
		await page.screenshot( { path: `${ SHOTS }/videopress-failed.png` } );
		// The host's 422 for the failed video is the expected answer, in the log as the browser prints it.
		expect(
			pageProblems.filter(
				( p ) =>
					! /^HTTP 422: .*\/rest\/v1\.1\/videos\/[0-9A-Za-z]{8}$/.test(
						p
					) &&
					! /^console: Failed to load resource: .* 422 /.test( p )
			)
		).toEqual( [] );
		pageProblems.length = 0;

		// 'Edit video' starts again; a real clip this time.
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Edit video' } )
			.click();
		await expect( block.getByText( FAILED ) ).toHaveCount( 0 );
		await fileInput.setInputFiles( {
			name: 'harbour.mp4',
			mimeType: 'video/mp4',
			buffer: await videoClip(),
		} );
		const preview = block.locator( 'iframe' );
		await expect( preview ).toBeVisible();
		await expect( block ).toHaveClass( /wp-embed-aspect-16-9/ );
		// The cover takes the first click, and the player gets the next ones.
		const cover = block.locator( '.wp-block-tessera-videopress__overlay' );
		await cover.click();
		await expect( cover ).toHaveCount( 0 );

		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'checkbox', { name: 'Loop' } ).check();
		await expect(
			sidebar.getByText(
				'Note: Autoplaying videos may cause usability issues for some visitors.'
			)
		).toBeVisible();
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Preload' } )
		).toHaveValue( 'metadata' );
		const rating = sidebar.getByRole( 'combobox', { name: 'Rating' } );
		await expect( rating ).toHaveValue( 'G' );
		await rating.selectOption( 'PG-13' );
		await sidebar
			.getByRole( 'button', { name: 'Progress Colors' } )
			.click();
		// The first palette is the main colour's.
		await sidebar
			.getByRole( 'listbox' )
			.first()
			.getByRole( 'option', { name: 'Ink' } )
			.click();
		await sidebar.getByRole( 'button', { name: 'Save colors' } ).click();
		const attributes = await page.evaluate(
			() =>
				window.wp.data
					.select( 'core/block-editor' )
					.getBlocks()
					.find(
						( b: { name: string } ) =>
							b.name === 'tessera/videopress'
					).attributes
		);
		expect( attributes.loop ).toBe( true );
		expect( attributes.seekbarColor ).toMatch( /^#[0-9a-f]{6}$/i );
		seekbarColor = attributes.seekbarColor;
		expect( attributes.guid ).toMatch( /^[0-9A-Za-z]{8}$/ );
		await expect
			.poll( () =>
				page.evaluate(
					( id ) =>
						window.wp
							.apiFetch( { path: `/wp/v2/media/${ id }` } )
							.then(
								( m: {
									jetpack_videopress: { rating: string };
								} ) => m.jetpack_videopress.rating
							),
					attributes.id
				)
			)
			.toBe( 'PG-13' );
		await page.screenshot( { path: `${ SHOTS }/videopress-editor.png` } );
		postId = await publish( page );
		expect( pageProblems ).toEqual( [] );
	} finally {
		await sitePlan( page, plan );
	}

	await openPost( page, postId );
	await expect(
		canvas( page ).locator( '.wp-block-tessera-videopress iframe' )
	).toBeVisible();
	expect( await invalidBlocks( page ) ).toEqual( [] );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	const problems: string[] = [];
	visitor.on( 'pageerror', ( error ) => problems.push( error.message ) );
	await visitor.goto( `/?p=${ postId }` );
	const figure = visitor.locator( 'figure.wp-block-tessera-videopress' );
	await expect( figure ).toHaveClass( /wp-embed-aspect-16-9/ );
	const player = visitor.frameLocator(
		'figure.wp-block-tessera-videopress iframe'
	);
	const video = player.locator( 'video' );
	await expect( video ).toHaveAttribute( 'poster', /\/poster\.jpg$/ );
	await expect( video ).toHaveAttribute( 'loop', '' );
	const poster = await video.getAttribute( 'poster' );
	const posterResponse = await visitor.request.get( poster! );
	expect( posterResponse.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
	await expect( player.locator( '.vp-player' ) ).toHaveAttribute(
		'style',
		new RegExp( `--vp-main:${ seekbarColor }`, 'i' )
	);
	await figure.scrollIntoViewIfNeeded();
	await visitor.screenshot( { path: `${ SHOTS }/videopress-visitor.png` } );
	await video.evaluate( ( v: HTMLVideoElement ) => {
		v.muted = true;
		return v.play();
	} );
	await expect
		.poll( () =>
			video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
		)
		.toBeGreaterThan( 0.5 );
	await expect( player.locator( '.vp-played' ) ).not.toHaveAttribute(
		'style',
		/width: 0/
	);
	expect( problems ).toEqual( [] );
	await visitorContext.close();
} );
