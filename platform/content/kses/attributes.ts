import type { AttributeRule, KsesContext } from './allowed-html';
import {
	END,
	NON_WS,
	WS,
	asciiLower,
	isEmptyString,
	replaceEvery,
} from './php-text';
import { URI_ATTRIBUTES, stripBadProtocols } from './protocols';
import { safeCss } from './safe-css';

interface Attribute {
	name: string;
	value: string;
	/** The attribute as it is written back: `name`, `name="value"` or `name='value'`. */
	whole: string;
	valueless: boolean;
}

const NAME = /^[_a-zA-Z][-_a-zA-Z0-9:.]*/;
const EQUALS = new RegExp( `^${ WS }*=${ WS }*` );
const SPACES = new RegExp( `^${ WS }+` );
const UNQUOTED_CHARACTER = `[^\\t\\n\\v\\f\\r "']`;

/** The ways a value is written, each with the pattern that reads it and the one that consumes it. */
const VALUE_FORMS = [
	{
		read: new RegExp( `^"([^"]*)"(?:${ WS }+|/?${ END })` ),
		consume: new RegExp( `^"[^"]*"(?:${ WS }+|${ END })` ),
		quote: '"',
	},
	{
		read: new RegExp( `^'([^']*)'(?:${ WS }+|/?${ END })` ),
		consume: new RegExp( `^'[^']*'(?:${ WS }+|${ END })` ),
		quote: "'",
	},
	{
		read: new RegExp(
			`^(${ UNQUOTED_CHARACTER }+)(?:${ WS }+|/?${ END })`
		),
		consume: new RegExp( `^${ UNQUOTED_CHARACTER }+(?:${ WS }+|${ END })` ),
		quote: '"',
	},
];

/** What is skipped when the list cannot be read: up to and with the next whitespace. */
const MALFORMED = new RegExp(
	`^(?:"[^"]*(?:"|${ END })|'[^']*(?:'|${ END })|${ NON_WS })*${ WS }*`
);

/**
 * wp_kses_hair(): reads an attribute list however malformed, skipping what cannot be read.
 * The first of repeated names wins; URL values lose disallowed protocols; values without
 * quotes get double quotes.
 */
function parseAttributes( list: string ): Attribute[] {
	const found = new Map< string, Attribute >();
	const add = ( attribute: Attribute ) => {
		if ( ! found.has( attribute.name ) ) {
			found.set( attribute.name, attribute );
		}
	};
	const valueless = ( name: string ): Attribute => ( {
		name,
		value: '',
		whole: name,
		valueless: true,
	} );
	let rest = list;
	let expecting: 'name' | 'equals' | 'value' = 'name';
	let name = '';
	while ( rest.length !== 0 ) {
		let read: string | null = null;
		if ( expecting === 'name' ) {
			read = NAME.exec( rest )?.[ 0 ] ?? null;
			if ( read !== null ) {
				name = read;
				expecting = 'equals';
			}
		} else if ( expecting === 'equals' ) {
			read = EQUALS.exec( rest )?.[ 0 ] ?? null;
			if ( read !== null ) {
				expecting = 'value';
			} else {
				read = SPACES.exec( rest )?.[ 0 ] ?? null;
				if ( read !== null ) {
					add( valueless( name ) );
					expecting = 'name';
				}
			}
		} else {
			for ( const form of VALUE_FORMS ) {
				const match = form.read.exec( rest );
				if ( match ) {
					const value = URI_ATTRIBUTES.has( asciiLower( name ) )
						? stripBadProtocols( match[ 1 ] )
						: match[ 1 ];
					add( {
						name,
						value,
						whole: `${ name }=${ form.quote }${ value }${ form.quote }`,
						valueless: false,
					} );
					read = form.consume.exec( rest )?.[ 0 ] ?? '';
					expecting = 'name';
					break;
				}
			}
		}
		if ( read === null ) {
			read = MALFORMED.exec( rest )?.[ 0 ] ?? '';
			expecting = 'name';
		}
		rest = rest.slice( read.length );
	}
	if ( expecting === 'equals' ) {
		add( valueless( name ) );
	}
	return [ ...found.values() ];
}

const SITE_HOST = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/;

/** _wp_kses_allow_pdf_objects(): a PDF on the site's own host, without query or fragment. */
function isSameSitePdf( url: string, siteOrigin: string ): boolean {
	if (
		url.includes( '?' ) ||
		url.includes( '#' ) ||
		! url.endsWith( '.pdf' )
	) {
		return false;
	}
	// The host and port as the site's address writes them (no default port is dropped).
	const host = SITE_HOST.exec( siteOrigin )?.[ 1 ] ?? '';
	return (
		url.startsWith( `http://${ host }/` ) ||
		url.startsWith( `https://${ host }/` )
	);
}

function passesChecks(
	attribute: Attribute,
	rule: AttributeRule,
	context: KsesContext
): boolean {
	if ( rule === true ) {
		return true;
	}
	if (
		rule.valueless !== undefined &&
		( rule.valueless === 'y' ) !== attribute.valueless
	) {
		return false;
	}
	if (
		rule.values !== undefined &&
		! rule.values.includes( asciiLower( attribute.value ) )
	) {
		return false;
	}
	return (
		! rule.sameSitePdf ||
		isSameSitePdf( attribute.value, context.siteOrigin )
	);
}

const DATA_ATTRIBUTE = /^data(?:-[a-z0-9_]+)+$/;

/**
 * wp_kses_attr_check(): whether the element allows the attribute; a style attribute keeps its
 * safe declarations only, and is dropped when none is left.
 */
function isAllowed(
	attribute: Attribute,
	rules: ReadonlyMap< string, AttributeRule >,
	context: KsesContext
): boolean {
	const nameLow = asciiLower( attribute.name );
	let rule = rules.get( nameLow );
	if ( rule === undefined && DATA_ATTRIBUTE.test( nameLow ) ) {
		rule = rules.get( 'data-*' );
	}
	if ( rule === undefined ) {
		return false;
	}
	if ( nameLow === 'style' ) {
		const css = safeCss( attribute.value );
		if ( isEmptyString( css ) ) {
			return false;
		}
		attribute.whole = replaceEvery( attribute.whole, attribute.value, css );
		attribute.value = css;
	}
	return passesChecks( attribute, rule, context );
}

const CLOSING_SLASH = new RegExp( `${ WS }*/${ WS }*${ END }` );

/**
 * wp_kses_attr(): the start tag rebuilt from its allowed attributes. A start tag missing a
 * required attribute keeps none (or disappears when self-closing, since kses does not pair
 * tags); `<` and `>` are removed from what is kept.
 */
export function filterStartTag(
	element: string,
	attributeList: string,
	context: KsesContext
): string {
	const slash = CLOSING_SLASH.test( attributeList ) ? ' /' : '';
	const rules = context.allowed.get( asciiLower( element ) );
	if ( ! rules || rules.size === 0 ) {
		return `<${ element }${ slash }>`;
	}
	const required = new Set(
		[ ...rules ]
			.filter( ( [ , rule ] ) => rule !== true && rule.required )
			.map( ( [ name ] ) => name )
	);
	const stripped = slash ? '' : `<${ element }>`;
	let kept = '';
	for ( const attribute of parseAttributes( attributeList ) ) {
		const nameLow = asciiLower( attribute.name );
		if ( isAllowed( attribute, rules, context ) ) {
			kept += ` ${ attribute.whole }`;
			required.delete( nameLow );
		} else if ( required.has( nameLow ) ) {
			return stripped;
		}
	}
	if ( required.size > 0 ) {
		return stripped;
	}
	return `<${ element }${ kept.replace( /[<>]/g, '' ) }${ slash }>`;
}
