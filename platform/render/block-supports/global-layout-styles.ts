import {
	coreBlockTypeSupports,
	bag,
	layoutSupport,
} from './block-type-supports';
import { compileRules, type CssRule } from './css-rules';
import { LAYOUT_DEFINITIONS } from './layout-definitions';

/** The root selector of global styles. */
const ROOT = 'body';

const declarationsOf = (
	rules: Record< string, string | null >,
	gap: string
) =>
	Object.entries( rules ).map(
		( [ property, value ] ) =>
			[ property, value ?? gap ] as [ string, string ]
	);

/**
 * The gap rules of the layout types: with the theme's block gap, every type's spacing rules at
 * the root; without it (a fallback), only flex and grid containers get a gap, 0.5em at the root
 * and each block type's own default where it declares one (2em between columns).
 */
function gapRules( themeBlockGap: string | undefined ): CssRule[] {
	const rules: CssRule[] = [];
	const add = ( blockSelector: string, gap: string, fallback: boolean ) => {
		for ( const [ key, definition ] of Object.entries(
			LAYOUT_DEFINITIONS
		) ) {
			if ( fallback && key !== 'flex' && key !== 'grid' ) {
				continue;
			}
			for ( const spacing of definition.spacingStyles ) {
				rules.push( {
					// A fallback gap has no weight, so that any theme rule wins over it.
					selector: fallback
						? `:where(${ blockSelector }.${ definition.className }${ spacing.selector })`
						: `:root :where(.${ definition.className })${ spacing.selector }`,
					declarations: declarationsOf( spacing.rules, gap ),
				} );
			}
		}
	};
	if ( themeBlockGap !== undefined ) {
		add( '', themeBlockGap, false );
		return rules;
	}
	add( '', '0.5em', true );
	for ( const [ name, supports ] of coreBlockTypeSupports() ) {
		const fallback = bag(
			bag( supports.spacing ).blockGap
		).__experimentalDefault;
		if ( layoutSupport( supports ) && typeof fallback === 'string' ) {
			add(
				`.wp-block-${ name.slice( 'core/'.length ) }`,
				fallback,
				true
			);
		}
	}
	return rules;
}

/** The base rules of each layout type: how it displays, floats, widths, margins. */
function baseRules(): CssRule[] {
	return Object.values( LAYOUT_DEFINITIONS ).flatMap( ( definition ) => [
		...( definition.displayMode
			? [
					{
						selector: `${ ROOT } .${ definition.className }`,
						declarations: [
							[ 'display', definition.displayMode ] as [
								string,
								string,
							],
						],
					},
				]
			: [] ),
		...definition.baseStyles.map( ( base ) => ( {
			selector: `.${ definition.className }${ base.selector }`,
			declarations: declarationsOf( base.rules, '' ),
		} ) ),
	] );
}

/**
 * The layout part of the theme's global styles (WP_Theme_JSON::get_layout_styles()): what makes
 * `is-layout-flex` a flex container, `is-layout-constrained` hold its children to the content
 * width, and the gaps between children. The theme's stylesheet holds its presets and widths.
 *
 * @param themeBlockGap The theme's block gap, if it sets one.
 */
export function globalLayoutStyles(
	themeBlockGap: string | undefined
): string {
	return compileRules( [ ...gapRules( themeBlockGap ), ...baseRules() ] );
}
