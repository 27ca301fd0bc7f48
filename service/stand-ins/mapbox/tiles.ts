import geojsonvt from 'geojson-vt';
import type { FeatureCollection } from './geo-types';
import { fromGeojsonVt } from 'vt-pbf';
import { allCities, isCapital, isSection } from './cities';
import { countryLabels, worldLayers, type Scale } from './world-data';

/** The deepest zoom the tileset is cut to; the map library enlarges level 10 beyond it. */
export const TILESET_MAX_ZOOM = 10;

/** Which of Natural Earth's scales each zoom level is cut from. */
const SCALES: readonly { scale: Scale; maxZoom: number }[] = [
	{ scale: '110m', maxZoom: 2 },
	{ scale: '50m', maxZoom: 4 },
	{ scale: '10m', maxZoom: TILESET_MAX_ZOOM },
];

/**
 * The smallest population of a labelled place at each zoom (index = zoom), so a tile carries a
 * readable number of names; capitals are labelled from zoom 3 whatever their size.
 */
export const PLACE_MIN_POPULATION = [
	8e6, 8e6, 3e6, 1e6, 5e5, 2.5e5, 1e5, 5e4, 2.5e4, 15e3, 15e3,
];
const CAPITALS_FROM_ZOOM = 3;

type Index = ReturnType< typeof geojsonvt >;
type TileFeature = geojsonvt.Feature;

const indexes = new Map< string, Index >();

function cut(
	key: string,
	maxZoom: number,
	data: () => FeatureCollection
): Index {
	let index = indexes.get( key );
	if ( ! index ) {
		// Cut lazily from the top tile (indexMaxZoom 0): only tiles someone asks for are made.
		index = geojsonvt( data() as Parameters< typeof geojsonvt >[ 0 ], {
			maxZoom,
			indexMaxZoom: 0,
		} );
		indexes.set( key, index );
	}
	return index;
}

function placeLabels(): FeatureCollection {
	const smallest = PLACE_MIN_POPULATION[ TILESET_MAX_ZOOM ];
	return {
		type: 'FeatureCollection',
		features: allCities()
			.filter(
				( city ) =>
					! isSection( city ) &&
					( city.population >= smallest || isCapital( city ) )
			)
			.map( ( city ) => ( {
				type: 'Feature',
				geometry: city.loc,
				properties: {
					layer: 'place_label',
					name: city.name,
					population: city.population,
					capital: isCapital( city ),
					// Bigger places win label collisions (lower keys are placed first).
					symbolrank: Math.max(
						0,
						Math.round( 24 - Math.log2( city.population + 1 ) )
					),
				},
			} ) ),
	};
}

function placeShown( tags: Record< string, unknown >, z: number ): boolean {
	return (
		( tags.population as number ) >= PLACE_MIN_POPULATION[ z ] ||
		( tags.capital === true && z >= CAPITALS_FROM_ZOOM )
	);
}

function featuresAt( z: number, x: number, y: number ): TileFeature[] {
	const { scale, maxZoom } = SCALES.find( ( tier ) => z <= tier.maxZoom )!;
	const sources = [
		cut( scale, maxZoom, () => worldLayers( scale ) ),
		cut( 'country_label', TILESET_MAX_ZOOM, countryLabels ),
		cut( 'place_label', TILESET_MAX_ZOOM, placeLabels ),
	];
	return sources.flatMap(
		( index ) => index.getTile( z, x, y )?.features ?? []
	);
}

/** Features grouped into tile layers, without the grouping tag. */
function layersOf(
	features: TileFeature[],
	z: number
): Record< string, { features: TileFeature[] } > {
	const layers: Record< string, { features: TileFeature[] } > = {};
	for ( const item of features ) {
		const { layer, ...tags } = item.tags as Record< string, unknown >;
		if (
			( layer === 'place_label' && ! placeShown( tags, z ) ) ||
			( layer === 'country_label' && ( tags.minzoom as number ) > z )
		) {
			continue;
		}
		layers[ layer as string ] ??= { features: [] };
		layers[ layer as string ].features.push( { ...item, tags } );
	}
	return layers;
}

const CACHE_SIZE = 2000;
const cache = new Map< string, Buffer >();

/** Whether z/x/y names a tile of the tileset (whole numbers, inside the zoom's grid). */
export function validTile( z: number, x: number, y: number ): boolean {
	const size = 2 ** z;
	return (
		[ z, x, y ].every( Number.isInteger ) &&
		z >= 0 &&
		z <= TILESET_MAX_ZOOM &&
		x >= 0 &&
		x < size &&
		y >= 0 &&
		y < size
	);
}

/**
 * The vector tile z/x/y (Mapbox Vector Tile 2, extent 4096) with the layers `land`, `landcover`,
 * `admin`, `country_label` and `place_label`; empty where the tile holds nothing (open sea).
 * Undefined for a tile outside the tileset. Recent tiles are kept encoded in memory.
 */
export function vectorTile(
	z: number,
	x: number,
	y: number
): Buffer | undefined {
	if ( ! validTile( z, x, y ) ) {
		return undefined;
	}
	const key = `${ z }/${ x }/${ y }`;
	let tile = cache.get( key );
	if ( tile ) {
		cache.delete( key );
	} else {
		tile = Buffer.from(
			fromGeojsonVt( layersOf( featuresAt( z, x, y ), z ), {
				version: 2,
			} )
		);
		if ( cache.size >= CACHE_SIZE ) {
			cache.delete( cache.keys().next().value! );
		}
	}
	cache.set( key, tile );
	return tile;
}
