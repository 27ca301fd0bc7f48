import type { AppContext } from '../../../platform/context';
import { getPost, type PostRow } from '../../../platform/store/posts';

/** The post a page's query or form names by ID: a whole number above 0 of a post that exists. */
export function postNamedBy(
	ctx: AppContext,
	value: unknown
): PostRow | undefined {
	const id = Number( value );
	return Number.isInteger( id ) && id > 0 ? getPost( ctx.db, id ) : undefined;
}
