import { createHash } from 'node:crypto';
import { own as ownEntry } from '../../content/own';
import { sanitizeTitle } from '../../content/slugs';
import { safeCssValue } from '../core-blocks/supports/css-value';
import { bag, layoutSupport, type Supports } from './block-type-supports';
import type { CssRule } from './css-rules';
import {
	addClasses,
	classesOf,
	openingTags,
	type OpeningTag,
} from './html-tags';
import { LAYOUT_DEFINITIONS } from './layout-definitions';
import { layoutStyle, type LayoutGap } from './layout-style';

/** A block as the layout support reads it: its name, attributes and saved chunks. */
export interface LayoutBlock {
	blockName: string;
	attrs: Record< string, unknown > | null;
	innerContent: Array< string | null >;
}

export interface LayoutEnvironment {
	/** The theme's block gap (theme.json `spacing.blockGap`); undefined when it sets none. */
	themeBlockGap: unknown;
	/** The block type's supports. */
	supports: Supports | undefined;
	/** Stores the rules the page must print. */
	addRules: ( rules: CssRule[] ) => void;
}

/** A gap value with characters a CSS value must not hold (`\ ( & } =`, comments) counts as none. */
const UNSAFE_GAP = /[\\(&=}]|\/\*/;

function safeGap( value: unknown ): string | null {
	return typeof value === 'string' && value && ! UNSAFE_GAP.test( value )
		? value
		: null;
}

/** A class name unique to the values that decide a container's rules (wp_unique_id_from_values). */
function hashedClass( prefix: string, values: unknown[] ): string {
	return (
		prefix +
		createHash( 'md5' )
			.update( JSON.stringify( values ) )
			.digest( 'hex' )
			.slice( 0, 8 )
	);
}

/** PHP truthiness of an attribute value. */
const truthy = ( value: unknown ) => !! value && value !== '0';

/**
 * The rules of a child of a flex or grid container: its size in the row (fill, fixed width) and
 * the columns and rows it spans; the class they hang on.
 */
function childLayout( childStyle: Record< string, unknown > ): {
	className: string;
	rules: CssRule[];
} {
	const declarations: Array< [ string, string ] > = [];
	const flexSize = safeCssValue( childStyle.flexSize );
	if ( childStyle.selfStretch === 'fixed' && flexSize ) {
		declarations.push(
			[ 'flex-basis', flexSize ],
			[ 'box-sizing', 'border-box' ]
		);
	} else if ( childStyle.selfStretch === 'fill' ) {
		declarations.push( [ 'flex-grow', '1' ] );
	}
	const span = ( value: unknown ) =>
		Number.isInteger( Number( value ) ) &&
		Number( value ) > 0 &&
		Number( value ) <= 100
			? `span ${ Number( value ) }`
			: '';
	if ( span( childStyle.columnSpan ) ) {
		declarations.push( [ 'grid-column', span( childStyle.columnSpan ) ] );
	}
	if ( span( childStyle.rowSpan ) ) {
		declarations.push( [ 'grid-row', span( childStyle.rowSpan ) ] );
	}
	const className = hashedClass( 'wp-container-content-', [
		childStyle.selfStretch,
		childStyle.flexSize,
		childStyle.columnSpan,
		childStyle.rowSpan,
	] );
	const rules: CssRule[] = [ { selector: `.${ className }`, declarations } ];
	const columns = Number( childStyle.columnSpan );
	if ( span( childStyle.columnSpan ) ) {
		// In a responsive grid (12rem columns by default), a child spanning N columns takes the
		// whole row once the grid is narrower than N columns and their gaps.
		rules.push( {
			group: `@container (max-width: ${ columns * 12 + ( columns - 1 ) * 1.5 }rem )`,
			selector: `.${ className }`,
			declarations: [ [ 'grid-column', '1/-1' ] ],
		} );
	}
	return { className, rules: declarations.length ? rules : [] };
}

/**
 * The tag that wraps a block's inner blocks: the first tag, from the block's first one on, that
 * carries the classes of the last classed tag of the first saved chunk (for a cover, its inner
 * container). Without inner blocks it is the block's first tag; none when no tag matches.
 */
function innerWrapper(
	html: string,
	block: LayoutBlock
): OpeningTag | undefined {
	const first = block.innerContent[ 0 ];
	let wanted: string | undefined;
	if ( typeof first === 'string' && block.innerContent.length > 1 ) {
		for ( const tag of openingTags( first ) ) {
			if ( tag.classAttribute?.value ) {
				wanted = tag.classAttribute.value;
			}
		}
	}
	for ( const tag of openingTags( html ) ) {
		if ( ! wanted || tag.classAttribute?.value.includes( wanted ) ) {
			return tag;
		}
	}
	return undefined;
}

/** The block's first tag that is not a style or script element. */
function firstElement( html: string ): OpeningTag | undefined {
	for ( const tag of openingTags( html ) ) {
		if ( tag.name !== 'style' && tag.name !== 'script' ) {
			return tag;
		}
	}
	return undefined;
}

/**
 * wp_render_layout_support_flag(): a block that supports layout gets its layout classes on the
 * element that wraps its inner blocks (`is-layout-flow|constrained|flex|grid`,
 * `wp-block-<name>-is-layout-<type>`, the orientation, justification and no-wrap classes) and,
 * when its own settings need rules (widths, wrapping, alignment, columns, gap), a container class
 * unique to those settings whose rules go to the page's stylesheet. A block inside a row or grid
 * gets a class for its own size and span. A block whose render already laid itself out (its
 * wrapper carries an `is-layout-` class) is left as it is.
 *
 * @param block The block.
 * @param html  Its rendered HTML.
 * @param env   The theme's gap, the block type's supports, and the page's stylesheet.
 */
export function renderLayoutSupport(
	block: LayoutBlock,
	html: string,
	env: LayoutEnvironment
): string {
	const support = layoutSupport( env.supports );
	const attrs = block.attrs ?? {};
	const style = bag( attrs.style );
	const child = Object.keys( bag( style.layout ) ).length
		? childLayout( bag( style.layout ) )
		: null;
	if ( ! support && ! child ) {
		return html;
	}
	const outer = firstElement( html );
	if (
		! outer ||
		classesOf( outer ).some( ( name ) => name.startsWith( 'is-layout-' ) )
	) {
		return html;
	}
	if ( child?.rules.length ) {
		env.addRules( child.rules );
		html = addClasses( html, outer, [ child.className ] );
	}
	if ( ! support ) {
		return html;
	}
	const own = bag( attrs.layout );
	const layout = {
		...( attrs.layout !== undefined ? own : bag( support.default ) ),
	};
	if ( truthy( layout.inherit ) || truthy( layout.contentSize ) ) {
		layout.type = 'constrained';
	}
	const classes: string[] = [];
	if ( truthy( own.orientation ) ) {
		classes.push( `is-${ sanitizeTitle( String( own.orientation ) ) }` );
	}
	if ( truthy( own.justifyContent ) ) {
		classes.push(
			`is-content-justification-${ sanitizeTitle( String( own.justifyContent ) ) }`
		);
	}
	if ( own.flexWrap === 'nowrap' ) {
		classes.push( 'is-nowrap' );
	}
	const definition = ownEntry(
		LAYOUT_DEFINITIONS,
		String( layout.type ?? 'default' )
	);
	const layoutClass = definition?.className ?? '';
	if ( layoutClass ) {
		classes.push( layoutClass );
	}
	const spacing = bag( style.spacing );
	const blockGap = spacing.blockGap;
	const gapSupport = bag( bag( env.supports?.spacing ).blockGap );
	const skip = bag( env.supports?.spacing ).__experimentalSkipSerialization;
	const gap: LayoutGap = {
		themeSupport:
			env.themeBlockGap !== undefined && env.themeBlockGap !== null,
		value:
			blockGap && typeof blockGap === 'object'
				? Object.fromEntries(
						Object.entries( blockGap ).map( ( [ side, value ] ) => [
							side,
							safeGap( value ),
						] )
					)
				: safeGap( blockGap ),
		skip:
			skip === true ||
			( Array.isArray( skip ) && skip.includes( 'blockGap' ) ),
		fallback:
			typeof gapSupport.__experimentalDefault === 'string'
				? gapSupport.__experimentalDefault
				: '0.5em',
	};
	const blockSpacing = style.spacing !== undefined ? spacing : null;
	const container = hashedClass(
		`wp-container-${ sanitizeTitle( block.blockName ) }-is-layout-`,
		[
			layout,
			gap.themeSupport,
			gap.value,
			gap.skip,
			gap.fallback,
			blockSpacing,
		]
	);
	const rules = layoutStyle( `.${ container }`, layout, gap, blockSpacing );
	if ( rules.length ) {
		env.addRules( rules );
		classes.push( container );
	}
	const [ namespace, name ] = block.blockName.split( '/' );
	if ( layoutClass ) {
		classes.push(
			`wp-block-${ namespace === 'core' ? name : `${ namespace }-${ name }` }-${ layoutClass }`
		);
	}
	const wrapper = innerWrapper( html, block );
	return wrapper ? addClasses( html, wrapper, classes ) : html;
}
