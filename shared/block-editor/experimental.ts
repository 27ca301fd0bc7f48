/**
 * The block editor's experimental components and hooks that Tessera relies on, under stable names.
 * This is the only file that imports them, so when the package renames or drops one, one file
 * changes. Their types are with the rest of the package's in types/wordpress__block-editor.d.ts.
 */
/* eslint-disable @wordpress/no-unsafe-wp-apis -- used on purpose, and only here. */
import {
	__experimentalBlockVariationPicker,
	__experimentalPanelColorGradientSettings,
	__experimentalUseGradient,
} from '@wordpress/block-editor';

export const BlockVariationPicker = __experimentalBlockVariationPicker;
export const PanelColorGradientSettings =
	__experimentalPanelColorGradientSettings;
export const useGradient = __experimentalUseGradient;
