/**
 * The subscription form is saved as a shortcode, `[tessera_subscription_form ...]`, whose
 * options are the block's attributes in snake_case. The site expands it on the visitor page, so
 * a post keeps working wherever the shortcode is known, and the same shortcode typed into
 * classic content gives the same form.
 */
import type { SubscriptionsAttributes } from './types';

export const SHORTCODE = 'tessera_subscription_form';

/** `buttonBackgroundColor` becomes `button_background_color`. */
export function snakeCase( name: string ): string {
	return name.replace( /[A-Z]/g, ( letter ) => `_${ letter.toLowerCase() }` );
}

/** `button_background_color` becomes `buttonBackgroundColor`. */
export function camelCase( name: string ): string {
	return name.replace( /_([a-z])/g, ( _, letter: string ) =>
		letter.toUpperCase()
	);
}

// Characters that would end a shortcode value or the shortcode, or open markup, are written as
// entities and read back by `decodeValue`; `&` first, so an authored entity survives the trip.
const ENCODED: Array< [ string, string ] > = [
	[ '&', '&amp;' ],
	[ '"', '&quot;' ],
	[ '[', '&#91;' ],
	[ ']', '&#93;' ],
	[ '<', '&lt;' ],
	[ '>', '&gt;' ],
];

export function encodeValue( value: string ): string {
	return ENCODED.reduce(
		( text, [ raw, entity ] ) => text.split( raw ).join( entity ),
		value.replace( /[\r\n]+/g, ' ' )
	);
}

export function decodeValue( value: string ): string {
	return [ ...ENCODED ]
		.reverse()
		.reduce(
			( text, [ raw, entity ] ) => text.split( entity ).join( raw ),
			value
		);
}

/**
 * The shortcode for the attributes: every attribute of `order` that has a value, in that order;
 * one the block does not hold (absent or undefined) takes its value from `defaults`.
 */
export function shortcodeFor(
	attributes: Partial< SubscriptionsAttributes >,
	order: readonly string[],
	defaults: Record< string, unknown > = {}
): string {
	const values = attributes as Record< string, unknown >;
	const options = order
		.map( ( name ): [ string, unknown ] => [
			name,
			values[ name ] ?? defaults[ name ],
		] )
		.filter(
			( [ , value ] ) =>
				value !== undefined && value !== null && value !== ''
		)
		.map(
			( [ name, value ] ) =>
				`${ snakeCase( name ) }="${ encodeValue( String( value ) ) }"`
		);
	return `[${ [ SHORTCODE, ...options ].join( ' ' ) }]`;
}

/** The attributes named by a shortcode's options (names back in camelCase, values decoded, unknown names dropped). */
export function attributesFromShortcode(
	atts: Record< string, string >,
	known: readonly string[]
): Record< string, string > {
	const attributes: Record< string, string > = {};
	for ( const [ name, value ] of Object.entries( atts ) ) {
		const camel = camelCase( name );
		if ( known.includes( camel ) ) {
			attributes[ camel ] = decodeValue( value );
		}
	}
	return attributes;
}
