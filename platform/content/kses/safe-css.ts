import { END, WS, isEmptyString, phpTrim, replaceEvery } from './php-text';
import { removeNulls, stripBadProtocols } from './protocols';

/**
 * safecss_filter_attr()'s property list: WordPress 6.1's, with the properties later releases
 * added that the block editor writes into saved markup (aspect-ratio, position and its
 * offsets, z-index, box-shadow, writing-mode, background-repeat).
 */
const SAFE_PROPERTIES = new Set( [
	'background',
	'background-color',
	'background-image',
	'background-position',
	'background-repeat',
	'background-size',
	'background-attachment',
	'background-blend-mode',
	'border',
	'border-radius',
	'border-width',
	'border-color',
	'border-style',
	'border-right',
	'border-right-color',
	'border-right-style',
	'border-right-width',
	'border-bottom',
	'border-bottom-color',
	'border-bottom-left-radius',
	'border-bottom-right-radius',
	'border-bottom-style',
	'border-bottom-width',
	'border-left',
	'border-left-color',
	'border-left-style',
	'border-left-width',
	'border-top',
	'border-top-color',
	'border-top-left-radius',
	'border-top-right-radius',
	'border-top-style',
	'border-top-width',
	'border-spacing',
	'border-collapse',
	'caption-side',
	'columns',
	'column-count',
	'column-fill',
	'column-gap',
	'column-rule',
	'column-span',
	'column-width',
	'color',
	'filter',
	'font',
	'font-family',
	'font-size',
	'font-style',
	'font-variant',
	'font-weight',
	'letter-spacing',
	'line-height',
	'text-align',
	'text-decoration',
	'text-indent',
	'text-transform',
	'height',
	'min-height',
	'max-height',
	'width',
	'min-width',
	'max-width',
	'margin',
	'margin-right',
	'margin-bottom',
	'margin-left',
	'margin-top',
	'margin-block-start',
	'margin-block-end',
	'margin-inline-start',
	'margin-inline-end',
	'padding',
	'padding-right',
	'padding-bottom',
	'padding-left',
	'padding-top',
	'padding-block-start',
	'padding-block-end',
	'padding-inline-start',
	'padding-inline-end',
	'flex',
	'flex-basis',
	'flex-direction',
	'flex-flow',
	'flex-grow',
	'flex-shrink',
	'flex-wrap',
	'gap',
	'row-gap',
	'grid-template-columns',
	'grid-auto-columns',
	'grid-column-start',
	'grid-column-end',
	'grid-column-gap',
	'grid-template-rows',
	'grid-auto-rows',
	'grid-row-start',
	'grid-row-end',
	'grid-row-gap',
	'grid-gap',
	'justify-content',
	'justify-items',
	'justify-self',
	'align-content',
	'align-items',
	'align-self',
	'clear',
	'cursor',
	'direction',
	'float',
	'list-style-type',
	'object-fit',
	'object-position',
	'overflow',
	'vertical-align',
	'writing-mode',
	'position',
	'top',
	'right',
	'bottom',
	'left',
	'z-index',
	'box-shadow',
	'aspect-ratio',
] );

/** Properties whose value may hold url(): each URL must use an allowed protocol. */
const URL_PROPERTIES = new Set( [
	'background',
	'background-image',
	'cursor',
	'list-style',
	'list-style-image',
] );

/** Properties whose whole value may be one gradient (its parentheses are then allowed). */
const GRADIENT_PROPERTIES = new Set( [ 'background', 'background-image' ] );

const CUSTOM_PROPERTY = /^--[a-zA-Z0-9_-]+$/;
const URL_CALL = /url\([^)]+\)/g;
const URL_PARTS = new RegExp(
	`^url\\(${ WS }*(['"]?)([^\\n]*)(\\1)${ WS }*\\)${ END }`
);
const GRADIENT = new RegExp(
	`^(repeating-)?(linear|radial|conic)-gradient\\(([^()]|rgb[a]?\\([^()]*\\))*\\)${ END }`
);
const FUNCTIONS = [ 'var', 'calc', 'min', 'max', 'minmax', 'clamp', 'repeat' ];
const WORD_CHARACTER = /[A-Za-z0-9_]/;
const UNSAFE = /[\\(&=}]|\/\*/;

/** For each `(`, the index of the `)` that closes it, or -1 when none does. */
function matchingParentheses( text: string ): Map< number, number > {
	const matches = new Map< number, number >();
	const open: number[] = [];
	for ( let index = 0; index < text.length; index++ ) {
		if ( text[ index ] === '(' ) {
			open.push( index );
			matches.set( index, -1 );
		} else if ( text[ index ] === ')' && open.length > 0 ) {
			matches.set( open.pop()!, index );
		}
	}
	return matches;
}

/**
 * Removes every call of an allowed CSS function whose parentheses balance (with what they
 * hold, nested calls included), so that only the rest of a declaration is tested.
 */
function removeAllowedFunctions( text: string ): string {
	const closing = matchingParentheses( text );
	let out = '';
	let index = 0;
	while ( index < text.length ) {
		const atWordStart =
			index === 0 || ! WORD_CHARACTER.test( text[ index - 1 ] );
		const name = atWordStart
			? FUNCTIONS.find(
					( candidate ) =>
						text.startsWith( candidate, index ) &&
						text[ index + candidate.length ] === '('
				)
			: undefined;
		const close = name ? closing.get( index + name.length )! : -1;
		if ( close === -1 ) {
			out += text[ index ];
			index++;
		} else {
			index = close + 1;
		}
	}
	return out;
}

/** Whether every url() of a value names an allowed protocol; the calls are then dropped. */
function withoutSafeUrls( value: string, tested: string ): string | null {
	let rest = tested;
	for ( const call of value.match( URL_CALL ) ?? [] ) {
		const parts = URL_PARTS.exec( call );
		if ( ! parts || isEmptyString( parts[ 2 ] ) ) {
			return null;
		}
		const url = phpTrim( parts[ 2 ] );
		if ( isEmptyString( url ) || stripBadProtocols( url ) !== url ) {
			return null;
		}
		rest = replaceEvery( rest, call, '' );
	}
	return rest;
}

/** One declaration as it is kept, or null when it is dropped. */
function safeDeclaration( declaration: string ): string | null {
	let tested = declaration;
	const colon = declaration.indexOf( ':' );
	if ( colon !== -1 ) {
		const property = phpTrim( declaration.slice( 0, colon ) );
		const value = declaration.slice( colon + 1 );
		const custom = CUSTOM_PROPERTY.test( property );
		if ( ! custom && ! SAFE_PROPERTIES.has( property ) ) {
			return null;
		}
		const trimmedValue = phpTrim( value );
		const urls = custom
			? trimmedValue.startsWith( 'url(' )
			: URL_PROPERTIES.has( property );
		const gradient = custom
			? trimmedValue.includes( '-gradient(' )
			: GRADIENT_PROPERTIES.has( property );
		if ( urls ) {
			const rest = withoutSafeUrls( value, tested );
			if ( rest === null ) {
				return null;
			}
			tested = rest;
		}
		if ( gradient && GRADIENT.test( trimmedValue ) ) {
			tested = replaceEvery( tested, trimmedValue, '' );
		}
	}
	return UNSAFE.test( removeAllowedFunctions( tested ) ) ? null : declaration;
}

/**
 * safecss_filter_attr(): keeps the declarations of a style attribute whose property is in the
 * list (or is a custom property) and whose value holds no backslash, parenthesis, `&`, `=`,
 * `}` or comment outside url() with an allowed protocol, a gradient, or an allowed function
 * (var, calc, min, max, minmax, clamp, repeat). A text without a colon counts as a kept
 * declaration, as in WordPress.
 */
export function safeCss( css: string ): string {
	const declarations = phpTrim(
		removeNulls( css ).replace( /[\n\r\t]/g, '' )
	).split( ';' );
	let kept = '';
	for ( const raw of declarations ) {
		const declaration =
			raw === '' ? null : safeDeclaration( phpTrim( raw ) );
		if ( declaration !== null ) {
			// A separator only once something is kept: a leading empty declaration adds none.
			kept += ( kept === '' ? '' : ';' ) + declaration;
		}
	}
	return kept;
}
