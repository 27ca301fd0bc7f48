import type { BlockDeprecation } from '@wordpress/blocks';

/** schema.org microdata attributes, as React props. */
export type MicrodataProps = {
	itemProp?: string;
	itemScope?: boolean;
	itemType?: string;
};

/**
 * The microdata attributes, or none for the markup without them: the first saved shape (kept
 * as deprecation v1 of each contact block), which is also what WordPress's kses leaves of the
 * current shape when a user without `unfiltered_html` saves, as it drops `item*` attributes.
 */
export function microdata(
	enabled: boolean,
	props: MicrodataProps
): MicrodataProps {
	return enabled ? props : {};
}

type Deprecation = BlockDeprecation< Record< string, unknown > >;

/**
 * Deprecation v1 of a contact block: its block.json attributes and supports, and its save
 * without microdata. Posts hold that markup when WordPress's kses removed the `item*`
 * attributes (a user without `unfiltered_html` saved them); it opens as valid and is saved
 * again with microdata.
 */
export function withoutMicrodata(
	metadata: { attributes?: unknown; supports?: unknown },
	save: unknown
): Deprecation {
	return {
		attributes: ( metadata.attributes ??
			{} ) as Deprecation[ 'attributes' ],
		supports: metadata.supports as Deprecation[ 'supports' ],
		save: save as Deprecation[ 'save' ],
	};
}
