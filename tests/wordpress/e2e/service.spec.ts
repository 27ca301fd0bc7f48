import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BLOCKS_DIR } from '../../fixtures/fixture-files';
import { canvas, openNewPost, setTitle } from '../../e2e/support/editor';
import { videoClip } from '../../e2e/support/video-clip';
import { insertEveryBlock, publishFromEditor } from './support/every-block';
import { MAPBOX_TEST_TOKEN } from '../../../service/stand-ins/mapbox/tokens';
import { contactForm, sendMessage } from './support/form';
import { serviceOutbox } from './support/outbox';
import { publishPost, rest, uploadImage } from './support/rest';
import { expect, signInThroughForm, test } from './support/test';

const SHOTS = '/tmp/shots/wordpress';
mkdirSync( SHOTS, { recursive: true } );

function fixture( slug: string, name: string ): string {
	return readFileSync(
		join( BLOCKS_DIR, slug, 'test', 'fixtures', `${ name }.html` ),
		'utf8'
	);
}

test( 'a visitor’s message reaches the owner’s Feedback inbox and their mailbox', async ( {
	page,
	browser,
	wordpress,
	pageProblems,
} ) => {
	const post = await publishPost(
		page.request,
		'Write to us',
		contactForm( 'owner@example.com' )
	);
	await sendMessage(
		browser,
		post.link,
		'Ada Visitor',
		'Sent from a WordPress page.',
		`${ SHOTS }/service-form-sent.png`
	);

	await page.goto( '/wp-admin/' );
	await page.getByRole( 'link', { name: 'Feedback', exact: true } ).click();
	await expect( page ).toHaveURL( /page=tessera-feedback/ );
	await expect( page.getByText( 'Ada Visitor' ).first() ).toBeVisible();
	await expect(
		page.getByText( 'Sent from a WordPress page.' ).first()
	).toBeVisible();
	await page.screenshot( { path: `${ SHOTS }/service-feedback-inbox.png` } );

	// The export is the service's CSV, downloaded from the site's own page.
	const exported = await page.request.get(
		( await page
			.getByRole( 'link', { name: 'Export CSV' } )
			.getAttribute( 'href' ) )!
	);
	expect( exported.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( await exported.text() ).toContain( 'Sent from a WordPress page.' );
	// One submission in full, on the site's own Feedback page.
	await page.getByRole( 'link', { name: 'Ada Visitor' } ).first().click();
	await expect( page ).toHaveURL( /page=tessera-feedback&feedback=\d+/ );
	await expect(
		page.locator( '.wrap' ).getByRole( 'heading', { level: 1 } )
	).toHaveText( /^Feedback #\d+$/ );
	await expect( page.locator( '.wrap' ) ).toContainText(
		'Sent from a WordPress page.'
	);
	await page.screenshot( { path: `${ SHOTS }/service-feedback-one.png` } );

	await expect
		.poll( () =>
			serviceOutbox( wordpress.serviceDataDir ).filter(
				( message ) =>
					message.includes( 'To: <owner@example.com>' ) &&
					message.includes( 'Sent from a WordPress page.' )
			)
		)
		.toHaveLength( 1 );
	const [ notification ] = serviceOutbox( wordpress.serviceDataDir ).filter(
		( message ) => message.includes( 'Sent from a WordPress page.' )
	);
	// The site's own name and address, as WordPress has them.
	expect( notification ).toContain( 'From: "Tessera test site"' );
	expect( notification ).toContain( `${ wordpress.url }/?p=${ post.id }` );
	expect( pageProblems ).toEqual( [] );
} );

test( 'a visitor subscribes, confirms from the e-mail, and hears of the next post', async ( {
	page,
	browser,
	wordpress,
} ) => {
	const post = await publishPost(
		page.request,
		'News',
		fixture( 'subscriptions', 'tessera__subscriptions' )
	);
	const visitor = await browser.newPage( { storageState: undefined } );
	await visitor.goto( post.link );
	await visitor
		.getByPlaceholder( 'Email Address' )
		.fill( 'reader@example.com' );
	await visitor.getByRole( 'button', { name: 'Subscribe' } ).click();
	await expect(
		visitor.locator( '.wp-block-tessera-subscriptions' )
	).toContainText( 'Thanks for subscribing!' );
	await visitor.screenshot( { path: `${ SHOTS }/service-subscribed.png` } );

	const confirmation = () =>
		serviceOutbox( wordpress.serviceDataDir ).find(
			( message ) =>
				message.includes( 'X-Tessera-Subscription: confirm' ) &&
				message.includes( 'To: <reader@example.com>' )
		);
	await expect.poll( confirmation ).toBeTruthy();
	const link = new RegExp(
		`${ wordpress.url.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }/tessera-subscribe/confirm\\?\\S+`
	).exec( confirmation()! )?.[ 0 ];
	expect( link ).toBeTruthy();
	await visitor.goto( link! );
	await expect( visitor.locator( 'body' ) ).toContainText(
		'Subscription confirmed'
	);
	await visitor.close();

	const next = await publishPost(
		page.request,
		'Our next loaf',
		'<!-- wp:paragraph --><p>Rye this week.</p><!-- /wp:paragraph -->'
	);
	await expect
		.poll( () =>
			serviceOutbox( wordpress.serviceDataDir ).some(
				( message ) =>
					message.includes( 'X-Tessera-Subscription: new-post' ) &&
					message.includes( 'To: <reader@example.com>' ) &&
					message.includes( 'Our next loaf' ) &&
					message.includes( `?p=${ next.id }` )
			)
		)
		.toBe( true );
} );

test( 'the owner likes a post, and related posts list the site’s other posts', async ( {
	page,
} ) => {
	for ( const title of [ 'Sourdough starter basics', 'Sourdough shaping' ] ) {
		await publishPost(
			page.request,
			title,
			`<!-- wp:paragraph --><p>${ title }: flour, water, sourdough patience.</p><!-- /wp:paragraph -->`
		);
	}
	const post = await publishPost(
		page.request,
		'Sourdough scoring',
		'<!-- wp:paragraph --><p>Scoring sourdough loaves with flour and water.</p><!-- /wp:paragraph -->' +
			fixture( 'related-posts', 'tessera__related-posts' )
	);
	await page.goto( post.link );
	const related = page.locator( '.wp-block-tessera-related-posts' );
	await expect(
		related.getByRole( 'link', { name: 'Sourdough shaping' } )
	).toBeVisible();
	await expect(
		related.getByRole( 'link', { name: 'Sourdough starter basics' } )
	).toBeVisible();

	const likes = page.locator( '.tessera-likes' );
	await expect( likes.locator( '.tessera-likes__count' ) ).toHaveText(
		'Be the first to like this.'
	);
	await likes.getByRole( 'button', { name: 'Like' } ).click();
	await expect( page ).toHaveURL( /#tessera-likes$/ );
	await expect( likes.locator( '.tessera-likes__count' ) ).toHaveText(
		'1 like'
	);
	await expect(
		likes.getByRole( 'button', { name: 'Liked' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await page.locator( '.tessera-post-extras' ).scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: `${ SHOTS }/service-related-and-likes.png`,
		fullPage: true,
	} );
} );

test( 'a photo copied from Pexels joins WordPress’s own media library', async ( {
	page,
} ) => {
	const post = await publishPost(
		page.request,
		'Harbour photos',
		'<!-- wp:paragraph --><p>Photos of the harbour.</p><!-- /wp:paragraph -->'
	);
	const list = await rest(
		page.request,
		'GET',
		'/wpcom/v2/external-media/list/pexels?search=nature&number=1'
	);
	expect( list.status() ).toBe( 200 );
	const guid: string = ( await list.json() ).media[ 0 ].guid;

	const copy = await rest(
		page.request,
		'POST',
		'/wpcom/v2/external-media/copy/pexels',
		{
			external_ids: [ guid ],
			media: [ { guid, title: 'Harbour at dawn', caption: 'Boats' } ],
			post_id: post.id,
		}
	);
	expect( copy.status() ).toBe( 200 );
	const [ copied ] = await copy.json();
	expect( copied ).toMatchObject( {
		ID: expect.any( Number ),
		title: 'Harbour at dawn',
		caption: 'Boats',
		mime_type: 'image/jpeg',
	} );

	// The attachment is WordPress's: in its library, attached to the post, its file on the site.
	const media = await rest(
		page.request,
		'GET',
		`/wp/v2/media/${ copied.ID }`
	);
	expect( media.status() ).toBe( 200 );
	const attachment = await media.json();
	expect( attachment ).toMatchObject( {
		post: post.id,
		title: { rendered: 'Harbour at dawn' },
		source_url: copied.URL,
	} );
	expect( attachment.media_details.width ).toBe( copied.width );
	expect( new URL( copied.URL ).origin ).toBe( new URL( post.link ).origin );
	const image = await page.request.get( copied.URL );
	expect( image.status() ).toBe( 200 );
	expect( image.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
} );

test( 'a video uploaded from the VideoPress block is hosted by the service and plays for a visitor', async ( {
	page,
	browser,
	wordpress,
} ) => {
	await openNewPost( page );
	await setTitle( page, 'Harbour video' );
	await insertEveryBlock( page, [
		{ name: 'tessera/videopress', title: 'VideoPress', category: 'Media' },
	] );
	const block = canvas( page ).locator( '.wp-block-tessera-videopress' );
	await block.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'harbour.mp4',
		mimeType: 'video/mp4',
		buffer: await videoClip(),
	} );
	// The upload is WordPress's; its hosted video, transcoded by the service, is the preview.
	await expect( block.locator( 'iframe' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	const { id, guid } = await page.evaluate(
		() =>
			window.wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.find(
					( b: { name: string } ) => b.name === 'tessera/videopress'
				).attributes
	);
	const media = await rest( page.request, 'GET', `/wp/v2/media/${ id }` );
	expect( ( await media.json() ).jetpack_videopress_guid ).toBe( guid );
	const postId = await publishFromEditor( page );

	const visitor = await browser.newPage( { storageState: undefined } );
	await visitor.goto( `${ wordpress.url }/?p=${ postId }` );
	const player = visitor.frameLocator(
		'figure.wp-block-tessera-videopress iframe'
	);
	const video = player.locator( 'video' );
	await expect( video ).toHaveAttribute( 'poster', /\/poster\.jpg$/ );
	await video.evaluate( ( v: HTMLVideoElement ) => {
		v.muted = true;
		return v.play();
	} );
	await expect
		.poll( () =>
			video.evaluate( ( v: HTMLVideoElement ) => v.currentTime )
		)
		.toBeGreaterThan( 0.5 );
	await visitor.screenshot( {
		path: `${ SHOTS }/service-videopress-visitor.png`,
	} );
	await visitor.close();
} );

test( 'the map loads its style and tiles from the service, through the site', async ( {
	page,
	browser,
	wordpress,
} ) => {
	// The owner gives the site its maps key, as the Map block's settings do.
	const key = await rest(
		page.request,
		'POST',
		'/wpcom/v2/service-api-keys/mapbox',
		{
			service_api_key: MAPBOX_TEST_TOKEN,
		}
	);
	expect( key.status() ).toBe( 200 );
	const post = await publishPost(
		page.request,
		'Find us',
		fixture( 'map', 'tessera__map' )
	);
	const visitor = await browser.newPage( { storageState: undefined } );
	const standIns: number[] = [];
	visitor.on( 'response', ( response ) => {
		if ( response.url().startsWith( `${ wordpress.url }/stand-ins/` ) ) {
			standIns.push( response.status() );
		}
	} );
	await visitor.goto( post.link );
	const map = visitor.locator( '.wp-block-tessera-map' );
	await expect( map ).toHaveAttribute(
		'data-api-url',
		new RegExp( `^${ wordpress.url }/stand-ins/api\\.mapbox\\.com` )
	);
	await expect( map.locator( 'canvas' ) ).toBeVisible();
	await expect.poll( () => standIns.length ).toBeGreaterThan( 2 );
	expect( standIns.filter( ( status ) => status >= 400 ) ).toEqual( [] );
	await visitor.screenshot( { path: `${ SHOTS }/service-map.png` } );
	await visitor.close();
} );

test( 'the slideshow and tiled gallery are drawn by the service, with images resized from the site’s uploads', async ( {
	page,
	browser,
	wordpress,
} ) => {
	const photos = [];
	for ( const name of [ 'dunes', 'lighthouse', 'pier' ] ) {
		photos.push(
			await uploadImage(
				page.request,
				join(
					__dirname,
					'../../../wp-stand-in/seed/sample-images',
					`${ name }.jpg`
				)
			)
		);
	}
	const images = photos.map( ( photo, index ) => ( {
		id: photo.id,
		url: photo.url,
		alt: `Photo ${ index + 1 }`,
		width: photo.width,
		height: photo.height,
	} ) );
	const attributes = JSON.stringify( {
		ids: photos.map( ( photo ) => photo.id ),
		images,
	} );
	const post = await publishPost(
		page.request,
		'Along the coast',
		`<!-- wp:tessera/tiled-gallery ${ attributes } /-->\n\n<!-- wp:tessera/slideshow ${ attributes } /-->`
	);

	const visitor = await browser.newPage( { storageState: undefined } );
	const failed: string[] = [];
	visitor.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			failed.push( `${ response.status() } ${ response.url() }` );
		}
	} );
	await visitor.goto( post.link );
	const gallery = visitor.locator( '.wp-block-tessera-tiled-gallery img' );
	await expect( gallery ).toHaveCount( 3 );
	const slides = visitor.locator( '.wp-block-tessera-slideshow img' );
	await expect( slides.first() ).toBeVisible();
	for ( const image of [
		...( await gallery.all() ),
		...( await slides.all() ),
	] ) {
		await image.scrollIntoViewIfNeeded();
		// Resized by the service's image CDN, through the site, from the site's own upload.
		expect(
			await image.evaluate( ( element: HTMLImageElement ) => element.src )
		).toContain( `${ wordpress.url }/stand-ins/i0.wp.com/` );
		await expect
			.poll( () =>
				image.evaluate(
					( element: HTMLImageElement ) =>
						element.complete && element.naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
	}
	expect( failed ).toEqual( [] );
	await visitor.screenshot( {
		path: `${ SHOTS }/service-gallery-slideshow.png`,
		fullPage: true,
	} );
	await visitor.close();
} );

test( 'the forwarder refuses what WordPress’s user may not do, and the service refuses unsigned requests', async ( {
	page,
	browser,
	wordpress,
} ) => {
	const created = await rest( page.request, 'POST', '/wp/v2/users', {
		username: 'reader',
		email: 'reader-account@example.com',
		password: 'reader-password-1',
		roles: [ 'subscriber' ],
	} );
	expect( created.status() ).toBe( 201 );

	const context = await browser.newContext( {
		storageState: undefined,
		baseURL: wordpress.url,
	} );
	const reader = await context.newPage();
	await signInThroughForm( reader, 'reader', 'reader-password-1' );
	const inbox = await rest( reader.request, 'GET', '/wp/v2/feedback' );
	expect( inbox.status() ).toBe( 403 );
	expect( await inbox.json() ).toMatchObject( {
		code: expect.any( String ),
		message: expect.any( String ),
		data: { status: 403 },
	} );
	await context.close();

	// Nobody signed in: WordPress's user is 0, and the service says so.
	const anonymous = await fetch(
		`${ wordpress.url }/?rest_route=/wp/v2/feedback`
	);
	expect( anonymous.status ).toBe( 401 );

	const direct = await fetch(
		`${ wordpress.serviceUrl }/wp-json/wp/v2/feedback`
	);
	expect( direct.status ).toBe( 401 );
	expect( await direct.json() ).toMatchObject( { code: 'tessera_unsigned' } );
} );
