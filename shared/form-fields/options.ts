/**
 * The option list of a checkbox group, radio or select, edited as plain strings. Each helper
 * returns a new array and leaves the one it was given alone.
 */

/** Inserts an empty option right after `index` (what Enter in an option does). */
export function insertOptionAfter(
	options: string[],
	index: number
): string[] {
	const at = Math.min( Math.max( index + 1, 0 ), options.length );
	return [ ...options.slice( 0, at ), '', ...options.slice( at ) ];
}

export function removeOption( options: string[], index: number ): string[] {
	return options.filter( ( _option, position ) => position !== index );
}

export function changeOption(
	options: string[],
	index: number,
	value: string
): string[] {
	return options.map( ( option, position ) =>
		position === index ? value : option
	);
}

/**
 * Which option takes the focus after the one at `index` was removed: the previous one, or the
 * new first one when the first was removed; null when none is left.
 */
export function focusAfterRemoval(
	index: number,
	remaining: number
): number | null {
	if ( remaining === 0 ) {
		return null;
	}
	return Math.min( Math.max( index - 1, 0 ), remaining - 1 );
}
