import { __ } from '@wordpress/i18n';
import { safeColor } from '../../../shared/colors/safe-color';
import type { ColorClass } from './types';

export const DEFAULT_BACKGROUND = '#25D366';

/** The button's palette; the light ones take dark text and a dark icon. */
export const CHAT_COLORS = () => [
	{ name: __( 'Green', 'tessera' ), color: '#25D366', colorClass: 'dark' },
	{ name: __( 'Dark', 'tessera' ), color: '#465B64', colorClass: 'dark' },
	{ name: __( 'Light', 'tessera' ), color: '#F4F4F4', colorClass: 'light' },
	{ name: __( 'White', 'tessera' ), color: '#FFFFFF', colorClass: 'light' },
];

const LIGHT = [ '#F4F4F4', '#FFFFFF' ];

/** Which text colour a background takes: `light` (dark text) for the light colours. */
export function colorClassFor( background: string | undefined ): ColorClass {
	return LIGHT.includes( ( background ?? '' ).toUpperCase() )
		? 'light'
		: 'dark';
}

export function safeColorClass( value: unknown ): ColorClass {
	return value === 'light' ? 'light' : 'dark';
}

/** A stored background that is not a plain colour reads as the green. */
export function safeBackground( value: unknown ): string {
	return safeColor( value ) ?? DEFAULT_BACKGROUND;
}
