/**
 * The rules of a star rating, shared by the editor, the saved fallback and the server render.
 */
import metadata from './block.json';
import type { RatingAlignment } from './types';

export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;

const DEFAULT_RATING = metadata.attributes.rating.default;
const DEFAULT_MAX_RATING = metadata.attributes.maxRating.default;
const ALIGNMENTS: readonly RatingAlignment[] = [ 'left', 'center', 'right' ];

export type StarFill = 'full' | 'half' | 'empty';

function toNumber( value: unknown ): number | undefined {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof number === 'number' && Number.isFinite( number )
		? number
		: undefined;
}

/** The highest rating, a whole number from 2 to 10. */
export function clampMaxRating( value: unknown ): number {
	const number = toNumber( value );
	if ( number === undefined ) {
		return DEFAULT_MAX_RATING;
	}
	return Math.min(
		MAX_MAX_RATING,
		Math.max( MIN_MAX_RATING, Math.round( number ) )
	);
}

/** A rating in half steps from 0 to the highest rating. */
export function clampRating( value: unknown, maxRating: number ): number {
	const number = toNumber( value ) ?? DEFAULT_RATING;
	return Math.min( maxRating, Math.max( 0, Math.round( number * 2 ) / 2 ) );
}

/**
 * The rating after a click on the star at `position` (1-based).
 *
 * Clicking the same star toggles a half step, and a half at 1 can go to 0:
 * - clicking the star that holds a whole rating takes half a star off: 3, click star 3 → 2.5;
 * - clicking it again sets that star's value again: 2.5, click star 3 → 3;
 * - on the first star the half goes on to 0 instead, so a rating of zero can be set:
 *   1, click star 1 → 0.5, click star 1 → 0, click star 1 → 1;
 * - any other star sets its value: 2.5, click star 5 → 5.
 */
export function nextRating( current: number, position: number ): number {
	if ( position === current ) {
		return position - 0.5;
	}
	if ( position === 1 && current === 0.5 ) {
		return 0;
	}
	return position;
}

/** How much of the star at `position` (1-based) a rating fills. */
export function starFill( position: number, rating: number ): StarFill {
	if ( rating >= position ) {
		return 'full';
	}
	return rating >= position - 0.5 ? 'half' : 'empty';
}

/** Positions 1..maxRating. */
export function starPositions( maxRating: number ): number[] {
	return Array.from( { length: maxRating }, ( _, index ) => index + 1 );
}

export function safeAlignment( value: unknown ): RatingAlignment {
	return ALIGNMENTS.find( ( alignment ) => alignment === value ) ?? 'left';
}

/** Whether the block uses the "outlined" block style. */
export function isOutlined( className: unknown ): boolean {
	return (
		typeof className === 'string' &&
		className.split( /\s+/ ).includes( 'is-style-outlined' )
	);
}
