import { safeCssValue } from '../core-blocks/supports/css-value';
import { bag } from './block-type-supports';
import type { CssRule } from './css-rules';

/** The gap a container's layout uses, as wp_render_layout_support_flag() works it out. */
export interface LayoutGap {
	/** Whether the theme sets a block gap (theme.json `spacing.blockGap`). */
	themeSupport: boolean;
	/** The block's own `style.spacing.blockGap`: one value, or `top` (rows) and `left` (columns). */
	value: string | Record< string, unknown > | null;
	/** The block skips serialising its gap (it applies it itself). */
	skip: boolean;
	/** The block type's default gap, for a side the value leaves out. */
	fallback: string;
}

type Layout = Record< string, unknown >;

const JUSTIFY: Record< string, string > = {
	left: 'flex-start',
	right: 'flex-end',
	center: 'center',
};
const ALIGN: Record< string, string > = {
	top: 'flex-start',
	center: 'center',
	bottom: 'flex-end',
};

const CHILDREN_OUTSIDE_ALIGNMENTS =
	' > :where(:not(.alignleft):not(.alignright):not(.alignfull))';

/** A non-empty string, as PHP's `! empty()` sees it. */
const filled = ( value: unknown ): value is string | number =>
	( typeof value === 'string' && value !== '' && value !== '0' ) ||
	( typeof value === 'number' && value !== 0 );

/** A length the author gave, cut at its first `;` and made safe, or ''. */
function safeLength( value: unknown ): string {
	const first = typeof value === 'string' ? value.split( ';' )[ 0 ] : value;
	return safeCssValue( first ) ?? '';
}

const rule = (
	selector: string,
	declarations: Record< string, string >
): CssRule => ( { selector, declarations: Object.entries( declarations ) } );

/** The vertical gap of a flow layout: the value's top side when it has sides. */
function flowGapRules( selector: string, gap: LayoutGap ): CssRule[] {
	if ( ! gap.themeSupport || gap.skip ) {
		return [];
	}
	const top =
		gap.value && typeof gap.value === 'object' ? gap.value.top : gap.value;
	const value = top === null || top === undefined ? '' : safeLength( top );
	return value
		? [
				rule( `${ selector } > *`, {
					'margin-block-start': '0',
					'margin-block-end': '0',
				} ),
				rule( `${ selector }${ selector } > * + *`, {
					'margin-block-start': value,
					'margin-block-end': '0',
				} ),
			]
		: [];
}

/** The `gap` of a flex or grid layout: rows then columns when the value has sides. */
function gapRules( selector: string, gap: LayoutGap ): CssRule[] {
	if ( ! gap.themeSupport || gap.value === null || gap.skip ) {
		return [];
	}
	// A side the value leaves out takes the block type's default, which is trusted as written.
	const side = ( value: unknown ) =>
		value === null || value === undefined
			? gap.fallback
			: safeLength( value );
	const values =
		typeof gap.value === 'object'
			? [ side( gap.value.top ), side( gap.value.left ) ]
			: [ safeLength( gap.value ) ];
	return values.every( Boolean )
		? [ rule( selector, { gap: values.join( ' ' ) } ) ]
		: [];
}

/** Negative side margins for full-width children of a container with side padding. */
function fullWidthMargins(
	selector: string,
	spacing: Layout | null
): CssRule[] {
	const padding = bag( spacing?.padding );
	return ( [ 'right', 'left' ] as const ).flatMap( ( side ) => {
		const value = safeLength( padding[ side ] );
		return value
			? [
					rule( `${ selector } > .alignfull`, {
						[ `margin-${ side }` ]: `calc(${ value } * -1)`,
					} ),
				]
			: [];
	} );
}

function constrainedRules(
	selector: string,
	layout: Layout,
	gap: LayoutGap,
	spacing: Layout | null
): CssRule[] {
	const contentSize = safeLength( layout.contentSize );
	const wideSize = safeLength( layout.wideSize );
	const justify =
		typeof layout.justifyContent === 'string'
			? layout.justifyContent
			: 'center';
	const rules: CssRule[] = [];
	if ( contentSize || wideSize ) {
		rules.push(
			rule( `${ selector }${ CHILDREN_OUTSIDE_ALIGNMENTS }`, {
				'max-width': contentSize || wideSize,
				'margin-left':
					justify === 'left' ? '0 !important' : 'auto !important',
				'margin-right':
					justify === 'right' ? '0 !important' : 'auto !important',
			} ),
			rule( `${ selector } > .alignwide`, {
				'max-width': wideSize || contentSize,
			} ),
			rule( `${ selector } .alignfull`, { 'max-width': 'none' } ),
			...fullWidthMargins( selector, spacing )
		);
	}
	if ( justify === 'left' ) {
		rules.push(
			rule( `${ selector }${ CHILDREN_OUTSIDE_ALIGNMENTS }`, {
				'margin-left': '0 !important',
			} )
		);
	}
	if ( justify === 'right' ) {
		rules.push(
			rule( `${ selector }${ CHILDREN_OUTSIDE_ALIGNMENTS }`, {
				'margin-right': '0 !important',
			} )
		);
	}
	return [ ...rules, ...flowGapRules( selector, gap ) ];
}

function flexRules(
	selector: string,
	layout: Layout,
	gap: LayoutGap
): CssRule[] {
	const horizontal = ( layout.orientation ?? 'horizontal' ) === 'horizontal';
	const justify: Record< string, string > = horizontal
		? { ...JUSTIFY, 'space-between': 'space-between' }
		: { ...JUSTIFY, stretch: 'stretch' };
	const align: Record< string, string > = horizontal
		? { ...ALIGN, stretch: 'stretch' }
		: { ...ALIGN, 'space-between': 'space-between' };
	const pick = ( table: Record< string, string >, key: unknown ) =>
		filled( key ) && Object.hasOwn( table, key ) ? table[ key ] : undefined;
	const justified = pick( justify, layout.justifyContent );
	const aligned = pick( align, layout.verticalAlignment );
	const rules: CssRule[] = [];
	if ( layout.flexWrap === 'nowrap' ) {
		rules.push( rule( selector, { 'flex-wrap': 'nowrap' } ) );
	}
	rules.push( ...gapRules( selector, gap ) );
	if ( horizontal ) {
		if ( justified ) {
			rules.push( rule( selector, { 'justify-content': justified } ) );
		}
		if ( aligned ) {
			rules.push( rule( selector, { 'align-items': aligned } ) );
		}
	} else {
		rules.push(
			rule( selector, { 'flex-direction': 'column' } ),
			rule( selector, { 'align-items': justified ?? 'flex-start' } )
		);
		if ( aligned ) {
			rules.push( rule( selector, { 'justify-content': aligned } ) );
		}
	}
	return rules;
}

function gridRules(
	selector: string,
	layout: Layout,
	gap: LayoutGap
): CssRule[] {
	const columns = Number( layout.columnCount );
	const minimum = safeLength( layout.minimumColumnWidth ) || '12rem';
	const template: Record< string, string > =
		Number.isInteger( columns ) && columns > 0 && columns <= 100
			? {
					'grid-template-columns': `repeat(${ columns }, minmax(0, 1fr))`,
				}
			: {
					'grid-template-columns': `repeat(auto-fill, minmax(min(${ minimum }, 100%), 1fr))`,
					'container-type': 'inline-size',
				};
	return [ rule( selector, template ), ...gapRules( selector, gap ) ];
}

/**
 * wp_get_layout_style(): the rules a container's own layout needs beyond the layout type's base
 * rules: its content and wide widths (constrained), wrapping, direction and alignment (flex),
 * columns (grid), and its own gap. Every value the author gave passes the CSS value check first.
 *
 * @param selector The container's selector.
 * @param layout   The layout it uses.
 * @param gap      Its gap.
 * @param spacing  Its `style.spacing` (padding decides full-width children's margins).
 */
export function layoutStyle(
	selector: string,
	layout: Layout,
	gap: LayoutGap,
	spacing: Layout | null
): CssRule[] {
	switch ( layout.type ?? 'default' ) {
		case 'default':
			return flowGapRules( selector, gap );
		case 'constrained':
			return constrainedRules( selector, layout, gap, spacing );
		case 'flex':
			return flexRules( selector, layout, gap );
		case 'grid':
			return gridRules( selector, layout, gap );
		default:
			return [];
	}
}
