/**
 * The podcast player against the local podcast host (service/stand-ins/podcast-host): inserted
 * through the inserter, a bad feed refused with its message, a real feed embedded and set up,
 * published, and played by a visitor: an episode's time advances, Skip forward and Jump back
 * move it, and an episode whose audio is gone says so. Then a story of an uploaded image and a
 * two-second video, played to its end by a visitor.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { runFfmpeg } from '../../service/stand-ins/made-media/ffmpeg';
import { seriousAxeViolations } from './support/axe';
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
const HOST = 'https://feeds.tessera-podcasts.example';
const ERROR =
	"Your podcast couldn't be embedded. Please double check your URL.";

const audioTime = ( page: Page ) =>
	page
		.locator( '.tessera-podcast-player__audio' )
		.evaluate( ( audio: HTMLAudioElement ) => audio.currentTime );

test( 'a person embeds a podcast feed; a visitor plays, skips and jumps back', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Garden podcast' );

	await insertBlockFromInserter( page, 'podcast', 'Podcast Player' );
	const block = canvas( page ).locator( '.wp-block-tessera-podcast-player' );
	await expect(
		block.getByText( 'Enter your podcast RSS feed URL.' )
	).toBeVisible();
	const input = block.getByRole( 'textbox', {
		name: 'Podcast RSS feed URL',
	} );
	const embed = block.getByRole( 'button', { name: 'Embed' } );

	// Nothing typed: nothing happens. A half-uploaded feed: the message, back at the form.
	await embed.click();
	await expect( block.getByText( ERROR ) ).toHaveCount( 0 );
	await input.fill( `${ HOST }/half-uploaded/feed.xml` );
	await embed.click();
	await expect( block.getByText( ERROR ) ).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/podcast-error-editor.png` } );
	pageProblems.length = 0;

	// The real feed: the player with the three episodes that have audio.
	await input.fill( `${ HOST }/garden-hour/feed.xml` );
	await embed.click();
	const tracks = block.locator( '.tessera-podcast-player__track' );
	await expect( tracks ).toHaveCount( 3 );
	await expect( tracks.first() ).toContainText( 'Tomatoes on a balcony' );
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	const items = sidebar.getByRole( 'spinbutton', {
		name: 'Number of items',
	} );
	await expect( items ).toHaveValue( '5' );
	await sidebar
		.getByRole( 'checkbox', { name: 'Show Episode Description' } )
		.uncheck();
	await expect(
		block.locator( '.tessera-podcast-player__description' )
	).toHaveCount( 0 );
	await page.screenshot( { path: `${ SHOTS }/podcast-editor.png` } );

	const postId = await publish( page );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	await expect(
		canvas( page ).locator( '.tessera-podcast-player__track' )
	).toHaveCount( 3 );
	expect( pageProblems ).toEqual( [] );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await visitorContext.newPage();
	const outgoing: string[] = [];
	visitor.on( 'request', ( request ) => {
		if ( ! request.url().startsWith( process.env.TESSERA_E2E_BASE_URL! ) ) {
			outgoing.push( request.url() );
		}
	} );
	await visitor.goto( `/?p=${ postId }` );
	const player = visitor.locator( '.tessera-podcast-player' );
	await expect(
		player.locator( '.tessera-podcast-player__track' )
	).toHaveCount( 3 );

	// Play the second episode: it becomes current and its time advances.
	await player
		.getByRole( 'button', { name: /Compost without the smell/ } )
		.click();
	await expect( player ).toHaveClass( /is-playing/ );
	await expect(
		player.locator( '.tessera-podcast-player__current-track-title' )
	).toHaveText( 'Compost without the smell' );
	await expect.poll( () => audioTime( visitor ) ).toBeGreaterThan( 1 );

	await player
		.getByRole( 'button', { name: 'Skip forward 30 seconds' } )
		.click();
	await expect.poll( () => audioTime( visitor ) ).toBeGreaterThan( 31 );
	const afterSkip = await audioTime( visitor );
	await player.getByRole( 'button', { name: 'Jump back 5 seconds' } ).click();
	const afterJump = await audioTime( visitor );
	expect( afterJump ).toBeLessThan( afterSkip - 4 );
	expect( afterJump ).toBeGreaterThan( afterSkip - 6 );
	await visitor.screenshot( {
		path: `${ SHOTS }/podcast-visitor-playing.png`,
	} );

	// Choosing the current episode pauses it.
	await player
		.getByRole( 'button', { name: /Compost without the smell/ } )
		.click();
	await expect( player ).toHaveClass( /is-paused/ );

	// An episode whose audio the host removed.
	await player.getByRole( 'button', { name: /Seeds we lost/ } ).click();
	const trackError = player.locator(
		'.tessera-podcast-player__track.is-error'
	);
	await expect( trackError ).toContainText( 'Episode unavailable.' );
	await expect(
		trackError.getByRole( 'link', { name: 'Open in a new tab' } )
	).toHaveAttribute( 'target', '_blank' );
	await expect( player.getByRole( 'alert' ) ).toHaveText(
		'Error: Episode unavailable - Open in a new tab'
	);
	expect(
		await seriousAxeViolations(
			visitor,
			'.wp-block-tessera-podcast-player'
		)
	).toEqual( [] );
	await visitor.screenshot( {
		path: `${ SHOTS }/podcast-visitor-error.png`,
		fullPage: true,
	} );
	expect( outgoing ).toEqual( [] );
	await visitorContext.close();
} );

/** A portrait picture and a two-second video, made on the spot (ffmpeg is installed for the podcast host). */
async function storyMedia() {
	const picture = await sharp( {
		create: { width: 540, height: 960, channels: 3, background: '#2f6b3a' },
	} )
		.png()
		.toBuffer();
	const video = join(
		mkdtempSync( join( tmpdir(), 'story-' ) ),
		'waves.webm'
	);
	await runFfmpeg( [
		'-f',
		'lavfi',
		'-i',
		'testsrc=size=180x320:rate=15:duration=2',
		'-c:v',
		'libvpx',
		'-b:v',
		'200k',
		video,
	] );
	return [
		{ name: 'harbour.png', mimeType: 'image/png', buffer: picture },
		{
			name: 'waves.webm',
			mimeType: 'video/webm',
			buffer: readFileSync( video ),
		},
	];
}

test( 'a story of an image and a video plays to the end for a visitor', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	// Video uploads need a paid plan; the shared site gets its own plan back afterwards.
	const plan = await sitePlan( page );
	await sitePlan( page, 'premium' );
	try {
		await openNewPost( page );
		await setTitle( page, 'Harbour story' );
		await insertBlockFromInserter( page, 'story', 'Story' );
		await canvas( page )
			.locator( '.wp-block-tessera-story input[type="file"]' )
			.setInputFiles( await storyMedia() );
		await expect(
			canvas( page ).locator( '.wp-block-tessera-story li' )
		).toHaveCount( 2 );
	} finally {
		await sitePlan( page, plan );
	}
	const block = canvas( page ).locator( '.wp-block-tessera-story' );
	await expect( block.getByText( '2 slides' ) ).toBeVisible();
	// The editor shows the visitors' player.
	await expect(
		block.getByRole( 'button', { name: 'Play story' } )
	).toBeVisible();
	await expect( block.locator( 'li.wp-story-slide' ) ).toHaveCount( 2 );
	await page.screenshot( { path: `${ SHOTS }/story-editor.png` } );
	const postId = await publish( page );
	expect( pageProblems ).toEqual( [] );

	const visitorContext = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
		viewport: { width: 900, height: 700 },
	} );
	const visitor = await visitorContext.newPage();
	const problems: string[] = [];
	visitor.on( 'pageerror', ( error ) => problems.push( error.message ) );
	await visitor.goto( `/?p=${ postId }` );
	const story = visitor.locator( '.wp-block-tessera-story' );
	await expect( story.locator( '.wp-story-bullet' ) ).toHaveCount( 2 );
	await story.scrollIntoViewIfNeeded();
	await visitor.screenshot( { path: `${ SHOTS }/story-visitor.png` } );

	// Play goes fullscreen; the image holds 5 s, then the video runs on its own clock.
	await story.getByRole( 'button', { name: 'Play story' } ).click();
	await expect( story ).toHaveClass( /is-fullscreen/ );
	await expect( story ).toHaveClass( /is-playing/ );
	await expect( story.locator( '.wp-story-slide' ).first() ).toHaveClass(
		/is-current/
	);
	// The screenshot shows the first slide's progress under way.
	await expect
		.poll( () =>
			story
				.locator( '.wp-story-bullet span' )
				.first()
				.evaluate( ( bar: HTMLElement ) =>
					parseFloat( bar.style.width )
				)
		)
		.toBeGreaterThan( 20 );
	await visitor.screenshot( {
		path: `${ SHOTS }/story-visitor-fullscreen.png`,
	} );
	const video = story.locator( 'video' );
	await expect( story.locator( '.wp-story-slide' ).nth( 1 ) ).toHaveClass(
		/is-current/
	);
	await expect
		.poll( () =>
			video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
		)
		.toBeGreaterThan( 0.5 );

	// At the end: paused, out of fullscreen, every bullet full.
	await expect( story ).toHaveClass( /is-ended/ );
	await expect( story ).not.toHaveClass( /is-fullscreen/ );
	await expect( story ).not.toHaveClass( /is-playing/ );
	await expect(
		story.locator( '.wp-story-bullet span' ).last()
	).toHaveAttribute( 'style', 'width: 100%;' );

	// Keyboard: Left goes back a slide, Space plays again (back into fullscreen), the exit button leaves.
	await story.focus();
	await visitor.keyboard.press( 'ArrowLeft' );
	await expect( story.locator( '.wp-story-slide' ).first() ).toHaveClass(
		/is-current/
	);
	await visitor.keyboard.press( 'Space' );
	await expect( story ).toHaveClass( /is-fullscreen/ );
	await story.getByRole( 'button', { name: 'Exit Fullscreen' } ).click();
	await expect( story ).not.toHaveClass( /is-fullscreen/ );
	await expect( story ).not.toHaveClass( /is-playing/ );
	expect( problems ).toEqual( [] );
	await visitorContext.close();
} );
