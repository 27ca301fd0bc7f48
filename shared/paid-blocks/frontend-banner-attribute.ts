/**
 * The attribute every paid block gets: whether the visitor page shows the upgrade banner to people
 * who can edit the post. Defaults to showing it.
 */
const FRONTEND_BANNER_ATTRIBUTE = {
	shouldDisplayFrontendBanner: { type: 'boolean', default: true },
} as const;

/** block.json with the paid-block attribute added. */
export function withFrontendBannerAttribute<
	Metadata extends { attributes?: Record< string, unknown > },
>( metadata: Metadata ): Metadata {
	return {
		...metadata,
		attributes: { ...metadata.attributes, ...FRONTEND_BANNER_ATTRIBUTE },
	};
}
