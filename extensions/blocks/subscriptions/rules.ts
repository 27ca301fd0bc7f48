/**
 * The limits of the subscription form's settings, shared by the editor, the saved shortcode and
 * the visitor's form: a value out of range or of the wrong shape is brought back to a safe one
 * rather than written into a style.
 */

export const RANGES = {
	borderRadius: { min: 0, max: 50, initial: 0 },
	borderWeight: { min: 0, max: 15, initial: 1 },
	padding: { min: 5, max: 50, initial: 15 },
	spacing: { min: 0, max: 50, initial: 10 },
} as const;

export type RangedSetting = keyof typeof RANGES;

/** A whole number within the setting's range; anything that is not a finite number gives its initial value. */
export function clampSetting( setting: RangedSetting, value: unknown ): number {
	const { min, max, initial } = RANGES[ setting ];
	const number =
		typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test( value )
			? Number( value )
			: value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return initial;
	}
	return Math.min( max, Math.max( min, Math.round( number ) ) );
}

const BUTTON_WIDTH = /^(\d{1,4}(?:\.\d{1,2})?)(px|em|%)$/;

/** The button's width: px or em, or a percentage of at most 100; otherwise none (its natural width). */
export function buttonWidthValue( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const match = BUTTON_WIDTH.exec( value.trim() );
	if ( ! match ) {
		return undefined;
	}
	if ( match[ 2 ] === '%' && Number( match[ 1 ] ) > 100 ) {
		return undefined;
	}
	return `${ match[ 1 ] }${ match[ 2 ] }`;
}

/** A preset slug (colour, gradient or font size) as WordPress writes one into a class name. */
export function presetSlug( value: unknown ): string | undefined {
	return typeof value === 'string' && /^[a-z][a-z0-9-]{0,63}$/.test( value )
		? value
		: undefined;
}
