/**
 * Moving between the picker's tiles with the arrow keys: left and right step one tile (the other
 * way round in a right-to-left language), up and down one row of the grid as it is laid out.
 */

/** How many tiles the first row holds: those that share the first tile's top edge. */
export function columnsOf( tops: readonly number[] ): number {
	let columns = 1;
	while ( columns < tops.length && tops[ columns ] === tops[ 0 ] ) {
		columns++;
	}
	return columns;
}

/**
 * The tile an arrow key moves to from `index`, or null when the key is not an arrow or leads off
 * the grid (the first tile has nothing before it, the last row nothing below).
 */
export function neighbourIndex(
	key: string,
	index: number,
	count: number,
	columns: number,
	rtl = false
): number | null {
	const step: Record< string, number > = {
		ArrowLeft: rtl ? 1 : -1,
		ArrowRight: rtl ? -1 : 1,
		ArrowUp: -columns,
		ArrowDown: columns,
	};
	if ( ! Object.hasOwn( step, key ) ) {
		return null;
	}
	const next = index + step[ key ];
	return next >= 0 && next < count ? next : null;
}
