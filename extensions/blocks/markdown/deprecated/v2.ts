/**
 * v2: what WordPress's kses leaves of the current markup when an author (a user without
 * `unfiltered_html`) saves it: the checkboxes of a task list (`- [x] done`) are `<input>`
 * elements, which kses does not allow. The source is untouched, so the block opens as valid and
 * is saved again as the current version; the visitor page, rendered from the source, keeps them.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { renderMarkdown } from '../markdown';
import { savedMarkdown } from '../save';
import { markdownFromSource } from '../stored-source';
import type { MarkdownAttributes } from '../types';

const v2: BlockDeprecation< MarkdownAttributes, MarkdownAttributes > = {
	apiVersion: metadata.apiVersion,
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes } ) =>
		savedMarkdown(
			renderMarkdown( markdownFromSource( attributes.source ), [
				'input',
			] )
		),
};

export default v2;
