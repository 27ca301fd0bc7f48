/**
 * What a visitor downloads for a page with a map (two markers) and for the same page without
 * it, and whether the page without one fetched any map code.
 *
 *   node --import tsx tests/bench/map-page.ts
 * Also run at the end of `npm run bench`.
 */
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';
import { startServer } from '../support/start-server';
import { PAGE_TIMEOUT_MS } from './editor-load';

const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

const PARAGRAPH =
	'<!-- wp:paragraph --><p>Our two offices, and how to find them.</p><!-- /wp:paragraph -->';

interface PageBytes {
	scripts: number;
	styles: number;
	other: number;
	mapCode: string[];
}

async function visit(
	browser: Browser,
	url: string,
	waitForMap: boolean
): Promise< PageBytes > {
	// A new context each time: nothing comes from the browser's cache.
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
	} );
	context.setDefaultTimeout( PAGE_TIMEOUT_MS );
	const page = await context.newPage();
	const bytes: PageBytes = { scripts: 0, styles: 0, other: 0, mapCode: [] };
	const pending: Promise< void >[] = [];
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if (
			type === 'script' &&
			/blocks\/(map|chunks)\//.test( response.url() )
		) {
			bytes.mapCode.push( new URL( response.url() ).pathname );
		}
		pending.push(
			response.body().then(
				( body ) => {
					if ( type === 'script' ) {
						bytes.scripts += body.length;
					} else if ( type === 'stylesheet' ) {
						bytes.styles += body.length;
					} else {
						bytes.other += body.length;
					}
				},
				() => undefined
			)
		);
	} );
	await page.goto( url );
	if ( waitForMap ) {
		await page
			.locator( '.wp-block-tessera-map__canvas.is-drawn' )
			.waitFor();
	}
	// Every tile and glyph counts: wait until the page stops fetching.
	await page.waitForLoadState( 'networkidle' );
	await Promise.all( pending );
	await context.close();
	return bytes;
}

export async function benchMapPage(): Promise< boolean > {
	const server = await startServer( { TESSERA_DEV_AUTOLOGIN: '1' } );
	const browser = await launchChromium( [
		'--use-angle=swiftshader',
		'--enable-unsafe-swiftshader',
	] );
	try {
		const editor = await browser.newPage();
		editor.setDefaultTimeout( PAGE_TIMEOUT_MS );
		await editor.goto( `${ server.url }/wp-admin/post-new.php` );
		await editor.waitForFunction(
			() => !! window.wp?.blocks?.getBlockType( 'tessera/map' )
		);
		const [ withMap, withoutMap ] = await editor.evaluate(
			async ( { token, paragraph } ) => {
				await window.wp.apiFetch( {
					path: '/wpcom/v2/service-api-keys/mapbox',
					method: 'POST',
					data: { service_api_key: token },
				} );
				const map = window.wp.blocks.serialize( [
					window.wp.blocks.createBlock( 'tessera/map', {
						points: [
							{
								id: 'place.2996944',
								placeTitle: 'Lyon',
								title: 'Lyon',
								caption: 'Lyon, France',
								coordinates: {
									longitude: 4.84671,
									latitude: 45.74846,
								},
							},
							{
								id: 'place.2995469',
								placeTitle: 'Marseille',
								title: 'Marseille',
								caption: 'Marseille, France',
								coordinates: {
									longitude: 5.38107,
									latitude: 43.29695,
								},
							},
						],
					} ),
				] );
				const ids: number[] = [];
				for ( const content of [ paragraph + map, paragraph ] ) {
					const post = await window.wp.apiFetch( {
						path: '/wp/v2/posts',
						method: 'POST',
						data: { title: 'Offices', content, status: 'publish' },
					} );
					ids.push( post.id as number );
				}
				return ids;
			},
			{ token: MAPBOX_TEST_TOKEN, paragraph: PARAGRAPH }
		);
		const map = await visit(
			browser,
			`${ server.url }/?p=${ withMap }`,
			true
		);
		const plain = await visit(
			browser,
			`${ server.url }/?p=${ withoutMap }`,
			false
		);
		console.log(
			'\nVisitor page with a map of two markers, and without it (1440 px, bytes as served)'
		);
		console.log(
			'page          scripts     styles      tiles, glyphs, html…   all'
		);
		for ( const [ label, page ] of [
			[ 'with a map', map ],
			[ 'without', plain ],
		] as const ) {
			console.log(
				`${ label.padEnd( 12 ) }${ kb( page.scripts ).padStart( 10 ) }${ kb(
					page.styles
				).padStart( 11 ) }${ kb( page.other ).padStart( 22 ) }${ kb(
					page.scripts + page.styles + page.other
				).padStart( 11 ) }`
			);
		}
		console.log(
			`map code fetched by the page without a map: ${
				plain.mapCode.length ? plain.mapCode.join( ', ' ) : 'none'
			}`
		);
		return plain.mapCode.length === 0 && map.mapCode.length > 0;
	} finally {
		await browser.close();
		await server.stop();
	}
}

if ( require.main === module ) {
	benchMapPage().then( ( ok ) => {
		process.exitCode = ok ? 0 : 1;
	} );
}
