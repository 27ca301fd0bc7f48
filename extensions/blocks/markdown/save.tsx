import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import { renderMarkdown } from './markdown';
import type { MarkdownAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< MarkdownAttributes > ) {
	return (
		<RawHTML { ...useBlockProps.save() }>
			{ renderMarkdown( attributes.source ) }
		</RawHTML>
	);
}
