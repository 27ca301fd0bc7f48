/** How long a post's related posts hold while nothing changes: recency moves slowly, so an hour. */
export const RELATED_CACHE_MS = 60 * 60 * 1000;

/** The hour a related-posts ranking belongs to. */
export function rankingHour( now = Date.now() ): number {
	return Math.floor( now / RELATED_CACHE_MS );
}
