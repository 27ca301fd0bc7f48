/**
 * The map service stand-in's response times over HTTP, as the map library meets them: the style,
 * TileJSON, sprite, tiles of each scale (the first one builds that scale's index), glyph ranges
 * (generated, then read from the data directory) and place searches. Each figure is one request
 * on a fresh server, so "cold" is what the first visitor of a new site waits.
 *
 *   node --import tsx tests/bench/map-service.ts
 */
import { startServer } from '../support/start-server';
import { MAPBOX_TEST_TOKEN } from '../../service/stand-ins/mapbox/tokens';

const REQUESTS: readonly [ string, string ][] = [
	[ 'style', '/styles/v1/automattic/cjolkhmez0qdd2ro82dwog1in' ],
	[ 'style, again', '/styles/v1/automattic/cjolkhmez0qdd2ro82dwog1in' ],
	[ 'TileJSON', '/v4/tessera.world-atlas-v2.json?secure' ],
	[
		'sprite@2x.png',
		'/styles/v1/automattic/cjolkhmez0qdd2ro82dwog1in/sprite@2x.png',
	],
	[
		'tile 0/0/0, cold (1:110m, gazetteer)',
		'/v4/tessera.world-atlas-v2/0/0/0.vector.pbf',
	],
	[ 'tile 0/0/0, cached', '/v4/tessera.world-atlas-v2/0/0/0.vector.pbf' ],
	[
		'tile 4/8/5, cold (1:50m index)',
		'/v4/tessera.world-atlas-v2/4/8/5.vector.pbf',
	],
	[
		'tile 4/7/5, index built',
		'/v4/tessera.world-atlas-v2/4/7/5.vector.pbf',
	],
	[
		'tile 10/163/395, cold (1:10m index)',
		'/v4/tessera.world-atlas-v2/10/163/395.vector.pbf',
	],
	[
		'tile 10/164/395, index built',
		'/v4/tessera.world-atlas-v2/10/164/395.vector.pbf',
	],
	[
		'glyphs 0-255, generated',
		'/fonts/v1/automattic/DejaVu%20Sans%20Book/0-255.pbf',
	],
	[
		'glyphs 0-255, from disk',
		'/fonts/v1/automattic/DejaVu%20Sans%20Book/0-255.pbf',
	],
	[
		'search "san fran", cold',
		'/geocoding/v5/mapbox.places/san%20fran.json',
	],
	[ 'search "paris"', '/geocoding/v5/mapbox.places/paris.json' ],
	[ 'search "lo", limit 10', '/geocoding/v5/mapbox.places/lo.json?limit=10' ],
];

export async function benchMapService(): Promise< void > {
	const server = await startServer();
	try {
		console.log(
			'\nMap service stand-in, one request each on a new server'
		);
		for ( const [ label, path ] of REQUESTS ) {
			const url = new URL(
				`${ server.url }/stand-ins/api.mapbox.com${ path }`
			);
			url.searchParams.set( 'access_token', MAPBOX_TEST_TOKEN );
			const started = performance.now();
			const response = await fetch( url );
			const bytes = ( await response.arrayBuffer() ).byteLength;
			const ms = performance.now() - started;
			console.log(
				`${ label.padEnd( 40 ) } ${ response.status } ${ String( bytes ).padStart( 7 ) } B ${ ms.toFixed( 1 ).padStart( 8 ) } ms`
			);
		}
	} finally {
		await server.stop();
	}
}

if ( require.main === module ) {
	benchMapService().catch( ( error ) => {
		console.error( error );
		process.exit( 1 );
	} );
}
