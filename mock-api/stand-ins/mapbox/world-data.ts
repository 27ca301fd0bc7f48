import { readFileSync } from 'node:fs';
import { feature, mesh } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type {
	Feature,
	FeatureCollection,
	MultiPolygon,
	Polygon,
} from 'geojson';
import { labelPoint } from './label-point';

/** Natural Earth's three scales, as world-atlas ships them. */
export type Scale = '110m' | '50m' | '10m';

type Countries = Topology< {
	countries: GeometryCollection< { name: string } >;
	land: GeometryCollection;
} >;

/** Ice sheets drawn as snow cover: the two countries that are mostly glacier. */
const ICE_SHEETS = new Set( [ 'Antarctica', 'Greenland' ] );

function readCountries( scale: Scale ): Countries {
	const path = require.resolve( `world-atlas/countries-${ scale }.json` );
	return JSON.parse( readFileSync( path, 'utf8' ) ) as Countries;
}

function tagged( item: Feature, layer: string, tags: object ): Feature {
	return { ...item, properties: { layer, ...tags } };
}

/**
 * The geometry layers at one scale, each feature tagged with the tile layer it belongs to:
 * `land`, `landcover` (class snow), `admin` (borders between countries: shared arcs only, so
 * coasts are not drawn twice), and at the middle scale also `country_label` points.
 */
export function worldLayers( scale: Scale ): FeatureCollection {
	const topology = readCountries( scale );
	const countries = feature( topology, topology.objects.countries );
	const land = feature( topology, topology.objects.land );
	const borders = mesh(
		topology,
		topology.objects.countries,
		( a, b ) => a !== b
	);
	const features: Feature[] = [
		...land.features.map( ( item ) => tagged( item, 'land', {} ) ),
		...countries.features
			.filter( ( item ) => ICE_SHEETS.has( item.properties.name ) )
			.map( ( item ) => tagged( item, 'landcover', { class: 'snow' } ) ),
		{
			type: 'Feature',
			geometry: borders,
			properties: { layer: 'admin', admin_level: 0 },
		},
	];
	return { type: 'FeatureCollection', features };
}

/** One label point per named country, from the 1:50m outlines. */
export function countryLabels(): FeatureCollection {
	const topology = readCountries( '50m' );
	const countries = feature( topology, topology.objects.countries );
	return {
		type: 'FeatureCollection',
		features: countries.features
			.filter( ( item ) => item.geometry && item.properties.name )
			.map( ( item ) => ( {
				type: 'Feature',
				geometry: {
					type: 'Point',
					coordinates: labelPoint(
						item.geometry as Polygon | MultiPolygon
					),
				},
				properties: {
					layer: 'country_label',
					name: item.properties.name,
				},
			} ) ),
	};
}
