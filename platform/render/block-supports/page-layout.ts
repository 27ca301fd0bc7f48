import { themeJson } from '../../content/theme-json';
import { blockTypeSupports, bag } from './block-type-supports';
import { CssRuleStore } from './css-rules';
import { globalLayoutStyles } from './global-layout-styles';
import { renderLayoutSupport, type LayoutBlock } from './layout';

export interface PageLayout {
	/** The layout support of one rendered block (a render_block filter). */
	filter: ( block: LayoutBlock, html: string ) => string;
	/** The page's layout styles: the global layout rules, then the rules its blocks asked for. */
	styleElements: () => string;
}

/** The theme's block gap (theme.json `settings.spacing.blockGap`), if it sets one. */
function themeBlockGap(): string | undefined {
	const gap = bag( bag( themeJson().settings ).spacing ).blockGap;
	return typeof gap === 'string' ? gap : undefined;
}

/**
 * The layout support of one visitor page: each block's classes and container rules as it
 * renders, and the style elements the page prints in its head (as wp_enqueue_block_support_styles
 * does), each rule once however many blocks share it.
 */
export function createPageLayout(): PageLayout {
	const store = new CssRuleStore();
	const gap = themeBlockGap();
	return {
		filter: ( block, html ) =>
			renderLayoutSupport( block, html, {
				themeBlockGap: gap,
				supports: blockTypeSupports( block.blockName ),
				addRules: ( rules ) => store.add( rules ),
			} ),
		styleElements: () => {
			const supports = store.stylesheet();
			return (
				`<style id="global-styles-inline-css">${ globalLayoutStyles( gap ) }</style>` +
				( supports
					? `\n<style id="core-block-supports-inline-css">${ supports }</style>`
					: '' )
			);
		},
	};
}
