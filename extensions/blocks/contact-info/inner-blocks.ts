/**
 * InnerBlocks and useInnerBlocksProps with types: types/wordpress__block-editor.d.ts does not
 * declare them yet, and that shared file belongs to no single block.
 */
import * as blockEditor from '@wordpress/block-editor';
import type { ComponentType } from 'react';

export interface InnerBlocksOptions {
	templateLock?: false | 'all' | 'insert' | 'contentOnly';
}

interface InnerBlocksApi {
	InnerBlocks: { Content: ComponentType };
	useInnerBlocksProps: {
		(
			props: Record< string, unknown >,
			options?: InnerBlocksOptions
		): Record< string, unknown >;
		save: ( props: Record< string, unknown > ) => Record< string, unknown >;
	};
}

export const { InnerBlocks, useInnerBlocksProps } =
	blockEditor as unknown as InnerBlocksApi;
