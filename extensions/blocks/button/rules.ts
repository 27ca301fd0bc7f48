/**
 * The rules of a button (alignment, border radius, width, single-line text), shared by the editor,
 * the saved markup and the server render.
 */
import type { ButtonAlignment, ButtonElement } from './types';

export const MIN_BORDER_RADIUS = 0;
export const MAX_BORDER_RADIUS = 50;
/** Where the radius slider starts when no radius is set. */
export const INITIAL_BORDER_RADIUS = 5;

export const WIDTH_PRESETS = [ '25%', '50%', '75%', '100%' ] as const;
export type WidthUnit = 'px' | '%' | 'em';
const WIDTH_UNITS: readonly WidthUnit[] = [ 'px', '%', 'em' ];
/** Left and right aligned buttons float, where a percentage of the parent means little. */
const ALIGNED_WIDTH_UNITS: readonly WidthUnit[] = [ 'px', 'em' ];
export const MAX_PERCENT_WIDTH = 100;

const ELEMENTS: readonly ButtonElement[] = [ 'a', 'button', 'input' ];
const ALIGNMENTS: readonly ButtonAlignment[] = [ 'left', 'center', 'right' ];
const WIDTH = /^(\d+(?:\.\d+)?|\.\d+)(px|%|em)$/;
const LINK_SCHEMES = [ 'http:', 'https:', 'mailto:', 'tel:' ];
const ID_TOKEN = /^[A-Za-z][\w-]{0,99}$/;

export function safeElement( value: unknown ): ButtonElement {
	return ELEMENTS.find( ( element ) => element === value ) ?? 'a';
}

export function safeAlignment( value: unknown ): ButtonAlignment | undefined {
	return ALIGNMENTS.find( ( alignment ) => alignment === value );
}

export function isFloated( align: unknown ): boolean {
	return align === 'left' || align === 'right';
}

/** The units the custom width may use at this alignment. */
export function widthUnitsFor( align: unknown ): readonly WidthUnit[] {
	return isFloated( align ) ? ALIGNED_WIDTH_UNITS : WIDTH_UNITS;
}

/** A width's number and unit, or undefined when it is not a number followed by px, % or em. */
export function parseWidth(
	value: unknown
): { amount: number; unit: WidthUnit } | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const match = WIDTH.exec( value.trim() );
	return match
		? { amount: Number( match[ 1 ] ), unit: match[ 2 ] as WidthUnit }
		: undefined;
}

/**
 * The width a button may have at this alignment: px or em at any alignment, % only when not
 * floated and at most 100; anything else (a unit the alignment refuses, `calc()`, `;`) is none.
 */
export function safeWidth(
	value: unknown,
	align?: unknown
): string | undefined {
	const width = parseWidth( value );
	if ( ! width || ! widthUnitsFor( align ).includes( width.unit ) ) {
		return undefined;
	}
	if ( width.unit === '%' && width.amount > MAX_PERCENT_WIDTH ) {
		return undefined;
	}
	return `${ width.amount }${ width.unit }`;
}

/** A custom width as typed: a percentage above 100 is brought down to 100. */
export function clampWidth( value: string | undefined ): string | undefined {
	const width = parseWidth( value );
	if ( ! width ) {
		return undefined;
	}
	const amount =
		width.unit === '%'
			? Math.min( width.amount, MAX_PERCENT_WIDTH )
			: width.amount;
	return `${ amount }${ width.unit }`;
}

/** The width after an alignment change: a percentage goes when the button starts to float. */
export function widthAfterAlignment(
	width: string | undefined,
	align: unknown
): string | undefined {
	return isFloated( align ) && parseWidth( width )?.unit === '%'
		? undefined
		: width;
}

/** A whole-pixel radius from 0 to 50, or undefined when none is set. */
export function safeBorderRadius( value: unknown ): number | undefined {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return undefined;
	}
	return Math.min(
		MAX_BORDER_RADIUS,
		Math.max( MIN_BORDER_RADIUS, Math.round( value ) )
	);
}

/** A link target a visitor may follow: http, https, mailto or tel; anything else gives none. */
export function safeLinkUrl( value: unknown ): string | undefined {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return undefined;
	}
	try {
		const url = new URL( value.trim() );
		return LINK_SCHEMES.includes( url.protocol ) ? value.trim() : undefined;
	} catch {
		return undefined;
	}
}

/** An id made of letters, digits, `-` and `_`, starting with a letter; otherwise none. */
export function safeUniqueId( value: unknown ): string | undefined {
	return typeof value === 'string' && ID_TOKEN.test( value )
		? value
		: undefined;
}
