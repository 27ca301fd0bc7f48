import { __ } from '@wordpress/i18n';
import { safeColor } from '../../../shared/colors/safe-color';
import type { ColorClass } from './types';

export const DEFAULT_BACKGROUND = '#25D366';

/**
 * The button's palette; the light ones take dark text and a dark icon. The green is one of them:
 * white text on it is too faint to read (a contrast of 2 to 1).
 */
export const CHAT_COLORS = () => [
	{ name: __( 'Green', 'tessera' ), color: '#25D366', colorClass: 'light' },
	{ name: __( 'Dark', 'tessera' ), color: '#465B64', colorClass: 'dark' },
	{ name: __( 'Light', 'tessera' ), color: '#F4F4F4', colorClass: 'light' },
	{ name: __( 'White', 'tessera' ), color: '#FFFFFF', colorClass: 'light' },
];

const LIGHT = [ '#25D366', '#F4F4F4', '#FFFFFF' ];
const PALETTE = [ ...LIGHT, '#465B64' ];

/** Which text colour a background takes: `light` (dark text) for the light colours. */
export function colorClassFor( background: string | undefined ): ColorClass {
	return LIGHT.includes( ( background ?? '' ).toUpperCase() )
		? 'light'
		: 'dark';
}

export function safeColorClass( value: unknown ): ColorClass {
	return value === 'light' ? 'light' : 'dark';
}

/**
 * The text tone a button is drawn with: the palette's own for its colours (so a green button
 * stored with the former dark class, or with none, still gets readable text), else the stored
 * class.
 *
 * @param background The button's background, already safe.
 * @param colorClass The stored colour class.
 */
export function textTone(
	background: string,
	colorClass: unknown
): ColorClass {
	return PALETTE.includes( background.toUpperCase() )
		? colorClassFor( background )
		: safeColorClass( colorClass );
}

/** A stored background that is not a plain colour reads as the green. */
export function safeBackground( value: unknown ): string {
	return safeColor( value ) ?? DEFAULT_BACKGROUND;
}
