import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	createSite,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';
import { STYLE_VARIANTS } from '../style-variants';
import { MAPBOX_TEST_TOKEN } from '../tokens';
import { decodeGlyphRange } from '../glyph-pbf';

const BASE = '/stand-ins/api.mapbox.com';
const TOKEN = `access_token=${ MAPBOX_TEST_TOKEN }`;

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const get = ( url: string ) => site.anonymous.get( url );

describe( 'the map service stand-in', () => {
	it( 'is in the service host map under the real API origin', async () => {
		const editor = await site.as( 'editor' );
		const hosts = (
			await editor.get( '/wp-json/tessera/v1/service-hosts' )
		).json();
		expect( hosts[ 'https://api.mapbox.com' ] ).toMatch(
			/^http:\/\/[^/]+\/stand-ins\/api\.mapbox\.com$/
		);
	} );

	it( 'refuses every endpoint without a valid token, with the API’s 401 bodies', async () => {
		const paths = [
			'/styles/v1/automattic/cjolkhmez0qdd2ro82dwog1in',
			'/styles/v1/automattic/cjolkhmez0qdd2ro82dwog1in/sprite.json',
			'/v4/tessera.world-atlas-v2.json',
			'/v4/tessera.world-atlas-v2/0/0/0.vector.pbf',
			'/fonts/v1/automattic/DejaVu%20Sans%20Book/0-255.pbf',
			'/geocoding/v5/mapbox.places/paris.json',
		];
		for ( const path of paths ) {
			const missing = await get( `${ BASE }${ path }` );
			expect( [ missing.statusCode, missing.json() ] ).toStrictEqual( [
				401,
				{ message: 'Not Authorized - No Token' },
			] );
			const wrong = await get(
				`${ BASE }${ path }?access_token=pk.guess.x`
			);
			expect( [ wrong.statusCode, wrong.json() ] ).toStrictEqual( [
				401,
				{ message: 'Not Authorized - Invalid Token' },
			] );
		}
	} );

	it( 'serves the eight styles, pointing at its own sprite, glyphs and tileset', async () => {
		for ( const { owner, id, details } of STYLE_VARIANTS ) {
			const response = await get(
				`${ BASE }/styles/v1/${ owner }/${ id }?${ TOKEN }`
			);
			expect( response.statusCode ).toBe( 200 );
			const style = response.json();
			expect( [
				style.version,
				style.owner,
				style.id,
				style.sprite,
				style.glyphs,
				style.sources,
			] ).toStrictEqual( [
				8,
				owner,
				id,
				`mapbox://sprites/${ owner }/${ id }`,
				`mapbox://fonts/${ owner }/{fontstack}/{range}.pbf`,
				{
					composite: {
						type: 'vector',
						url: 'mapbox://tessera.world-atlas-v2',
					},
				},
			] );
			const labelled = style.layers.some(
				( layer: { type: string } ) => layer.type === 'symbol'
			);
			expect( labelled ).toBe( details );
		}
		const unknown = await get(
			`${ BASE }/styles/v1/automattic/nope?${ TOKEN }`
		);
		expect( [ unknown.statusCode, unknown.json() ] ).toStrictEqual( [
			404,
			{ message: 'Style not found' },
		] );
	} );

	it( 'serves the sprite at both densities', async () => {
		const path = `${ BASE }/styles/v1/mapbox/satellite-v9`;
		const index = await get( `${ path }/sprite@2x.json?${ TOKEN }` );
		expect( index.json() ).toStrictEqual( {
			dot: { x: 0, y: 0, width: 24, height: 24, pixelRatio: 2 },
			capital: { x: 24, y: 0, width: 24, height: 24, pixelRatio: 2 },
		} );
		const png = await get( `${ path }/sprite.png?${ TOKEN }` );
		expect( png.headers[ 'content-type' ] ).toBe( 'image/png' );
		expect( png.rawPayload.subarray( 1, 4 ).toString() ).toBe( 'PNG' );
		expect(
			( await get( `${ path }/sprite@3x.png?${ TOKEN }` ) ).statusCode
		).toBe( 404 );
	} );

	it( 'describes the tileset in TileJSON and serves its tiles as protocol buffers', async () => {
		const tilejson = (
			await get(
				`${ BASE }/v4/tessera.world-atlas-v2.json?secure&${ TOKEN }`
			)
		).json();
		expect( tilejson.tiles ).toStrictEqual( [
			`https://a.tiles.mapbox.com/v4/tessera.world-atlas-v2/{z}/{x}/{y}.vector.pbf?access_token=${ MAPBOX_TEST_TOKEN }`,
		] );
		expect( [ tilejson.minzoom, tilejson.maxzoom ] ).toStrictEqual( [
			0, 10,
		] );
		const tile = await get(
			`${ BASE }/v4/tessera.world-atlas-v2/1/1/0.vector.pbf?sku=x&${ TOKEN }`
		);
		expect( tile.statusCode ).toBe( 200 );
		expect( tile.headers[ 'content-type' ] ).toBe(
			'application/x-protobuf'
		);
		expect( tile.rawPayload.length ).toBeGreaterThan( 1000 );
		for ( const path of [
			'/v4/tessera.world-atlas-v2/1/2/0.vector.pbf',
			'/v4/other.tileset/0/0/0.vector.pbf',
			'/v4/tessera.world-atlas-v2/0/0/0.png',
		] ) {
			expect(
				( await get( `${ BASE }${ path }?${ TOKEN }` ) ).json()
			).toStrictEqual( {
				message: 'Tile not found',
			} );
		}
		expect(
			( await get( `${ BASE }/v4/other.json?${ TOKEN }` ) ).statusCode
		).toBe( 404 );
	}, 60_000 );

	it( 'generates a glyph range once and keeps it in the data directory', async () => {
		const url = `${ BASE }/fonts/v1/automattic/DejaVu%20Sans%20Book/0-255.pbf?${ TOKEN }`;
		const first = await get( url );
		expect( first.headers[ 'content-type' ] ).toBe(
			'application/x-protobuf'
		);
		const range = decodeGlyphRange( first.rawPayload );
		expect( [ range.name, range.range ] ).toStrictEqual( [
			'DejaVu Sans Book',
			'0-255',
		] );
		const letter = range.glyphs.find( ( glyph ) => glyph.id === 65 )!;
		expect( letter.bitmap ).toHaveLength(
			( letter.width + 6 ) * ( letter.height + 6 )
		);
		expect(
			existsSync(
				join(
					site.dir,
					'data',
					'mapbox-glyphs',
					'DejaVu%20Sans%20Book',
					'0-255.pbf'
				)
			)
		).toBe( true );
		expect( ( await get( url ) ).rawPayload ).toStrictEqual(
			first.rawPayload
		);
		for ( const path of [
			'/fonts/v1/automattic/Open%20Sans%20Regular/0-255.pbf',
			'/fonts/v1/automattic/DejaVu%20Sans%20Book/1-256.pbf',
			'/fonts/v1/automattic/DejaVu%20Sans%20Book/0-255.json',
			'/fonts/v1/automattic/DejaVu%20Sans%20Book/65536-65791.pbf',
		] ) {
			expect(
				( await get( `${ BASE }${ path }?${ TOKEN }` ) ).statusCode
			).toBe( 404 );
		}
	}, 60_000 );

	it( 'answers place searches at the geocoding path', async () => {
		const answer = await get(
			`${ BASE }/geocoding/v5/mapbox.places/san%20fran.json?limit=1&${ TOKEN }`
		);
		expect(
			answer
				.json()
				.features.map( ( f: { place_name: string } ) => f.place_name )
		).toStrictEqual( [ 'San Francisco, United States' ] );
		const tooMany = await get(
			`${ BASE }/geocoding/v5/mapbox.places/paris.json?limit=11&${ TOKEN }`
		);
		expect( [ tooMany.statusCode, tooMany.json() ] ).toStrictEqual( [
			422,
			{ message: 'Limit must be between 1 and 10.' },
		] );
		expect(
			(
				await get(
					`${ BASE }/geocoding/v5/mapbox.other/paris.json?${ TOKEN }`
				)
			).statusCode
		).toBe( 404 );
		expect(
			(
				await get(
					`${ BASE }/geocoding/v5/mapbox.places/paris?${ TOKEN }`
				)
			).statusCode
		).toBe( 404 );
	}, 60_000 );
} );
