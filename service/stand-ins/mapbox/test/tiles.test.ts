import Pbf from 'pbf';
import {
	PLACE_MIN_POPULATION,
	TILESET_MAX_ZOOM,
	validTile,
	vectorTile,
} from '../tiles';

/** A decoded tile layer: its features' properties and, for points, their positions in the tile. */
interface Layer {
	extent: number;
	features: {
		type: number;
		properties: Record< string, unknown >;
		point?: [ number, number ];
	}[];
}

type RawFeature = { type: number; tags: number[]; geometry: number[] };
type RawLayer = {
	name: string;
	extent: number;
	keys: string[];
	values: unknown[];
	features: RawFeature[];
};

function readValue( tag: number, box: { value: unknown }, pbf: Pbf ): void {
	if ( tag === 1 ) {
		box.value = pbf.readString();
	} else if ( tag === 2 ) {
		box.value = pbf.readFloat();
	} else if ( tag === 3 ) {
		box.value = pbf.readDouble();
	} else if ( tag === 4 || tag === 5 ) {
		box.value = pbf.readVarint();
	} else if ( tag === 6 ) {
		box.value = pbf.readSVarint();
	} else if ( tag === 7 ) {
		box.value = pbf.readBoolean();
	}
}

function readFeature( tag: number, feature: RawFeature, pbf: Pbf ): void {
	if ( tag === 2 ) {
		pbf.readPackedVarint( feature.tags );
	} else if ( tag === 3 ) {
		feature.type = pbf.readVarint();
	} else if ( tag === 4 ) {
		pbf.readPackedVarint( feature.geometry );
	}
}

function readLayer( tag: number, layer: RawLayer, pbf: Pbf ): void {
	if ( tag === 1 ) {
		layer.name = pbf.readString();
	} else if ( tag === 2 ) {
		layer.features.push(
			pbf.readMessage( readFeature, { type: 0, tags: [], geometry: [] } )
		);
	} else if ( tag === 3 ) {
		layer.keys.push( pbf.readString() );
	} else if ( tag === 4 ) {
		layer.values.push(
			pbf.readMessage( readValue, { value: undefined } ).value
		);
	} else if ( tag === 5 ) {
		layer.extent = pbf.readVarint();
	}
}

const unzigzag = ( n: number ) => ( n >> 1 ) ^ -( n & 1 ); // eslint-disable-line no-bitwise

/** Reads a Mapbox Vector Tile independently of the encoder (the protocol's own field numbers). */
function decode( data: Uint8Array ): Record< string, Layer > {
	const layers: Record< string, Layer > = {};
	new Pbf( data ).readFields( ( tag, _, pbf ) => {
		if ( tag !== 3 ) {
			return;
		}
		const raw = pbf.readMessage( readLayer, {
			name: '',
			extent: 4096,
			keys: [],
			values: [],
			features: [],
		} as RawLayer );
		layers[ raw.name ] = {
			extent: raw.extent,
			features: raw.features.map( ( feature ) => {
				const properties: Record< string, unknown > = {};
				for ( let i = 0; i < feature.tags.length; i += 2 ) {
					properties[ raw.keys[ feature.tags[ i ] ] ] =
						raw.values[ feature.tags[ i + 1 ] ];
				}
				// A point is one MoveTo (command 9) and a zigzag x, y.
				const point: [ number, number ] | undefined =
					feature.type === 1 && feature.geometry[ 0 ] === 9
						? [
								unzigzag( feature.geometry[ 1 ] ),
								unzigzag( feature.geometry[ 2 ] ),
							]
						: undefined;
				return { type: feature.type, properties, point };
			} ),
		};
	}, {} );
	return layers;
}

/** The tile of zoom z holding a longitude and latitude, and the position inside it (0 to 1). */
function tileOf(
	z: number,
	lon: number,
	lat: number
): { x: number; y: number; u: number; v: number } {
	const size = 2 ** z;
	const fx = ( ( lon + 180 ) / 360 ) * size;
	const sin = Math.sin( ( lat * Math.PI ) / 180 );
	const fy =
		( 0.5 - Math.log( ( 1 + sin ) / ( 1 - sin ) ) / ( 4 * Math.PI ) ) *
		size;
	return { x: Math.floor( fx ), y: Math.floor( fy ), u: fx % 1, v: fy % 1 };
}

describe( 'vectorTile', () => {
	// The first tile reads the gazetteer and the 1:50m outlines: seconds on a busy machine.
	it( 'cuts real places into the tile that holds them, at their position', () => {
		const paris = tileOf( 4, 2.3488, 48.85341 );
		const layers = decode( vectorTile( 4, paris.x, paris.y )! );
		expect( Object.keys( layers ).sort() ).toStrictEqual( [
			'admin',
			'country_label',
			'land',
			'place_label',
		] );
		const place = layers.place_label.features.find(
			( feature ) => feature.properties.name === 'Paris'
		)!;
		expect( place.properties ).toStrictEqual( {
			name: 'Paris',
			population: 2138551,
			capital: true,
			symbolrank: 3,
		} );
		const extent = layers.place_label.extent;
		expect( place.point![ 0 ] / extent ).toBeCloseTo( paris.u, 2 );
		expect( place.point![ 1 ] / extent ).toBeCloseTo( paris.v, 2 );
		expect(
			layers.country_label.features.map(
				( feature ) => feature.properties.name
			)
		).toContain( 'France' );
		expect( layers.land.features[ 0 ].type ).toBe( 3 );
		expect( layers.admin.features[ 0 ].type ).toBe( 2 );
	}, 60_000 );

	it( 'labels fewer places when zoomed out, by population, capitals from zoom 3', () => {
		const world = decode( vectorTile( 0, 0, 0 )! );
		const populations = world.place_label.features.map(
			( feature ) => feature.properties.population as number
		);
		expect( Math.min( ...populations ) ).toBeGreaterThanOrEqual(
			PLACE_MIN_POPULATION[ 0 ]
		);
		const placesNearAndorra = ( z: number ) => {
			const { x, y } = tileOf( z, 1.52109, 42.50779 );
			return decode( vectorTile( z, x, y )! ).place_label.features.map(
				( feature ) => feature.properties.name
			);
		};
		expect( placesNearAndorra( 3 ) ).toContain( 'Andorra la Vella' );
		expect( placesNearAndorra( 2 ) ).not.toContain( 'Andorra la Vella' );
	} );

	it( 'marks the ice sheets as snow cover', () => {
		const greenland = tileOf( 3, -42, 72 );
		const layers = decode( vectorTile( 3, greenland.x, greenland.y )! );
		expect(
			layers.landcover.features.map( ( f ) => f.properties )
		).toContainEqual( {
			class: 'snow',
		} );
	} );

	it( 'answers only tiles of the grid, up to the tileset’s deepest zoom', () => {
		expect(
			[
				[ 0, 0, 0 ],
				[ 1, 1, 1 ],
				[ TILESET_MAX_ZOOM, 1023, 1023 ],
				[ TILESET_MAX_ZOOM + 1, 0, 0 ],
				[ 1, 2, 0 ],
				[ 1, 0, 2 ],
				[ -1, 0, 0 ],
				[ 1, -1, 0 ],
				[ 1.5, 0, 0 ],
			].map( ( [ z, x, y ] ) => validTile( z, x, y ) )
		).toStrictEqual( [
			true,
			true,
			true,
			false,
			false,
			false,
			false,
			false,
			false,
		] );
		expect( vectorTile( 11, 0, 0 ) ).toBeUndefined();
	} );

	it( 'gives open sea an empty tile', () => {
		const pacific = tileOf( 4, -120, -50 );
		expect( vectorTile( 4, pacific.x, pacific.y ) ).toHaveLength( 0 );
	} );
} );
