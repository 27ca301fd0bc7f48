import { __ } from '@wordpress/i18n';

import presets from '../theme/presets.json';
import { BINDABLE_ATTRIBUTES } from './block-bindings-sources';
import { canvasAssets } from './canvas-assets';
import type { EditorPageData } from '../../shared/editor-page/types';

/**
 * The block editor settings WordPress's post.php would give for a classic theme with layout
 * support, the theme's presets being src/theme/presets.json (the theme stylesheet defines the
 * matching classes and custom properties).
 *
 * @param page The page data.
 */
export function buildEditorSettings( page: EditorPageData ) {
	const can = ( capability: string ) =>
		page.user.capabilities[ capability ] === true;
	return {
		alignWide: true,
		allowedBlockTypes: true,
		allowedMimeTypes: page.allowedMimeTypes,
		__experimentalBlockBindingsSupportedAttributes: BINDABLE_ATTRIBUTES,
		autosaveInterval: 60,
		localAutosaveInterval: 15,
		bodyPlaceholder: __( 'Type / to choose a block', 'tessera' ),
		titlePlaceholder: __( 'Add title', 'tessera' ),
		canLockBlocks: can( 'edit_theme_options' ),
		codeEditingEnabled: true,
		richEditingEnabled: true,
		hasFixedToolbar: false,
		disablePostFormats: true,
		isRTL: !! page.rightToLeft,
		supportsLayout: true,
		supportsTemplateMode: false,
		defaultRenderingMode: 'post-only',
		imageEditing: true,
		imageDefaultSize: 'large',
		imageSizes: [
			{ slug: 'thumbnail', name: __( 'Thumbnail', 'tessera' ) },
			{ slug: 'medium', name: __( 'Medium', 'tessera' ) },
			{ slug: 'large', name: __( 'Large', 'tessera' ) },
			{ slug: 'full', name: __( 'Full Size', 'tessera' ) },
		],
		imageDimensions: {
			thumbnail: { width: 150, height: 150, crop: true },
			medium: { width: 300, height: 300, crop: false },
			large: { width: 1024, height: 1024, crop: false },
		},
		__experimentalFeatures: {
			appearanceTools: false,
			useRootPaddingAwareAlignments: false,
			border: { color: true, radius: true, style: true, width: true },
			color: {
				background: true,
				text: true,
				link: true,
				custom: true,
				customGradient: true,
				customDuotone: true,
				defaultPalette: false,
				defaultGradients: false,
				defaultDuotone: false,
				palette: { theme: presets.color },
			},
			layout: presets.layout,
			spacing: {
				margin: true,
				padding: true,
				units: [ 'px', 'em', 'rem', 'vh', 'vw', '%' ],
			},
			typography: {
				customFontSize: true,
				defaultFontSizes: false,
				dropCap: true,
				fontSizes: { theme: presets.fontSizes },
				fontStyle: true,
				fontWeight: true,
				letterSpacing: true,
				lineHeight: true,
				textDecoration: true,
				textTransform: true,
			},
			blocks: {},
		},
		__unstableResolvedAssets: canvasAssets( page.canvasStyles ),
		styles: [],
	};
}
