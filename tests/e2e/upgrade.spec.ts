import { startServer, type RunningServer } from '../support/start-server';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	setTitle,
} from './support/editor';
import { ADMIN_PASSWORD } from './support/constants';
import { expect, signIn, test as base } from './support/test';

/**
 * A site of its own, on the free plan, where Markdown is declared as needing the Premium plan
 * (TESSERA_PLAN_REQUIREMENTS), so that upgrading it does not change the shared e2e site.
 */
const test = base.extend< object, { paidSite: RunningServer } >( {
	paidSite: [
		async ( {}, use ) => {
			const site = await startServer( {
				TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
				TESSERA_PLAN_REQUIREMENTS: 'markdown:premium',
			} );
			await use( site );
			await site.stop();
		},
		{ scope: 'worker' },
	],
	baseURL: async ( { paidSite }, use ) => use( paidSite.url ),
} );

async function recordedEvents(
	page: import( '@playwright/test' ).Page,
	name: string
) {
	return page.evaluate(
		( eventName ) =>
			window.wp.apiFetch( {
				path: `/tessera/v1/analytics/events?name=${ eventName }`,
			} ) as Promise< { properties: Record< string, string > }[] >,
		name
	);
}

async function impressionsOf(
	page: import( '@playwright/test' ).Page,
	block: string
) {
	const events = await recordedEvents(
		page,
		'tessera_editor_block_upgrade_impression'
	);
	return events
		.map( ( event ) => event.properties )
		.filter( ( properties ) => properties.block === block );
}

test( 'uploading audio or a video cover on the free plan shows the upgrade banner instead of an error', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await insertBlockFromInserter( page, 'audio', 'Audio' );
	const audio = canvas( page ).locator( '.wp-block-audio' );
	await audio.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'interview.mp3',
		mimeType: 'audio/mpeg',
		buffer: Buffer.from( 'ID3' ),
	} );
	const banner = audio.getByRole( 'region', { name: 'Premium Block' } );
	await expect( banner ).toContainText( 'Upgrade your plan to upload audio' );
	await expect(
		banner.getByRole( 'button', { name: 'Upgrade' } )
	).toBeVisible();
	await expect(
		page.getByText( /not allowed to upload this file type/ )
	).toHaveCount( 0 );
	await expect
		.poll( () => impressionsOf( page, 'core/audio' ) )
		.toEqual( [ { plan: 'personal', block: 'core/audio' } ] );

	// A video picked for a cover gets its own nudge, and the cover keeps its placeholder.
	await insertBlockFromInserter( page, 'cover', 'Cover' );
	const cover = canvas( page ).locator( '.wp-block-cover' ).last();
	await cover.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'waves.mp4',
		mimeType: 'video/mp4',
		buffer: Buffer.from( '\u0000\u0000\u0000\u0018ftypmp42' ),
	} );
	const coverBanner = cover.getByRole( 'region', { name: 'Premium Block' } );
	await expect( coverBanner ).toContainText(
		'Upgrade your plan to use video covers'
	);
	await expect(
		coverBanner.getByRole( 'button', { name: 'Upgrade' } )
	).toBeVisible();
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					window.wp.data
						.select( 'core/block-editor' )
						.getBlocks()
						.find(
							( b: { name: string } ) => b.name === 'core/cover'
						)?.attributes.url ?? null
			)
		)
		.toBe( null );
	await expect(
		page.getByText( /not allowed to upload this file type/ )
	).toHaveCount( 0 );
	await expect
		.poll( () => impressionsOf( page, 'core/cover' ) )
		.toEqual( [ { plan: 'premium', block: 'core/cover' } ] );
	await page.screenshot( {
		path: 'artifacts/screenshots/owner-jobs/5-cover-video-nudge.png',
	} );
	expect( pageProblems ).toEqual( [] );
} );

test( 'a paid block shows the banner; Upgrade, checkout and back: congratulations, and the block is usable', async ( {
	page,
	pageProblems,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Premium notes' );

	await insertBlockFromInserter( page, 'markdown', 'Markdown (paid)' );
	const source = canvas( page ).getByRole( 'textbox', { name: /markdown/i } );
	await source.fill( 'Worth **paying** for.' );
	const banner = canvas( page ).getByRole( 'region', {
		name: 'Premium Block',
	} );
	await expect( banner ).toContainText(
		'Upgrade your plan to use this premium block'
	);
	await expect
		.poll( () => impressionsOf( page, 'tessera/markdown' ) )
		.toEqual( [ { plan: 'premium', block: 'tessera/markdown' } ] );

	// Upgrade: the post is saved, then the store's checkout opens.
	await banner.getByRole( 'button', { name: 'Upgrade' } ).click();
	await page.waitForURL( /\/checkout\/[^/]+\/premium\?/ );
	const checkout = new URL( page.url() );
	const returnTo = new URL(
		checkout.searchParams.get( 'redirect_to' )!,
		checkout.origin
	);
	expect( returnTo.pathname ).toBe( '/wp-admin/post.php' );
	expect( returnTo.searchParams.get( 'plan_upgraded' ) ).toBe( '1' );
	await expect(
		page.getByRole( 'heading', { name: 'Checkout' } )
	).toBeVisible();
	await expect( page.getByText( 'to the Premium plan' ) ).toBeVisible();

	pageProblems.length = 0;
	await page.getByRole( 'button', { name: 'Confirm upgrade' } ).click();
	await page.waitForFunction(
		() => !! window.wp?.data?.select( 'core/editor' )?.getCurrentPostId()
	);
	const notice = page.locator( '.components-notice' ).filter( {
		hasText: 'Congratulations! Your site is now on the Premium plan.',
	} );
	await expect( notice ).toBeVisible();
	await expect(
		notice.getByRole( 'link', { name: 'View my plan' } )
	).toHaveAttribute( 'href', /\/plans\// );
	expect( page.url() ).not.toContain( 'plan_upgraded' );

	// The block came back with the post, is valid, and is now an ordinary block.
	expect( await invalidBlocks( page ) ).toEqual( [] );
	const markdown = canvas( page ).locator( '.wp-block-tessera-markdown' );
	await expect( markdown ).toContainText( 'Worth' );
	await markdown.click();
	await expect(
		canvas( page ).getByRole( 'region', { name: 'Premium Block' } )
	).toHaveCount( 0 );
	expect(
		await page.evaluate(
			() => window.wp.blocks.getBlockType( 'tessera/markdown' )?.title
		)
	).toBe( 'Markdown' );

	const clicks = await recordedEvents(
		page,
		'jetpack_editor_block_upgrade_click'
	);
	expect( clicks.map( ( event ) => event.properties ) ).toEqual( [
		{ plan: 'premium', block: 'tessera/markdown' },
	] );
	expect( pageProblems ).toEqual( [] );
} );
