import { whole } from './attribute-values';

/**
 * What WordPress's `render_block_data` filters change in a core block's saved attributes before
 * they are checked against block.json: Latest Posts saved before WordPress 5.5 kept one category
 * ID as a string, which becomes `[ { id } ]`.
 */
export function migrateSavedAttributes(
	name: string,
	attributes: Record< string, unknown > | null
): Record< string, unknown > | null {
	if (
		name === 'core/latest-posts' &&
		typeof attributes?.categories === 'string' &&
		attributes.categories !== ''
	) {
		return {
			...attributes,
			categories: [ { id: whole( attributes.categories, 0 ) } ],
		};
	}
	return attributes;
}
