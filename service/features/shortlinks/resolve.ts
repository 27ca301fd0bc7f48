import { decodeShortCode } from '../../../shared/shortlink/code';
import { fieldsFor } from '../../../platform/content/registered-meta';
import { getPost, type PostRow } from '../../../platform/store/posts';
import type { Db } from '../../../platform/store/db';

/**
 * The published post a short code names, or undefined: unknown codes, drafts, private,
 * scheduled and trashed posts, and post types without short links all lead nowhere, so a
 * short link never reveals that an unpublished post exists.
 *
 * @param db   The site database.
 * @param code The code after `/s/`.
 */
export function resolveShortCode( db: Db, code: string ): PostRow | undefined {
	const id = decodeShortCode( code );
	const post = id === null ? undefined : getPost( db, id );
	if (
		! post ||
		post.post_status !== 'publish' ||
		! ( 'jetpack_shortlink' in fieldsFor( post.post_type ) )
	) {
		return undefined;
	}
	return post;
}
