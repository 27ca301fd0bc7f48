/**
 * The eight styles the map block asks for (four looks, each with and without details), under the
 * owners and ids the block's `mapbox://styles/...` addresses name. Satellite and terrain are
 * cartographic stand-ins drawn from the same vector data: no imagery or elevation ships with
 * this machine, so they are colour schemes (dark land cover under white labels; pale relief tones).
 */
export interface Palette {
	water: string;
	/** A glow of lighter water along coasts, or none: the shaded look of the imagery-like styles. */
	shallow?: string;
	land: string;
	snow: string;
	border: string;
	label: string;
	halo: string;
	dot: string;
}

export interface StyleVariant {
	owner: string;
	id: string;
	name: string;
	details: boolean;
	palette: Palette;
}

const BASIC: Palette = {
	water: '#a8cbe8',
	land: '#f3f0e8',
	snow: '#ffffff',
	border: '#9b95ad',
	label: '#3a3a46',
	halo: '#ffffff',
	dot: '#5a5a66',
};
const BLACK_AND_WHITE: Palette = {
	water: '#d4d4d4',
	land: '#fafafa',
	snow: '#ffffff',
	border: '#8a8a8a',
	label: '#1e1e1e',
	halo: '#ffffff',
	dot: '#1e1e1e',
};
const SATELLITE: Palette = {
	water: '#0d2a45',
	shallow: '#1d5674',
	land: '#4a5d3a',
	snow: '#e9eef2',
	border: '#d8d8d0',
	label: '#ffffff',
	halo: '#1a1a1a',
	dot: '#ffffff',
};
const TERRAIN: Palette = {
	water: '#9cc3d9',
	shallow: '#c4dde8',
	land: '#e6dcc0',
	snow: '#f7f7f4',
	border: '#a88f73',
	label: '#4b3a28',
	halo: '#f7f2e4',
	dot: '#6b533a',
};

function variant(
	owner: string,
	id: string,
	name: string,
	details: boolean,
	palette: Palette
): StyleVariant {
	return { owner, id, name, details, palette };
}

export const STYLE_VARIANTS: readonly StyleVariant[] = [
	variant( 'automattic', 'cjolkhmez0qdd2ro82dwog1in', 'Basic', true, BASIC ),
	variant(
		'automattic',
		'cjolkci3905d82soef4zlmkdo',
		'Basic (no details)',
		false,
		BASIC
	),
	variant(
		'automattic',
		'cjolkixvv0ty42spgt2k4j434',
		'Black and white',
		true,
		BLACK_AND_WHITE
	),
	variant(
		'automattic',
		'cjolkgc540tvj2spgzzoq37k4',
		'Black and white (no details)',
		false,
		BLACK_AND_WHITE
	),
	variant(
		'mapbox',
		'satellite-streets-v10',
		'Satellite Streets',
		true,
		SATELLITE
	),
	variant( 'mapbox', 'satellite-v9', 'Satellite', false, SATELLITE ),
	variant(
		'automattic',
		'cjolkf8p405fh2soet2rdt96b',
		'Terrain',
		true,
		TERRAIN
	),
	variant(
		'automattic',
		'cjolke6fz12ys2rpbpvgl12ha',
		'Terrain (no details)',
		false,
		TERRAIN
	),
];

/** The variant served at `/styles/v1/{owner}/{id}`, if any. */
export function findStyleVariant(
	owner: string,
	id: string
): StyleVariant | undefined {
	return STYLE_VARIANTS.find(
		( style ) => style.owner === owner && style.id === id
	);
}
