/**
 * Reading a scheduling address or embed code. Pure: the editor, the paste transform and the server
 * render share it.
 */
import { escapeHTML } from '@wordpress/escape-html';
import { safeColor } from '../../../shared/colors/safe-color';
import { plainText } from '../../../shared/button-text/plain-text';

const SCHEDULING_HOST = 'calendly.com';
export const SCHEDULING_ORIGIN = `https://${ SCHEDULING_HOST }`;

/**
 * A scheduling address inside free text: `calendly.com/...` at the start or after `//`, up to a
 * quote, a space or an angle bracket (embed codes quote it, pasted paragraphs end it with a space).
 */
const SCHEDULING_PATTERN = /(^|\/\/)(calendly\.com[^"'\s<>]*)/i;
const SIX_CHARACTERS = /^[A-Za-z0-9]{6}$/;

const DEFAULT_COLORS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
} as const;

export type CalendlyStyle = 'inline' | 'link';

/** Attributes the inner button gets from a popup embed code. */
export interface EmbedButtonAttributes {
	text?: string;
	textColor?: undefined;
	customTextColor?: string;
	backgroundColor?: undefined;
	customBackgroundColor?: string;
}

export interface ParsedEmbed {
	url: string;
	style?: CalendlyStyle;
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
	buttonAttributes?: EmbedButtonAttributes;
}

/** The address on the scheduling host over https, or undefined for any other address. */
export function normalizeSchedulingUrl( input: string ): string | undefined {
	try {
		const url = new URL( input );
		if (
			url.hostname !== SCHEDULING_HOST ||
			url.username ||
			url.password ||
			url.port
		) {
			return undefined;
		}
		url.protocol = 'https:';
		return url.toString();
	} catch {
		return undefined;
	}
}

/** "url must be empty or start with the scheduling host on https". */
export function isValidSchedulingUrl( url: unknown ): boolean {
	return (
		url === undefined ||
		url === '' ||
		( typeof url === 'string' &&
			url.startsWith( `${ SCHEDULING_ORIGIN }/` ) )
	);
}

/** A colour from an embed URL: exactly six letters or digits. */
export function isEmbedColor( value: unknown ): value is string {
	return typeof value === 'string' && SIX_CHARACTERS.test( value );
}

function booleanParameter( value: string | null ): boolean | undefined {
	if ( value === null ) {
		return undefined;
	}
	return value === '1' || value.toLowerCase() === 'true';
}

/**
 * The block attributes a scheduling address carries: the address without its query, and the
 * colours and details flag of its query.
 */
export function attributesFromUrl( address: string ): ParsedEmbed {
	const url = new URL( address );
	const parsed: ParsedEmbed = { url: url.origin + url.pathname };
	const query = url.searchParams;
	const hide = booleanParameter( query.get( 'hide_event_type_details' ) );
	if ( hide !== undefined ) {
		parsed.hideEventTypeDetails = hide;
	}
	const colors = {
		backgroundColor: query.get( 'background_color' ),
		primaryColor: query.get( 'primary_color' ),
		textColor: query.get( 'text_color' ),
	};
	for ( const [ name, value ] of Object.entries( colors ) ) {
		if ( isEmbedColor( value ) ) {
			parsed[ name as keyof typeof colors ] = value;
		}
	}
	return parsed;
}

function styleFromEmbedCode( code: string ): CalendlyStyle | undefined {
	if ( code.includes( 'data-url' ) ) {
		return 'inline';
	}
	if (
		code.includes( 'initPopupWidget' ) ||
		code.includes( 'initBadgeWidget' )
	) {
		return 'link';
	}
	return undefined;
}

function firstMatch( code: string, patterns: RegExp[] ): string | undefined {
	for ( const pattern of patterns ) {
		const match = pattern.exec( code );
		if ( match ) {
			return match[ 1 ];
		}
	}
	return undefined;
}

/** The button of a popup embed code: its text (as button HTML) and colours, when valid. */
function buttonFromEmbedCode( code: string ): EmbedButtonAttributes {
	const button: EmbedButtonAttributes = {};
	const text = firstMatch( code, [
		/return false;">([\s\S]*?)<\/a>/,
		/text:\s*'([^']*?)'/,
	] );
	// The text is HTML in a popup link, a script string in a badge: plain text either way.
	const plain = plainText( text ).trim();
	if ( plain ) {
		button.text = escapeHTML( plain );
	}
	const textColor = safeColor(
		firstMatch( code, [ /textColor:\s*'([^']*?)'/ ] )
	);
	if ( textColor ) {
		button.textColor = undefined;
		button.customTextColor = textColor;
	}
	const background = safeColor(
		firstMatch( code, [ /[^a-zA-Z]color:\s*'([^']*?)'/ ] )
	);
	if ( background ) {
		button.backgroundColor = undefined;
		button.customBackgroundColor = background;
	}
	return button;
}

/**
 * What a scheduling address or embed code gives the block, or undefined when it holds no address
 * on the scheduling host (the caller then shows the embed error).
 */
export function parseEmbedCode( input: unknown ): ParsedEmbed | undefined {
	if ( typeof input !== 'string' || input.trim() === '' ) {
		return undefined;
	}
	const code = input.trim();
	const match = SCHEDULING_PATTERN.exec( code );
	const url = match && normalizeSchedulingUrl( `https://${ match[ 2 ] }` );
	if ( ! url ) {
		return undefined;
	}
	const parsed = attributesFromUrl( url );
	const style = styleFromEmbedCode( code );
	if ( style ) {
		parsed.style = style;
	}
	if ( style === 'link' ) {
		parsed.buttonAttributes = buttonFromEmbedCode( code );
	}
	return parsed;
}

/** Whether a text (a pasted paragraph) holds a scheduling address. */
export function holdsSchedulingAddress( text: string ): boolean {
	return parseEmbedCode( text ) !== undefined;
}

export interface EmbedOptions {
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
}

/**
 * The embedded page's address: the scheduling address with embed_domain, embed_type (Inline),
 * hide_event_type_details (1 or 0) and the three colours (their defaults when not valid).
 */
export function embedUrl(
	url: string,
	options: EmbedOptions,
	embedDomain: string
): string {
	const color = ( value: unknown, fallback: string ) =>
		isEmbedColor( value ) ? value : fallback;
	const query = new URLSearchParams( {
		embed_domain: embedDomain,
		embed_type: 'Inline',
		hide_event_type_details: options.hideEventTypeDetails ? '1' : '0',
		background_color: color(
			options.backgroundColor,
			DEFAULT_COLORS.backgroundColor
		),
		primary_color: color(
			options.primaryColor,
			DEFAULT_COLORS.primaryColor
		),
		text_color: color( options.textColor, DEFAULT_COLORS.textColor ),
	} );
	return `${ url }?${ query }`;
}
