/** The map styles and the style documents each one loads, with and without details. */
export const MAP_STYLES = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
] as const;
export type MapStyle = ( typeof MAP_STYLES )[ number ];

const STYLE_URLS: Record< MapStyle, { details: string; plain: string } > = {
	default: {
		details: 'mapbox://styles/automattic/cjolkhmez0qdd2ro82dwog1in',
		plain: 'mapbox://styles/automattic/cjolkci3905d82soef4zlmkdo',
	},
	black_and_white: {
		details: 'mapbox://styles/automattic/cjolkixvv0ty42spgt2k4j434',
		plain: 'mapbox://styles/automattic/cjolkgc540tvj2spgzzoq37k4',
	},
	satellite: {
		details: 'mapbox://styles/mapbox/satellite-streets-v10',
		plain: 'mapbox://styles/mapbox/satellite-v9',
	},
	terrain: {
		details: 'mapbox://styles/automattic/cjolkf8p405fh2soet2rdt96b',
		plain: 'mapbox://styles/automattic/cjolke6fz12ys2rpbpvgl12ha',
	},
};

export function readMapStyle( value: unknown ): MapStyle {
	return MAP_STYLES.find( ( style ) => style === value ) ?? 'default';
}

/** The style chosen through the block's style variations (`is-style-…`), else `fallback`. */
export function styleFromClassName(
	className: string | undefined,
	fallback: unknown
): MapStyle {
	const match = /(?:^|\s)is-style-([a-z_]+)(?:\s|$)/.exec( className ?? '' );
	const named = MAP_STYLES.find( ( style ) => style === match?.[ 1 ] );
	return named ?? readMapStyle( fallback );
}

export function styleUrl( style: unknown, details: boolean ): string {
	const urls = STYLE_URLS[ readMapStyle( style ) ];
	return details ? urls.details : urls.plain;
}
