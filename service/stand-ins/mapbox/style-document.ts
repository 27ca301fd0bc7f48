import { TILESET_ID } from './service';
import type { Palette, StyleVariant } from './style-variants';

/** The one font the stand-in draws labels with (its glyph ranges are generated from it). */
export const LABEL_FONT = 'DejaVu Sans Book';

const SOURCE = 'composite';
/** When the styles were "published"; fixed, so answers are stable. */
const PUBLISHED = '2018-11-01T12:00:00.000Z';

type Layer = Record< string, unknown >;

function shallowWater( color: string ): Layer {
	const width = [
		'interpolate',
		[ 'exponential', 1.5 ],
		[ 'zoom' ],
		1,
		3,
		6,
		12,
		10,
		24,
	];
	return {
		id: 'water-shallow',
		type: 'line',
		source: SOURCE,
		'source-layer': 'land',
		layout: { 'line-join': 'round' },
		paint: { 'line-color': color, 'line-width': width, 'line-blur': width },
	};
}

function baseLayers( palette: Palette ): Layer[] {
	return [
		{
			id: 'background',
			type: 'background',
			paint: { 'background-color': palette.water },
		},
		...( palette.shallow ? [ shallowWater( palette.shallow ) ] : [] ),
		{
			id: 'land',
			type: 'fill',
			source: SOURCE,
			'source-layer': 'land',
			paint: { 'fill-color': palette.land, 'fill-antialias': false },
		},
		{
			id: 'landcover-snow',
			type: 'fill',
			source: SOURCE,
			'source-layer': 'landcover',
			filter: [ '==', [ 'get', 'class' ], 'snow' ],
			paint: { 'fill-color': palette.snow },
		},
	];
}

function detailLayers( palette: Palette ): Layer[] {
	const textPaint = {
		'text-color': palette.label,
		'text-halo-color': palette.halo,
		'text-halo-width': 1.2,
	};
	return [
		{
			id: 'admin-0-boundary',
			type: 'line',
			source: SOURCE,
			'source-layer': 'admin',
			layout: { 'line-join': 'round', 'line-cap': 'round' },
			paint: {
				'line-color': palette.border,
				'line-width': [
					'interpolate',
					[ 'linear' ],
					[ 'zoom' ],
					1,
					0.5,
					8,
					2,
				],
				'line-dasharray': [ 3, 2 ],
			},
		},
		{
			id: 'place-label',
			type: 'symbol',
			source: SOURCE,
			'source-layer': 'place_label',
			minzoom: 2,
			layout: {
				'text-field': [ 'get', 'name' ],
				'text-font': [ LABEL_FONT ],
				'text-size': [
					'interpolate',
					[ 'linear' ],
					[ 'zoom' ],
					2,
					10,
					10,
					15,
				],
				'text-anchor': 'top',
				'text-offset': [ 0, 0.5 ],
				'text-max-width': 8,
				'icon-image': [
					'case',
					[ 'get', 'capital' ],
					'capital',
					'dot',
				],
				'symbol-sort-key': [ 'get', 'symbolrank' ],
			},
			paint: textPaint,
		},
		{
			id: 'country-label',
			type: 'symbol',
			source: SOURCE,
			'source-layer': 'country_label',
			maxzoom: 7,
			layout: {
				'text-field': [ 'get', 'name' ],
				'text-font': [ LABEL_FONT ],
				'text-size': [
					'interpolate',
					[ 'linear' ],
					[ 'zoom' ],
					1,
					10,
					6,
					16,
				],
				'text-transform': 'uppercase',
				'text-letter-spacing': 0.08,
				'text-max-width': 7,
				'symbol-sort-key': [ 'get', 'symbolrank' ],
			},
			paint: textPaint,
		},
	];
}

/**
 * A Styles API answer (style specification version 8 plus the API's own fields): sources, sprite
 * and glyphs are `mapbox://` addresses, which the map library resolves against whatever API base it
 * is given, so the same document works from the real host and from the stand-in.
 */
export function styleDocument(
	variant: StyleVariant
): Record< string, unknown > {
	const { owner, id, palette } = variant;
	return {
		version: 8,
		name: variant.name,
		metadata: { 'tessera:stand-in': true },
		center: [ 0, 20 ],
		zoom: 1,
		bearing: 0,
		pitch: 0,
		sources: {
			[ SOURCE ]: { type: 'vector', url: `mapbox://${ TILESET_ID }` },
		},
		sprite: `mapbox://sprites/${ owner }/${ id }`,
		glyphs: `mapbox://fonts/${ owner }/{fontstack}/{range}.pbf`,
		layers: [
			...baseLayers( palette ),
			...( variant.details ? detailLayers( palette ) : [] ),
		],
		created: PUBLISHED,
		modified: PUBLISHED,
		id,
		owner,
		visibility: 'public',
		draft: false,
	};
}
