import { timingSafeEqual } from 'node:crypto';
import type { PostRow } from '../../platform/store/posts';

/**
 * The `password` a request gives for a post, or null when it gives none. As in PHP's empty(),
 * an empty string and "0" count as none.
 */
export function givenPostPassword( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' && value !== '0'
		? value
		: null;
}

/**
 * Whether `given` is the post's password, compared in constant time (hash_equals()). A post
 * without a password matches no password given.
 */
export function postPasswordMatches( post: PostRow, given: string ): boolean {
	const expected = Buffer.from( post.post_password );
	const actual = Buffer.from( given );
	return (
		expected.length === actual.length && timingSafeEqual( expected, actual )
	);
}
