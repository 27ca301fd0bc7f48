/** The audience ratings a hosted video may carry, in the order the rating menu lists them. */
export const VIDEO_RATINGS = [ 'G', 'PG-13', 'R-17', 'X-18' ] as const;

export type VideoRating = ( typeof VIDEO_RATINGS )[ number ];

/** The rating `value` names exactly, or undefined for anything else (which is then ignored). */
export function parseVideoRating( value: unknown ): VideoRating | undefined {
	return VIDEO_RATINGS.find( ( rating ) => rating === value );
}
