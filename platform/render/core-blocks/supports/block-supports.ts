/**
 * What WordPress's block supports add to a block's wrapper on the server: alignment, colour,
 * font size and border preset classes, the generated `wp-block-<name>` class, the author's extra
 * classes, and the inline styles of the `style` attribute. A support the block does not declare,
 * or declares with "skip serialization", adds nothing (the block's render applies it itself).
 * Every value passes safeCssValue() or a preset-slug check first.
 */
import { safeClassNames } from '../../../../shared/server-render/html';
import type { BlockJson } from '../../../../shared/loader/types';
import { presetSlug, safeCssValue } from './css-value';

type Bag = Record< string, unknown >;
export type Declarations = Array< [ string, string ] >;

export interface SupportOutput {
	classes: string[];
	declarations: Declarations;
}

const SIDES = [ 'top', 'right', 'bottom', 'left' ];
const CORNERS = [ 'topLeft', 'topRight', 'bottomLeft', 'bottomRight' ];

export function bag( value: unknown ): Bag {
	return value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Bag )
		: {};
}

function feature( supports: Bag, ...names: string[] ): Bag | null {
	for ( const name of names ) {
		if ( supports[ name ] === true ) {
			return {};
		}
		if ( supports[ name ] && typeof supports[ name ] === 'object' ) {
			return supports[ name ] as Bag;
		}
	}
	return null;
}

function skips( support: Bag, key: string ): boolean {
	const skip = support.__experimentalSkipSerialization;
	return skip === true || ( Array.isArray( skip ) && skip.includes( key ) );
}

function kebab( name: string ): string {
	return name.replace( /[A-Z]/g, ( letter ) => `-${ letter.toLowerCase() }` );
}

/**
 * One declaration for all sides (`padding`), or one per side or corner given (`padding-top`,
 * `border-top-left-radius`): `pattern` holds `%s` where the side goes.
 */
function boxDeclarations(
	pattern: string,
	value: unknown,
	keys = pattern.includes( '%s' ) ? SIDES : []
): Declarations {
	if ( typeof value === 'string' || typeof value === 'number' ) {
		const safe = safeCssValue( value );
		return safe ? [ [ pattern.replace( '-%s', '' ), safe ] ] : [];
	}
	const out: Declarations = [];
	for ( const key of keys ) {
		const safe = safeCssValue( bag( value )[ key ] );
		if ( safe ) {
			out.push( [ pattern.replace( '%s', kebab( key ) ), safe ] );
		}
	}
	return out;
}

function alignClasses( supports: Bag, attributes: Bag ): string[] {
	const allowed =
		supports.align === true
			? [ 'left', 'center', 'right', 'wide', 'full' ]
			: ( [] as unknown[] ).concat( supports.align ?? [] );
	return typeof attributes.align === 'string' &&
		allowed.includes( attributes.align )
		? [ `align${ attributes.align }` ]
		: [];
}

function borderSupport( support: Bag, attributes: Bag, out: SupportOutput ) {
	const style = bag( bag( attributes.style ).border );
	if ( support.color && ! skips( support, 'color' ) ) {
		const slug = presetSlug( attributes.borderColor );
		const custom = safeCssValue( style.color );
		if ( slug || custom ) {
			out.classes.push( 'has-border-color' );
		}
		if ( slug ) {
			out.classes.push( `has-${ slug }-border-color` );
		} else if ( custom ) {
			out.declarations.push( [ 'border-color', custom ] );
		}
	}
	if ( support.radius && ! skips( support, 'radius' ) ) {
		out.declarations.push(
			...boxDeclarations( 'border-%s-radius', style.radius, CORNERS )
		);
	}
	for ( const key of [ 'width', 'style' ] ) {
		if ( support[ key ] && ! skips( support, key ) ) {
			out.declarations.push(
				...boxDeclarations( `border-${ key }`, style[ key ] )
			);
		}
	}
	for ( const side of SIDES ) {
		for ( const key of [ 'color', 'width', 'style' ] ) {
			if ( support[ key ] && ! skips( support, key ) ) {
				out.declarations.push(
					...boxDeclarations(
						`border-${ side }-${ key }`,
						bag( style[ side ] )[ key ]
					)
				);
			}
		}
	}
}

function colorPair(
	out: SupportOutput,
	marker: string,
	slug: string | undefined,
	presetClass: string,
	custom: [ string, string | undefined ]
) {
	if ( slug || custom[ 1 ] ) {
		out.classes.push( marker );
	}
	if ( slug ) {
		out.classes.push( presetClass.replace( '%s', slug ) );
	} else if ( custom[ 1 ] ) {
		out.declarations.push( [ custom[ 0 ], custom[ 1 ] ] );
	}
}

function colorSupport( support: Bag, attributes: Bag, out: SupportOutput ) {
	const style = bag( bag( attributes.style ).color );
	if ( support.text !== false && ! skips( support, 'text' ) ) {
		colorPair(
			out,
			'has-text-color',
			presetSlug( attributes.textColor ),
			'has-%s-color',
			[ 'color', safeCssValue( style.text ) ]
		);
	}
	if ( support.background !== false && ! skips( support, 'background' ) ) {
		colorPair(
			out,
			'has-background',
			presetSlug( attributes.backgroundColor ),
			'has-%s-background-color',
			[ 'background-color', safeCssValue( style.background ) ]
		);
	}
	if ( support.gradients && ! skips( support, 'gradients' ) ) {
		colorPair(
			out,
			'has-background',
			presetSlug( attributes.gradient ),
			'has-%s-gradient-background',
			[ 'background', safeCssValue( style.gradient ) ]
		);
	}
}

const TYPOGRAPHY_STYLES: Array< [ string, string, string ] > = [
	[ 'lineHeight', 'lineHeight', 'line-height' ],
	[ '__experimentalFontWeight', 'fontWeight', 'font-weight' ],
	[ '__experimentalFontStyle', 'fontStyle', 'font-style' ],
	[ '__experimentalTextTransform', 'textTransform', 'text-transform' ],
	[ '__experimentalTextDecoration', 'textDecoration', 'text-decoration' ],
	[ '__experimentalLetterSpacing', 'letterSpacing', 'letter-spacing' ],
	[ '__experimentalWritingMode', 'writingMode', 'writing-mode' ],
];

function typographySupport(
	support: Bag,
	attributes: Bag,
	out: SupportOutput
) {
	const style = bag( bag( attributes.style ).typography );
	const preset = ( key: string, attribute: string, pattern: string ) => {
		if ( skips( support, key ) ) {
			return;
		}
		const slug = presetSlug( attributes[ attribute ] );
		const custom = safeCssValue( style[ key ] );
		if ( slug ) {
			out.classes.push( pattern.replace( '%s', slug ) );
		} else if ( custom ) {
			out.declarations.push( [ kebab( key ), custom ] );
		}
	};
	if ( support.fontSize ) {
		preset( 'fontSize', 'fontSize', 'has-%s-font-size' );
	}
	if ( support.__experimentalFontFamily || support.fontFamily ) {
		preset( 'fontFamily', 'fontFamily', 'has-%s-font-family' );
	}
	for ( const [ flag, key, property ] of TYPOGRAPHY_STYLES ) {
		const value = safeCssValue( style[ key ] );
		if (
			( support[ flag ] || support[ key ] ) &&
			value &&
			! skips( support, key )
		) {
			out.declarations.push( [ property, value ] );
		}
	}
	if (
		support.textAlign &&
		[ 'left', 'center', 'right', 'justify' ].includes(
			String( style.textAlign )
		)
	) {
		out.classes.push( `has-text-align-${ style.textAlign }` );
	}
}

function spacingSupport( supports: Bag, attributes: Bag, out: SupportOutput ) {
	const style = bag( attributes.style );
	const spacing = feature( supports, 'spacing' );
	for ( const key of [ 'padding', 'margin' ] ) {
		if ( spacing?.[ key ] && ! skips( spacing, key ) ) {
			out.declarations.push(
				...boxDeclarations( `${ key }-%s`, bag( style.spacing )[ key ] )
			);
		}
	}
	const dimensions = feature( supports, 'dimensions' );
	const minHeight = safeCssValue( bag( style.dimensions ).minHeight );
	if ( dimensions?.minHeight && minHeight ) {
		out.declarations.push( [ 'min-height', minHeight ] );
	}
	const shadow = feature( supports, 'shadow' );
	const boxShadow = safeCssValue( style.shadow );
	if ( shadow && ! skips( shadow, 'shadow' ) && boxShadow ) {
		out.declarations.push( [ 'box-shadow', boxShadow ] );
	}
}

/** The default class WordPress gives a block: `core/latest-posts` → `wp-block-latest-posts`. */
export function blockClassName( name: string ): string {
	return `wp-block-${ name.replace( /^core\//, '' ).replace( '/', '-' ) }`;
}

export function blockSupports(
	name: string,
	type: BlockJson,
	attributes: Bag
): SupportOutput {
	const supports = bag( type.supports );
	const out: SupportOutput = {
		classes: alignClasses( supports, attributes ),
		declarations: [],
	};
	const border = feature( supports, 'border', '__experimentalBorder' );
	if ( border ) {
		borderSupport( border, attributes, out );
	}
	const color = feature( supports, 'color' );
	if ( color ) {
		colorSupport( color, attributes, out );
	}
	if ( supports.customClassName !== false ) {
		out.classes.push( safeClassNames( attributes.className as string ) );
	}
	if ( supports.className !== false ) {
		out.classes.push( blockClassName( name ) );
	}
	const typography = feature( supports, 'typography' );
	if ( typography ) {
		typographySupport( typography, attributes, out );
	}
	spacingSupport( supports, attributes, out );
	out.classes = out.classes.filter( Boolean );
	return out;
}
