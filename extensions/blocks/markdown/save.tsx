import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import { renderMarkdown } from './markdown';
import { markdownFromSource } from './stored-source';
import type { MarkdownAttributes } from './types';

/** The saved block around `html`, the rendered Markdown (the deprecations save it too). */
export function savedMarkdown( html: string ) {
	return <RawHTML { ...useBlockProps.save() }>{ html }</RawHTML>;
}

export default function save( {
	attributes,
}: BlockSaveProps< MarkdownAttributes > ) {
	return savedMarkdown(
		renderMarkdown( markdownFromSource( attributes.source ) )
	);
}
