/**
 * Truncation strategies for the previews, after the rules search engines and social networks
 * apply to titles and descriptions. A strategy returns the shortened text, or `false` when it does
 * not apply; `firstValid` tries them in order.
 */
export type Strategy = ( text: string ) => string | false;

export const ELLIPSIS = '…';

/** The text unchanged, when it is at most `limit` characters long. */
export const shortEnough =
	( limit: number ): Strategy =>
	( text ) =>
		text.length <= limit ? text : false;

/**
 * The text cut at its last space within the first `upper` characters, when that space comes
 * after position `lower` (so the cut keeps more than `lower` characters).
 *
 * @param lower Exclusive lower bound for the position of the space.
 * @param upper How many characters are looked at.
 */
export const truncatedAtSpace =
	( lower: number, upper: number ): Strategy =>
	( text ) => {
		const head = text.slice( 0, upper );
		const lastSpace = head.lastIndexOf( ' ' );
		return lastSpace > lower && lastSpace < upper
			? head.slice( 0, lastSpace ) + ELLIPSIS
			: false;
	};

/** The first `limit` characters and an ellipsis. */
export const hardTruncation =
	( limit: number ): Strategy =>
	( text ) =>
		text.slice( 0, limit ) + ELLIPSIS;

/**
 * Applies the first strategy that gives a result. The last strategy should always give one;
 * if none does, the text comes back unchanged.
 *
 * @param strategies Tried in order.
 */
export const firstValid =
	( ...strategies: Strategy[] ) =>
	( text: string ): string => {
		for ( const strategy of strategies ) {
			const result = strategy( text );
			if ( result !== false ) {
				return result;
			}
		}
		return text;
	};
