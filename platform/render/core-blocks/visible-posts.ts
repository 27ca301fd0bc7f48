import type { Db } from '../../store/db';
import {
	queryPosts,
	type PostQuery,
	type Readability,
} from '../../store/post-query';
import type { PostRow } from '../../store/posts';

/** Who reads what a block lists: everyone, so only what a visitor may see. */
const ANYONE: Readability = {
	userId: 0,
	othersDrafts: false,
	othersPrivate: false,
};

export type ListQuery = Partial< Omit< PostQuery, 'statuses' | 'readable' > >;

/**
 * The posts a block lists (latest posts, a query loop, adjacent months): published ones only,
 * the same for every reader, as the site's archive pages list them. Drafts, pending, scheduled,
 * private and trashed posts never appear; password-protected ones do, without their content.
 */
export function publishedPosts(
	db: Db,
	query: ListQuery
): { rows: PostRow[]; total: number } {
	return queryPosts( db, {
		types: [ 'post' ],
		orderby: 'date',
		order: 'desc',
		limit: 10,
		offset: 0,
		...query,
		statuses: [ 'publish' ],
		readable: ANYONE,
	} );
}
