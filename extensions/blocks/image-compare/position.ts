/**
 * The compare slider's position: how much of the "before" image shows, as a percentage of the
 * width (side by side) or height (above and below).
 */
import type { CompareOrientation } from './types';

export const START_POSITION = 50;
export const KEY_STEP = 1;
export const JUMP_HIGH = 90;
export const JUMP_LOW = 10;
/** Resizes come in bursts while a window is dragged: measure once it settles. */
export const RESIZE_DEBOUNCE_MS = 200;

export function clampPosition( value: number ): number {
	if ( ! Number.isFinite( value ) ) {
		return START_POSITION;
	}
	return Math.min( 100, Math.max( 0, value ) );
}

/**
 * The position after a key press, or null for a key the slider leaves alone. Left and down
 * decrease, right and up increase, as on any slider; Enter and Space jump between the two ends
 * of the comparison: to 90 % from the middle or below, to 10 % from above the middle.
 */
export function positionAfterKey(
	key: string,
	current: number
): number | null {
	switch ( key ) {
		case 'ArrowLeft':
		case 'ArrowDown':
			return clampPosition( Math.round( current ) - KEY_STEP );
		case 'ArrowRight':
		case 'ArrowUp':
			return clampPosition( Math.round( current ) + KEY_STEP );
		case 'Home':
			return 0;
		case 'End':
			return 100;
		case 'Enter':
		case ' ':
			return current > START_POSITION ? JUMP_LOW : JUMP_HIGH;
		default:
			return null;
	}
}

export interface Box {
	left: number;
	top: number;
	width: number;
	height: number;
}

/** The position under a pointer at (x, y) in a box measured on the page, to a tenth of a percent. */
export function positionAtPoint(
	box: Box,
	x: number,
	y: number,
	orientation: CompareOrientation
): number {
	const [ offset, length ] =
		orientation === 'vertical'
			? [ y - box.top, box.height ]
			: [ x - box.left, box.width ];
	if ( length <= 0 ) {
		return START_POSITION;
	}
	return clampPosition( Math.round( ( offset / length ) * 1000 ) / 10 );
}
