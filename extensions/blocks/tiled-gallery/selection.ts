/**
 * Which tile is selected, and moving or removing it. Nothing is selected until a tile is
 * clicked; the selection clears when the block loses focus, when a tile is removed and when the
 * filter changes. Moving swaps a tile with its neighbour and keeps it selected; the first tile
 * cannot move backward and the last cannot move forward.
 */

export function canMoveBackward( index: number ): boolean {
	return index > 0;
}

export function canMoveForward( index: number, count: number ): boolean {
	return index >= 0 && index < count - 1;
}

/** The list with the item at `index` swapped with its neighbour, and where it went; null when it cannot move. */
export function moveItem< T >(
	items: T[],
	index: number,
	direction: 'backward' | 'forward'
): { items: T[]; selected: number } | null {
	const allowed =
		direction === 'backward'
			? canMoveBackward( index ) && index < items.length
			: canMoveForward( index, items.length );
	if ( ! allowed ) {
		return null;
	}
	const target = direction === 'backward' ? index - 1 : index + 1;
	const next = [ ...items ];
	[ next[ index ], next[ target ] ] = [ next[ target ], next[ index ] ];
	return { items: next, selected: target };
}

/** The list without the item at `index`; the selection is cleared. */
export function removeItem< T >(
	items: T[],
	index: number
): { items: T[]; selected: null } {
	return {
		items: items.filter( ( _, position ) => position !== index ),
		selected: null,
	};
}
