/**
 * The GeoJSON shapes the map service builds and reads, declared here rather than imported from
 * the `geojson` type package (which only comes along with other packages' type declarations).
 */
export type Position = number[];

export interface Polygon {
	type: 'Polygon';
	coordinates: Position[][];
}

export interface MultiPolygon {
	type: 'MultiPolygon';
	coordinates: Position[][][];
}

export interface Feature {
	type: 'Feature';
	geometry: unknown;
	properties: Record< string, unknown >;
}

export interface FeatureCollection {
	type: 'FeatureCollection';
	features: Feature[];
}
