/**
 * The reservation widget's rules: its styles and sizes, languages, restaurant tokens, reading a
 * pasted embed code or address, and the loader address. Pure: editor and server render share it.
 */

export type WidgetStyle = 'standard' | 'tall' | 'wide' | 'button';

/** Each style's frame, width by height in pixels. */
export const STYLE_SIZES: Record< WidgetStyle, [ number, number ] > = {
	standard: [ 224, 301 ],
	tall: [ 288, 490 ],
	wide: [ 840, 150 ],
	button: [ 210, 113 ],
};

export const LANGUAGES = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
] as const;
export type Language = ( typeof LANGUAGES )[ number ];

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_THROTTLE_MS = 500;

export function isStyle( value: unknown ): value is WidgetStyle {
	return typeof value === 'string' && Object.hasOwn( STYLE_SIZES, value );
}

/** The widget language of a site locale (`fr_CA`, `fr-CA`), when supported; else en-US. */
export function languageOf( locale: unknown ): Language {
	const tag = typeof locale === 'string' ? locale.replace( '_', '-' ) : '';
	return ( LANGUAGES as readonly string[] ).includes( tag )
		? ( tag as Language )
		: 'en-US';
}

/** The button style holds one restaurant at most; with more the widget goes back to standard. */
export function styleForCount(
	style: WidgetStyle,
	count: number
): WidgetStyle {
	return style === 'button' && count > 1 ? 'standard' : style;
}

const DIGITS = /^\d{1,10}$/;
const NAMED = /^[^<>]*?\s\(#(\d{1,10})\)$/;

/** A picker token's restaurant id: a numeric id, or a name followed by `(#id)`. */
export function ridOfToken( token: unknown ): string | undefined {
	if ( typeof token !== 'string' ) {
		return undefined;
	}
	const text = token.trim();
	if ( DIGITS.test( text ) ) {
		return String( Number( text ) );
	}
	const named = NAMED.exec( text );
	return named && ! /:\/\//.test( text )
		? String( Number( named[ 1 ] ) )
		: undefined;
}

/** The picker token of a restaurant. */
export function tokenOf( rid: string, name?: string ): string {
	return name ? `${ name } (#${ rid })` : rid;
}

/** Reservation hosts: opentable's domains (any www or country subdomain). */
const HOST =
	/^(?:www\.|[a-z]{2}\.)?opentable\.(?:com|co\.uk|ca|de|jp|com\.au|com\.mx|ie|nl|it|es|fr|hk|sg|ae)$/i;
const SCRIPT_SRC = /<script\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i;

export interface ParsedEmbed {
	rid: string[];
	style?: WidgetStyle;
	iframe?: boolean;
	domain?: string;
	lang?: Language;
	newtab?: boolean;
}

function flag( value: string | null ): boolean | undefined {
	return value === null ? undefined : value === 'true' || value === '1';
}

/**
 * What a pasted embed code (the loader script) or address on the reservation host with `rid` or
 * `restref` gives the block, or undefined (the block then shows the reservation error).
 */
export function parseEmbed( input: unknown ): ParsedEmbed | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const text = input.trim();
	const script = SCRIPT_SRC.exec( text );
	let address = script ? script[ 2 ].replace( /&amp;/g, '&' ) : text;
	if ( address.startsWith( '//' ) ) {
		address = `https:${ address }`;
	}
	if ( ! /^https?:\/\/[^\s"'<>]+$/i.test( address ) ) {
		return undefined;
	}
	let url: URL;
	try {
		url = new URL( address );
	} catch {
		return undefined;
	}
	if ( ! HOST.test( url.hostname ) ) {
		return undefined;
	}
	const query = url.searchParams;
	const rid = [ ...query.getAll( 'rid' ), ...query.getAll( 'restref' ) ]
		.flatMap( ( value ) => value.split( ',' ) )
		.map( ( value ) => value.trim() )
		.filter( ( value ) => DIGITS.test( value ) )
		.map( ( value ) => String( Number( value ) ) );
	const unique = [ ...new Set( rid ) ];
	if ( unique.length === 0 ) {
		return undefined;
	}
	const parsed: ParsedEmbed = { rid: unique };
	const theme = query.get( 'theme' );
	if ( isStyle( theme ) ) {
		parsed.style = styleForCount( theme, unique.length );
	}
	const iframe = flag( query.get( 'iframe' ) );
	if ( iframe !== undefined ) {
		parsed.iframe = iframe;
	}
	const domain = query.get( 'domain' );
	if ( domain && /^[a-z]{2,3}(?:\.[a-z]{2})?$/.test( domain ) ) {
		parsed.domain = domain;
	}
	const lang = query.get( 'lang' );
	if ( lang && ( LANGUAGES as readonly string[] ).includes( lang ) ) {
		parsed.lang = lang as Language;
	}
	const newtab = flag( query.get( 'newtab' ) );
	if ( newtab !== undefined ) {
		parsed.newtab = newtab;
	}
	return parsed;
}

/** Saved restaurant ids that are ids (a hand-edited post may hold anything). */
export function safeRids( rid: unknown ): string[] {
	return Array.isArray( rid )
		? rid.filter(
				( value ): value is string =>
					typeof value === 'string' && DIGITS.test( value )
			)
		: [];
}

export interface WidgetOptions {
	rid: string[];
	style: WidgetStyle;
	iframe: boolean;
	domain: string;
	lang: Language;
	newtab: boolean;
}

/** The loader script's address: one restaurant is its style, several the multi layout. */
export function loaderUrl( options: WidgetOptions ): string {
	const query = new URLSearchParams( {
		rid: options.rid.join( ',' ),
		type: options.rid.length > 1 ? 'multi' : 'standard',
		theme: options.style,
		iframe: String( options.iframe ),
		domain: /^[a-z]{2,3}(?:\.[a-z]{2})?$/.test( options.domain )
			? options.domain
			: 'com',
		lang: options.lang,
		newtab: String( options.newtab ),
		ot_source: 'Restaurant website',
	} );
	return `https://www.opentable.com/widget/reservation/loader?${ query }`;
}

/** The reservation page a visitor without scripts follows. */
export function reservationUrl( rid: string ): string {
	return `https://www.opentable.com/restref/client/?rid=${ rid }`;
}
