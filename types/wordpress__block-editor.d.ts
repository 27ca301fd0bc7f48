/**
 * The block-editor package ships no type declarations, and @types/wordpress__block-editor would
 * bring a second, older copy of @wordpress/blocks and @wordpress/components. This file is the one
 * place that types the parts of the package Tessera uses (components, hooks, the store's
 * selectors and actions); add to it as needed. The experimental ones are imported under stable
 * names from shared/block-editor/experimental.ts only.
 */
declare module '@wordpress/block-editor' {
	import type {
		ComponentType,
		ReactNode,
		CSSProperties,
		KeyboardEventHandler,
		Ref,
	} from 'react';
	import type { Block, BlockVariation } from '@wordpress/blocks';
	import type { StoreDescriptor, ReduxStoreConfig } from '@wordpress/data';

	type HTMLProps = Record< string, unknown > & {
		className?: string;
		style?: CSSProperties;
		ref?: Ref< HTMLElement >;
	};

	type BlockProps = Record< string, unknown > & {
		className: string;
		style?: CSSProperties;
	};

	export const useBlockProps: {
		(
			props?: HTMLProps,
			options?: { __unstableIsHtml?: boolean }
		): BlockProps;
		save: ( props?: HTMLProps ) => BlockProps;
	};

	/** The block whose edit is rendering: its name and client id. */
	export function useBlockEditContext(): {
		name?: string;
		clientId?: string;
		isSelected?: boolean;
	};

	export const BlockControls: ComponentType< {
		group?: 'default' | 'block' | 'inline' | 'other' | 'parent';
		controls?: unknown[];
		children?: ReactNode;
	} >;

	/** The picker of media items handed to MediaPlaceholder and MediaReplaceFlow callbacks. */
	interface MediaPickerProps {
		allowedTypes?: string[];
		accept?: string;
		multiple?: boolean | 'add';
		// Each block reads the media fields it needs, so callbacks may narrow what they accept.
		onSelect: ( media: any ) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
		onError?: ( message: any ) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
	}

	export const MediaPlaceholder: ComponentType<
		MediaPickerProps & {
			icon?: unknown;
			labels?: { title?: string; instructions?: string };
			notices?: ReactNode;
			children?: ReactNode;
			addToGallery?: boolean;
			value?: unknown;
			mediaPreview?: ReactNode;
			disableMediaButtons?: boolean;
			className?: string;
		}
	>;

	export const MediaReplaceFlow: ComponentType<
		MediaPickerProps & {
			mediaIds?: number[];
			name?: string;
		}
	>;

	export const InspectorControls: ComponentType< {
		group?:
			| 'default'
			| 'settings'
			| 'styles'
			| 'color'
			| 'advanced'
			| 'typography'
			| 'dimensions';
		children?: ReactNode;
	} >;

	export const AlignmentControl: ComponentType< {
		value?: string;
		onChange: ( value?: string ) => void;
		alignmentControls?: Array< {
			icon: unknown;
			title: string;
			align: string;
		} >;
		label?: string;
	} >;

	export interface ColorSetting {
		value?: string;
		onChange: ( value?: string ) => void;
		label: string;
	}

	export const PanelColorSettings: ComponentType< {
		title: string;
		colorSettings: ColorSetting[];
		initialOpen?: boolean;
		disableCustomColors?: boolean;
		children?: ReactNode;
	} >;

	/** The block editor settings at these paths, for the block being edited (theme.json). */
	export function useSettings( ...paths: string[] ): unknown[];

	export const PlainText: ComponentType< {
		value?: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		className?: string;
		onKeyDown?: KeyboardEventHandler< HTMLTextAreaElement >;
		ref?: Ref< HTMLTextAreaElement >;
		[ key: string ]: unknown;
	} >;

	export interface RichTextProps {
		tagName?: string;
		value?: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		allowedFormats?: string[];
		withoutInteractiveFormatting?: boolean;
		disableLineBreaks?: boolean;
		/** Keeps the value plain text (what PlainText's second version does). */
		__unstableDisableFormats?: boolean;
		identifier?: string;
		className?: string;
		style?: CSSProperties;
		onKeyDown?: KeyboardEventHandler< HTMLElement >;
		'aria-label'?: string;
		id?: string;
		inlineToolbar?: boolean;
	}

	export const RichText: ComponentType< RichTextProps > & {
		Content: ComponentType< {
			tagName?: string;
			value?: string;
			className?: string;
		} >;
		isEmpty: ( value?: string ) => boolean;
	};

	/** What the media library and the uploader hand to onSelect. */
	type SelectedMedia = Record< string, any >; // eslint-disable-line @typescript-eslint/no-explicit-any

	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		multiple?: boolean;
		gallery?: boolean;
		value?: unknown;
		onSelect: ( media: SelectedMedia | SelectedMedia[] ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;

	export const MediaUploadCheck: ComponentType< {
		fallback?: ReactNode;
		children?: ReactNode;
	} >;

	export interface InnerBlocksOptions {
		template?: Array< [ string, Record< string, unknown >? ] >;
		templateLock?: 'all' | 'insert' | 'contentOnly' | false;
		allowedBlocks?: string[];
		renderAppender?: false | ComponentType;
		/** Blocks the quick inserter offers first, in this order. */
		prioritizedInserterBlocks?: string[];
	}

	export const Inserter: ComponentType< {
		rootClientId?: string;
		/** Inserts at this block's index, so above it. */
		clientId?: string;
		isAppender?: boolean;
		__experimentalIsQuick?: boolean;
		position?: string;
		renderToggle?: ( props: {
			onToggle: () => void;
			isOpen: boolean;
			disabled: boolean;
		} ) => ReactNode;
	} >;

	export const InnerBlocks: ComponentType< InnerBlocksOptions > & {
		Content: ComponentType;
	};

	export const useInnerBlocksProps: {
		(
			props: Record< string, unknown >,
			options?: InnerBlocksOptions
		): Record< string, unknown > & { children?: ReactNode };
		save: ( props: Record< string, unknown > ) => Record< string, unknown >;
	};

	export const BlockAlignmentControl: ComponentType< {
		value?: string;
		onChange: ( value?: string ) => void;
		controls?: string[];
	} >;

	export const InspectorAdvancedControls: ComponentType< {
		children?: ReactNode;
	} >;

	export interface PresetColor {
		color?: string;
		class?: string;
		slug?: string;
	}

	/** What `withColors( { backgroundColor: 'background-color' }, { textColor: 'color' } )` adds. */
	export interface ColorProps {
		textColor: PresetColor;
		backgroundColor: PresetColor;
		setTextColor: ( value?: string ) => void;
		setBackgroundColor: ( value?: string ) => void;
	}

	export function withColors(
		...contexts: Array< string | Record< string, string > >
	): < Props >(
		component: ComponentType< Props >
	) => ComponentType< Omit< Props, keyof ColorProps > >;

	export interface ColorGradientSetting {
		label: string;
		colorValue?: string;
		onColorChange?: ( value?: string ) => void;
		gradientValue?: string;
		onGradientChange?: ( value?: string ) => void;
	}

	export const __experimentalPanelColorGradientSettings: ComponentType< {
		title: string;
		settings: ColorGradientSetting[];
		initialOpen?: boolean;
		children?: ReactNode;
	} >;

	/** The block editor's settings at the selected block, one value per path asked (`color.palette`). */
	export function useSettings( ...paths: string[] ): unknown[];

	export function __experimentalUseGradient( options?: {
		gradientAttribute?: string;
		customGradientAttribute?: string;
	} ): {
		gradientClass?: string;
		gradientValue?: string;
		setGradient: ( value?: string ) => void;
	};

	export const __experimentalBlockVariationPicker: ComponentType< {
		icon?: unknown;
		label?: string;
		instructions?: string;
		variations: BlockVariation[];
		onSelect: ( variation?: BlockVariation ) => void;
		allowSkip?: boolean;
	} >;

	export const BlockEditorProvider: ComponentType< {
		value: unknown[];
		onInput?: ( blocks: unknown[] ) => void;
		onChange?: ( blocks: unknown[] ) => void;
		settings?: Record< string, unknown >;
		useSubRegistry?: boolean;
		children?: ReactNode;
	} >;
	export const BlockList: ComponentType< { className?: string } >;
	export const BlockTools: ComponentType< {
		children?: ReactNode;
		[ key: string ]: unknown;
	} >;
	export const BlockInspector: ComponentType< Record< string, never > >;
	export const WritingFlow: ComponentType< {
		children?: ReactNode;
		[ key: string ]: unknown;
	} >;

	export const Warning: ComponentType< {
		actions?: ReactNode[];
		className?: string;
		children?: ReactNode;
	} >;

	interface BlockEditorActions {
		insertBlock: (
			block: Block,
			index?: number,
			rootClientId?: string
		) => object;
		removeBlock: ( clientId: string, selectPrevious?: boolean ) => object;
		replaceBlock: (
			clientIds: string | string[],
			blocks: Block | Block[]
		) => object;
		replaceInnerBlocks: (
			rootClientId: string,
			blocks: Block[],
			updateSelection?: boolean
		) => object;
		updateBlockAttributes: (
			clientIds: string | string[],
			attributes: object
		) => object;
		selectBlock: ( clientId: string ) => object;
		clearSelectedBlock: () => object;
		/** The next change is not an undo step of its own. */
		__unstableMarkNextChangeAsNotPersistent: () => object;
	}

	interface BlockEditorSelectors {
		getSettings: ( state: unknown ) => Record< string, unknown >;
		getBlocks: ( state: unknown, rootClientId?: string ) => Block[];
		getBlockCount: ( state: unknown, rootClientId?: string ) => number;
		getBlockName: ( state: unknown, clientId: string ) => string | null;
		getBlockAttributes: (
			state: unknown,
			clientId: string
		) => Record< string, unknown > | null;
		getBlockRootClientId: (
			state: unknown,
			clientId: string
		) => string | null;
		getClientIdsWithDescendants: ( state: unknown ) => string[];
		getSelectedBlockClientId: ( state: unknown ) => string | null;
		isBlockSelected: ( state: unknown, clientId: string ) => boolean;
		hasSelectedInnerBlock: (
			state: unknown,
			clientId: string,
			deep?: boolean
		) => boolean;
	}

	export const store: StoreDescriptor<
		ReduxStoreConfig< unknown, BlockEditorActions, BlockEditorSelectors >
	>;
}
