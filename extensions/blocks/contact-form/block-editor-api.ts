/**
 * The parts of @wordpress/block-editor the form uses that types/wordpress__block-editor.d.ts does
 * not declare (a shared file no single block owns), with their types.
 */
import * as blockEditor from '@wordpress/block-editor';
import type { Block, BlockVariation } from '@wordpress/blocks';
import type { ComponentType, ReactNode } from 'react';

interface BlockEditorApi {
	InnerBlocks: { Content: ComponentType };
	useInnerBlocksProps: (
		props: Record< string, unknown >,
		options?: {
			allowedBlocks?: string[];
			templateLock?: false | 'all' | 'insert';
		}
	) => Record< string, unknown > & { children?: ReactNode };
	__experimentalBlockVariationPicker: ComponentType< {
		icon?: unknown;
		label?: string;
		instructions?: string;
		variations: BlockVariation[];
		onSelect: ( variation?: BlockVariation ) => void;
		allowSkip?: boolean;
	} >;
}

export const {
	InnerBlocks,
	useInnerBlocksProps,
	__experimentalBlockVariationPicker: BlockVariationPicker,
} = blockEditor as unknown as BlockEditorApi;

/** The block-editor store's name, for selectors and actions typed below. */
export const BLOCK_EDITOR = 'core/block-editor';

export interface BlockEditorSelectors {
	getBlocks: ( clientId: string ) => Block[];
	getBlockCount: ( clientId: string ) => number;
	hasSelectedInnerBlock: ( clientId: string, deep?: boolean ) => boolean;
}

export interface BlockEditorActions {
	insertBlock: ( block: Block, index: number, rootClientId: string ) => void;
	replaceInnerBlocks: (
		rootClientId: string,
		blocks: Block[],
		updateSelection?: boolean
	) => void;
	selectBlock: ( clientId: string ) => void;
	__unstableMarkNextChangeAsNotPersistent: () => void;
}
