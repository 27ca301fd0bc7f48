/** The map box's height rules. */
export const MIN_HEIGHT = 400;
export const RESIZE_GRID = 10;
export const RESIZE_DEBOUNCE_MS = 250;

/**
 * The height of a map without a chosen one: the smaller of three quarters of its width and 80 %
 * of the window's height, whole pixels.
 */
export function defaultHeight( width: number, windowHeight: number ): number {
	return Math.round( Math.min( width * 0.75, windowHeight * 0.8 ) );
}

/**
 * The height kept from the height field: undefined (back to the default) when it is empty, at
 * least the minimum, whole pixels. Anything not a number is ignored (null).
 */
export function heightFromInput( value: string ): number | undefined | null {
	const trimmed = value.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	if ( ! /^\d+(\.\d+)?$/.test( trimmed ) ) {
		return null;
	}
	return Math.max( MIN_HEIGHT, Math.round( Number( trimmed ) ) );
}

/** A height dragged on the resize handle: on the grid, at least the minimum. */
export function heightFromResize( height: number ): number {
	const snapped = Math.round( height / RESIZE_GRID ) * RESIZE_GRID;
	return Math.max( MIN_HEIGHT, snapped );
}

/** A saved height, or undefined when it is missing or not a sensible number. */
export function savedHeight( value: unknown ): number | undefined {
	return typeof value === 'number' &&
		Number.isInteger( value ) &&
		value >= MIN_HEIGHT &&
		value <= 10000
		? value
		: undefined;
}
