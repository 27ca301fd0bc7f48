// The ad sizes a slot can take: what the block offers and the ad network serves.

/** The ad sizes (IAB names and pixel sizes) a slot can take. */
export const AD_FORMATS = [
	{ tag: 'mrec', width: 300, height: 250 },
	{ tag: 'leaderboard', width: 728, height: 90 },
	{ tag: 'mobile_leaderboard', width: 320, height: 50 },
	{ tag: 'wideskyscraper', width: 160, height: 600 },
] as const;

export type AdFormat = ( typeof AD_FORMATS )[ number ];
export type AdFormatTag = AdFormat[ 'tag' ];

/** The format of a stored tag; an unknown tag reads as the default, the rectangle (mrec). */
export function adFormat( tag: unknown ): AdFormat {
	return (
		AD_FORMATS.find( ( format ) => format.tag === tag ) ?? AD_FORMATS[ 0 ]
	);
}
