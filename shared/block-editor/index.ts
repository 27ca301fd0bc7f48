/**
 * Typed access to the parts of @wordpress/block-editor that types/wordpress__block-editor.d.ts
 * does not declare yet (RichText, InnerBlocks, the colour and gradient tools, the block alignment
 * control). Read from the package namespace, so nothing is declared twice; fold these into the
 * declaration file when it gains them.
 */
import * as blockEditor from '@wordpress/block-editor';
import type { ComponentType, CSSProperties, ReactNode } from 'react';

export interface RichTextProps {
	tagName?: string;
	value?: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
	allowedFormats?: string[];
	withoutInteractiveFormatting?: boolean;
	disableLineBreaks?: boolean;
	identifier?: string;
	className?: string;
	style?: CSSProperties;
	'aria-label'?: string;
}

export interface PresetColor {
	color?: string;
	class?: string;
	slug?: string;
}

export interface ColorGradientSetting {
	label: string;
	colorValue?: string;
	onColorChange?: ( value?: string ) => void;
	gradientValue?: string;
	onGradientChange?: ( value?: string ) => void;
}

export interface InnerBlocksProps {
	template?: Array< [ string, Record< string, unknown >? ] >;
	templateLock?: 'all' | 'insert' | 'contentOnly' | false;
	allowedBlocks?: string[];
	renderAppender?: false | ComponentType;
}

interface BlockEditorExtras {
	RichText: ComponentType< RichTextProps >;
	InnerBlocks: ComponentType< InnerBlocksProps > & {
		Content: ComponentType;
	};
	BlockAlignmentControl: ComponentType< {
		value?: string;
		onChange: ( value?: string ) => void;
		controls?: string[];
	} >;
	__experimentalPanelColorGradientSettings: ComponentType< {
		title: string;
		settings: ColorGradientSetting[];
		initialOpen?: boolean;
		children?: ReactNode;
	} >;
	__experimentalUseGradient: ( options?: {
		gradientAttribute?: string;
		customGradientAttribute?: string;
	} ) => {
		gradientClass?: string;
		gradientValue?: string;
		setGradient: ( value?: string ) => void;
	};
	withColors: (
		...contexts: Array< string | Record< string, string > >
	) => < Props >(
		component: ComponentType< Props >
	) => ComponentType< Omit< Props, keyof ColorProps > >;
}

/** What `withColors( { backgroundColor: 'background-color' }, { textColor: 'color' } )` adds. */
export interface ColorProps {
	textColor: PresetColor;
	backgroundColor: PresetColor;
	setTextColor: ( value?: string ) => void;
	setBackgroundColor: ( value?: string ) => void;
}

const extras = blockEditor as unknown as BlockEditorExtras;

export const RichText = extras.RichText;
export const InnerBlocks = extras.InnerBlocks;
export const BlockAlignmentControl = extras.BlockAlignmentControl;
export const PanelColorGradientSettings =
	extras.__experimentalPanelColorGradientSettings;
export const useGradient = extras.__experimentalUseGradient;
export const withColors = extras.withColors;
