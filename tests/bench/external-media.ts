/**
 * The external media picker's figures: how long the site takes to copy 10 stock photos into its
 * media library (download from the service's stand-in, store, make the attachments), first with
 * the service's images drawn for the first time and then again for the same photos.
 *
 *   node --import tsx tests/bench/external-media.ts
 * Also run at the end of `npm run bench`.
 */
import { launchChromium } from './browser';
import { startServer } from '../support/start-server';

const ROUNDS = 3;

export async function benchExternalMedia(): Promise< void > {
	const server = await startServer( { TESSERA_DEV_AUTOLOGIN: '1' } );
	const browser = await launchChromium( [ '--disable-gpu' ] );
	try {
		// The editor page gives the REST nonce, as the picker has it.
		const page = await browser.newPage();
		await page.goto( `${ server.url }/wp-admin/post-new.php` );
		await page.waitForFunction( () => !! window.wp?.apiFetch );
		const timings = await page.evaluate( async ( rounds ) => {
			const list = ( await window.wp.apiFetch( {
				path: '/wpcom/v2/external-media/list/pexels?search=nature&number=30',
			} ) ) as {
				media: Array< {
					guid: string;
					caption: string;
					title: string;
				} >;
			};
			const results: Array< { first: number; again: number } > = [];
			// Plain loops: a named inner function would need a helper the page does not have.
			for ( let round = 0; round < rounds; round++ ) {
				// A different ten each round: the first copy of them draws their images.
				const items = list.media.slice( round * 10, round * 10 + 10 );
				const times: number[] = [];
				for ( let pass = 0; pass < 2; pass++ ) {
					const start = performance.now();
					const answer = ( await window.wp.apiFetch( {
						path: '/wpcom/v2/external-media/copy/pexels',
						method: 'POST',
						data: {
							external_ids: items.map( ( item ) => item.guid ),
							media: items,
							service: 'pexels',
							post_id: 0,
						},
					} ) ) as Array< { ID?: number } >;
					if ( answer.filter( ( item ) => item.ID ).length !== 10 ) {
						throw new Error(
							'The copy did not make 10 attachments.'
						);
					}
					times.push( performance.now() - start );
				}
				results.push( { first: times[ 0 ], again: times[ 1 ] } );
			}
			return results;
		}, ROUNDS );
		const median = ( values: number[] ) =>
			[ ...values ].sort( ( a, b ) => a - b )[
				Math.floor( values.length / 2 )
			];
		console.log(
			'\nExternal media: copying 10 stock photos into the media library'
		);
		console.log(
			`first copy (images drawn):  median ${ median(
				timings.map( ( t ) => t.first )
			).toFixed( 0 ) } ms  (${ timings
				.map( ( t ) => t.first.toFixed( 0 ) )
				.join( ', ' ) })`
		);
		console.log(
			`same 10 again:              median ${ median(
				timings.map( ( t ) => t.again )
			).toFixed( 0 ) } ms  (${ timings
				.map( ( t ) => t.again.toFixed( 0 ) )
				.join( ', ' ) })`
		);
	} finally {
		await browser.close();
		await server.stop();
	}
}

if ( require.main === module ) {
	benchExternalMedia().catch( ( error ) => {
		console.error( error );
		process.exitCode = 1;
	} );
}
