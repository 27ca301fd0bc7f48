import { readFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';
import type {
	Feature,
	FeatureCollection,
	MultiPolygon,
	Polygon,
} from './geo-types';
import { approximateArea, labelPoint } from './label-point';

/** Natural Earth's three scales, as world-atlas ships them. */
export type Scale = '110m' | '50m' | '10m';

type Topology = Parameters< typeof mesh >[ 0 ];
type GeometryCollection = Extract<
	NonNullable< Parameters< typeof mesh >[ 1 ] >,
	{ type: 'GeometryCollection' }
>;
type Countries = Topology & {
	objects: { countries: GeometryCollection; land: GeometryCollection };
};

/** world-atlas's files, named whole so the package is seen to be used. */
const FILES: Record< Scale, string > = {
	'110m': require.resolve( 'world-atlas/countries-110m.json' ),
	'50m': require.resolve( 'world-atlas/countries-50m.json' ),
	'10m': require.resolve( 'world-atlas/countries-10m.json' ),
};

/** A Natural Earth country's name (world-atlas keeps it as the only property). */
function nameOf( item: { properties?: unknown } ): string {
	return ( item.properties as { name?: string } | null )?.name ?? '';
}

/** Ice sheets drawn as snow cover: the two countries that are mostly glacier. */
const ICE_SHEETS = new Set( [ 'Antarctica', 'Greenland' ] );

function readCountries( scale: Scale ): Countries {
	return JSON.parse( readFileSync( FILES[ scale ], 'utf8' ) ) as Countries;
}

function tagged(
	item: { geometry: unknown },
	layer: string,
	tags: object
): Feature {
	return {
		type: 'Feature',
		geometry: item.geometry,
		properties: { layer, ...tags },
	};
}

/**
 * The geometry layers at one scale, each feature tagged with the tile layer it belongs to:
 * `land`, `landcover` (class snow), `admin` (borders between countries: shared arcs only, so
 * coasts are not drawn twice), and at the middle scale also `country_label` points.
 */
export function worldLayers( scale: Scale ): FeatureCollection {
	const topology = readCountries( scale );
	// Only the ice sheets are needed as countries; converting all of them costs seconds at 1:10m.
	const iceSheets = feature( topology, {
		...topology.objects.countries,
		geometries: topology.objects.countries.geometries.filter( ( country ) =>
			ICE_SHEETS.has( nameOf( country ) )
		),
	} );
	const land = feature( topology, topology.objects.land );
	const borders = mesh(
		topology,
		topology.objects.countries,
		( a, b ) => a !== b
	);
	const features: Feature[] = [
		...land.features.map( ( item ) => tagged( item, 'land', {} ) ),
		...iceSheets.features.map( ( item ) =>
			tagged( item, 'landcover', { class: 'snow' } )
		),
		{
			type: 'Feature',
			geometry: borders,
			properties: { layer: 'admin', admin_level: 0 },
		},
	];
	return { type: 'FeatureCollection', features };
}

/**
 * The first zoom at which a country's name is shown, by its area in km²: large countries from the
 * world view, the smallest only once zoomed in (so Monaco does not crowd out France).
 */
export function countryLabelMinZoom( area: number ): number {
	const steps = [
		{ least: 1.5e6, zoom: 0 },
		{ least: 3e5, zoom: 2 },
		{ least: 5e4, zoom: 3 },
		{ least: 1e4, zoom: 4 },
	];
	return steps.find( ( step ) => area >= step.least )?.zoom ?? 5;
}

/** One label point per named country, from the 1:50m outlines. */
export function countryLabels(): FeatureCollection {
	const topology = readCountries( '50m' );
	const countries = feature( topology, topology.objects.countries );
	return {
		type: 'FeatureCollection',
		features: countries.features
			.filter( ( item ) => item.geometry && nameOf( item ) )
			.map( ( item ) => {
				const outline = item.geometry as Polygon | MultiPolygon;
				const area = approximateArea( outline );
				return {
					type: 'Feature',
					geometry: {
						type: 'Point',
						coordinates: labelPoint( outline ),
					},
					properties: {
						layer: 'country_label',
						name: nameOf( item ),
						minzoom: countryLabelMinZoom( area ),
						// Bigger countries win label collisions (lower keys are placed first).
						symbolrank: Math.max(
							0,
							Math.round( 16 - Math.log2( area + 1 ) )
						),
					},
				};
			} ),
	};
}
