import { __, sprintf } from '@wordpress/i18n';

/** "Rating: 3.5 out of 5": the text alternative of the stars. */
export function ratingLabel(
	rating: number | string,
	maxRating: number | string
): string {
	return sprintf(
		/* translators: 1: the rating, for example 3.5; 2: the highest rating, for example 5. */
		__( 'Rating: %1$s out of %2$s', 'tessera' ),
		String( rating ),
		String( maxRating )
	);
}

/** "Rate 3 out of 5": the label of the button for one star in the editor. */
export function rateButtonLabel( position: number, maxRating: number ): string {
	return sprintf(
		/* translators: 1: a star's position, for example 3; 2: the highest rating, for example 5. */
		__( 'Rate %1$d out of %2$d', 'tessera' ),
		position,
		maxRating
	);
}
