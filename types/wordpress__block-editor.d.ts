/**
 * The block-editor package ships no type declarations, and @types/wordpress__block-editor would
 * bring a second, older copy of @wordpress/blocks and @wordpress/components. These declarations
 * cover the public API Tessera uses; add to them as needed.
 */
declare module '@wordpress/block-editor' {
	import type {
		ComponentType,
		ReactNode,
		CSSProperties,
		KeyboardEventHandler,
		Ref,
	} from 'react';
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

	export const PlainText: ComponentType< {
		value?: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		className?: string;
		onKeyDown?: KeyboardEventHandler< HTMLTextAreaElement >;
		ref?: Ref< HTMLTextAreaElement >;
		[ key: string ]: unknown;
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
		removeBlock: ( clientId: string, selectPrevious?: boolean ) => object;
		selectBlock: ( clientId: string ) => object;
		clearSelectedBlock: () => object;
	}

	interface BlockEditorSelectors {
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
