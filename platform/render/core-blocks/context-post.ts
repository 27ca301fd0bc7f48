import { getPost, type PostRow } from '../../store/posts';
import { whole } from './attribute-values';
import type { CoreRenderContext } from './types';

/**
 * The post a block speaks of (its `postId` context): the loop's post inside a query loop,
 * otherwise the post being rendered. The caller's page already checked the reader may see it.
 */
export function contextPost( context: CoreRenderContext ): PostRow | undefined {
	const id = whole( context.blockContext.postId, 0 ) || context.postId || 0;
	return id ? getPost( context.db, id ) : undefined;
}
