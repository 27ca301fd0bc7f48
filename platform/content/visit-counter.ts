/**
 * The repeat-visitor count: how many times one browser has opened one post, kept in a cookie per
 * post that only the server reads and writes. Counting on the server (rather than in a view
 * script, after the page is shown) lets the page be drawn right the first time, with no script.
 */

/** Beyond this the exact count no longer matters to any threshold an author would set. */
export const MAX_COUNTED_VISITS = 1_000_000;

/** A year: the count outlives a browser session, as a returning reader's should. */
export const VISIT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const DIGITS = /^\d{1,7}$/;

export function visitCookieName( postId: number ): string {
	return `tessera_visits_${ postId }`;
}

/**
 * The visits counted before this one; a missing, altered or absurd cookie counts as none.
 *
 * @param cookies The request's cookies.
 * @param postId  The post being opened.
 */
export function previousVisits(
	cookies: Readonly< Record< string, string | undefined > > | undefined,
	postId: number
): number {
	const value = cookies?.[ visitCookieName( postId ) ] ?? '';
	if ( ! DIGITS.test( value ) ) {
		return 0;
	}
	return Math.min( Number( value ), MAX_COUNTED_VISITS );
}

/** The cookie value after this visit. */
export function countedVisits( previous: number ): string {
	return String( Math.min( previous + 1, MAX_COUNTED_VISITS ) );
}
