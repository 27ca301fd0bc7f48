/**
 * v1: the source read as typed. Before sources were stored in the form of stored-source.ts, a
 * `&gt;`, `&lt;` or `&amp;` in a source was text a person typed (Markdown's entity for `>`,
 * `<` or `&`), not a character written as a reference. A block whose saved HTML shows one as
 * text opens through this deprecation, and its Markdown is stored again in the current form.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../block.json';
import { renderMarkdown } from '../markdown';
import { savedMarkdown } from '../save';
import { sourceFromMarkdown } from '../stored-source';
import type { MarkdownAttributes } from '../types';

const v1: BlockDeprecation< MarkdownAttributes, MarkdownAttributes > = {
	apiVersion: metadata.apiVersion,
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes } ) =>
		savedMarkdown( renderMarkdown( attributes.source ) ),
	migrate: ( { source, ...attributes } ) =>
		source === undefined
			? attributes
			: { ...attributes, source: sourceFromMarkdown( source ) },
};

export default v1;
