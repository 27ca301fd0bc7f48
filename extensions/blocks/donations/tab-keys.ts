/**
 * The keys of a row of tabs, as in any tab list: the arrows move to the neighbouring tab (round
 * the ends, and mirrored on a right-to-left page, where the row is), Home and End to the first
 * and the last. The visitor page and the editor both use it.
 *
 * @param key   The key pressed (KeyboardEvent.key).
 * @param index The tab that has the focus.
 * @param count How many tabs the row has.
 * @param rtl   Whether the row runs right to left.
 * @return The tab to select and focus, or null when the key is not one of these.
 */
export function tabAfterKey(
	key: string,
	index: number,
	count: number,
	rtl = false
): number | null {
	const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
	const back = rtl ? 'ArrowRight' : 'ArrowLeft';
	switch ( key ) {
		case forward:
			return ( index + 1 ) % count;
		case back:
			return ( index - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}
