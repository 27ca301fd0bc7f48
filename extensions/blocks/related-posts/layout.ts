import { MAX_RELATED_POSTS } from '../../../shared/related-posts/types';
import type { PostLayout } from './types';

export const MIN_POSTS = 1;
export const DEFAULT_POSTS = 3;

/** A stored count outside 1 to 6 is brought inside; one that is not a number reads as 3. */
export function clampPostsToShow( value: unknown ): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return DEFAULT_POSTS;
	}
	return Math.min(
		MAX_RELATED_POSTS,
		Math.max( MIN_POSTS, Math.round( value ) )
	);
}

export function safeLayout( value: unknown ): PostLayout {
	return value === 'list' ? 'list' : 'grid';
}

/**
 * The posts in rows: two on the first row when there are 2, 4 or 5 of them (so 4 is 2 + 2 and
 * 5 is 2 + 3, never a lone post under a full row), three per row otherwise.
 *
 * @param posts The posts, in order.
 */
export function rowsOf< T >( posts: readonly T[] ): T[][] {
	if ( ! posts.length ) {
		return [];
	}
	const firstRow = [ 2, 4, 5 ].includes( posts.length ) ? 2 : 3;
	const rows = [ posts.slice( 0, firstRow ) ];
	for ( let start = firstRow; start < posts.length; start += 3 ) {
		rows.push( posts.slice( start, start + 3 ) );
	}
	return rows;
}
