import { safeColor } from '../../../shared/colors/safe-color';
import { colorKeys, type ColorKind } from './colors';

interface PaletteColor {
	slug: string;
	color: string;
}

/**
 * The attributes a colour picker's choice sets: a palette colour by slug (with its hex, for the
 * server), another valid colour as custom, nothing for an invalid one or a clear.
 *
 * @param kind    Which colour.
 * @param value   What the picker gave.
 * @param palette The theme's palette.
 */
export function colorChange(
	kind: ColorKind,
	value: string | undefined,
	palette: PaletteColor[]
): Record< string, string | undefined > {
	const keys = colorKeys( kind );
	const color = safeColor( value );
	const named = color
		? palette.find(
				( entry ) => entry.color.toLowerCase() === color.toLowerCase()
			)
		: undefined;
	return {
		[ keys.named ]: named?.slug,
		[ keys.custom ]: named ? undefined : color,
		[ keys.hex ]: color,
	};
}

/** The colour a picker shows for the saved attributes. */
export function colorValue(
	attributes: object,
	kind: ColorKind,
	palette: PaletteColor[]
): string | undefined {
	const keys = colorKeys( kind );
	const record = attributes as Record< string, unknown >;
	const slug = record[ keys.named ];
	return (
		palette.find( ( entry ) => entry.slug === slug )?.color ??
		safeColor( record[ keys.custom ] ) ??
		safeColor( record[ keys.hex ] )
	);
}
