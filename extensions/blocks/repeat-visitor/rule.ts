/**
 * When the repeat-visitor block shows its content. `visits` counts the visits before this one, so
 * "after 3 visits" first shows on the fourth, and "before 3 visits" shows on the first three.
 */
export type Criteria = 'after-visits' | 'before-visits';

export const DEFAULT_THRESHOLD = 3;

/** A stored criteria other than the two known ones reads as the default. */
export function safeCriteria( criteria: unknown ): Criteria {
	return criteria === 'before-visits' ? 'before-visits' : 'after-visits';
}

/** A stored threshold that is not a whole number of at least 1 reads as the default. */
export function safeThreshold( threshold: unknown ): number {
	return typeof threshold === 'number' &&
		Number.isSafeInteger( threshold ) &&
		threshold >= 1
		? threshold
		: DEFAULT_THRESHOLD;
}

export function isContentShown(
	criteria: unknown,
	threshold: unknown,
	visits: number
): boolean {
	const limit = safeThreshold( threshold );
	return safeCriteria( criteria ) === 'after-visits'
		? visits >= limit
		: visits < limit;
}

const WHOLE_DIGITS = /^\d+$/;

/**
 * The threshold an author typed: digits only (no sign, point, space or exponent), at least 1;
 * undefined when the text is not one.
 *
 * @param text What was typed.
 */
export function parseThreshold( text: string ): number | undefined {
	if ( ! WHOLE_DIGITS.test( text ) ) {
		return undefined;
	}
	const value = Number( text );
	return Number.isSafeInteger( value ) && value >= 1 ? value : undefined;
}
