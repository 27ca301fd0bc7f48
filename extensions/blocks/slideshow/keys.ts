/** Which way a key turns the slides. */
export type SlideMove = 'next' | 'previous';

/**
 * The arrow keys turn the slides of the slideshow that has the focus: right shows the next one
 * (left on a right-to-left page, where the slides run the other way). Every other key, Page Up
 * and Page Down too, stays the page's: a slideshow in view never takes the page's scrolling keys.
 *
 * @param key The key pressed (KeyboardEvent.key).
 * @param rtl Whether the slideshow runs right to left.
 */
export function slideMoveForKey( key: string, rtl: boolean ): SlideMove | null {
	switch ( key ) {
		case 'ArrowRight':
			return rtl ? 'previous' : 'next';
		case 'ArrowLeft':
			return rtl ? 'next' : 'previous';
		default:
			return null;
	}
}
