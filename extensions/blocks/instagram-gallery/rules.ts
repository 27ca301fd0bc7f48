/**
 * The gallery's display rules, shared by the editor and the server render: the limits of each
 * setting, the grid's classes and style, and the notice when the account has fewer posts than
 * the block asks for.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { PHOTO_FEED_MAX_COUNT } from '../../../shared/photo-feed/types';
import type { InstagramGalleryAttributes } from './types';

export const GRID_CLASS = 'wp-block-tessera-instagram-gallery__grid';

export const LIMITS = {
	count: { min: 1, max: PHOTO_FEED_MAX_COUNT, fallback: 9 },
	columns: { min: 1, max: 6, fallback: 3 },
	spacing: { min: 0, max: 50, fallback: 10 },
} as const;

type Limited = keyof typeof LIMITS;

/** A setting as a whole number within its limits; anything that is not a number gets the default. */
export function clampSetting( name: Limited, value: unknown ): number {
	const { min, max, fallback } = LIMITS[ name ];
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return fallback;
	}
	return Math.min( max, Math.max( min, Math.round( value ) ) );
}

/** The settings a block holds out of their limits, corrected (empty when all are right). */
export function corrections(
	attributes: Pick< InstagramGalleryAttributes, Limited >
): Partial< Record< Limited, number > > {
	const fixed: Partial< Record< Limited, number > > = {};
	for ( const name of Object.keys( LIMITS ) as Limited[] ) {
		const value = clampSetting( name, attributes[ name ] );
		if ( value !== attributes[ name ] ) {
			fixed[ name ] = value;
		}
	}
	return fixed;
}

/** The grid's classes: its column count and whether it stacks on small screens. */
export function gridClassNames(
	attributes: Pick<
		InstagramGalleryAttributes,
		'columns' | 'isStackedOnMobile'
	>
): string {
	return [
		GRID_CLASS,
		`${ GRID_CLASS }-columns-${ clampSetting( 'columns', attributes.columns ) }`,
		attributes.isStackedOnMobile !== false && 'is-stacked-on-mobile',
	]
		.filter( Boolean )
		.join( ' ' );
}

/** The gap between pictures, and the same spacing as padding once the grid is stacked. */
export function gridStyle( spacing: unknown ): string {
	const px = clampSetting( 'spacing', spacing );
	return `grid-gap:${ px }px;--tessera-instagram-gallery-spacing:${ px }px`;
}

/**
 * The notice shown when the account has fewer posts than the block asks for; null otherwise.
 *
 * @param total How many posts the account has (at most the 30 asked for).
 * @param count How many the block shows.
 */
export function fewPostsNotice( total: number, count: number ): string | null {
	if ( total >= clampSetting( 'count', count ) ) {
		return null;
	}
	if ( total === 0 ) {
		return __(
			'There are currently no posts in your Instagram account.',
			'tessera'
		);
	}
	return sprintf(
		/* translators: %s: how many posts the account has. */
		_n(
			'There is currently only %s post in your Instagram account.',
			'There are currently only %s posts in your Instagram account.',
			total,
			'tessera'
		),
		String( total )
	);
}

/** How many cells the editor draws: every asked-for cell while selected, only real pictures otherwise. */
export function shownCells(
	count: number,
	total: number,
	isSelected: boolean
): number {
	const asked = clampSetting( 'count', count );
	return isSelected ? asked : Math.min( asked, total );
}
