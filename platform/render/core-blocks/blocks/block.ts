import { getPost } from '../../../store/posts';
import { whole } from '../attribute-values';
import type { CoreBlockRender } from '../types';

/**
 * Pattern (a synced pattern placed in a post): the pattern's own blocks, rendered in place, if
 * the pattern is published and not password-protected. A pattern placed inside itself, however
 * deep, renders nothing there.
 */
export const renderSyncedPattern: CoreBlockRender = ( block, context ) => {
	const ref = whole( block.attributes.ref, 0 );
	const pattern = ref ? getPost( context.db, ref ) : undefined;
	const rendering = context.renderingPosts ?? [];
	if (
		! pattern ||
		pattern.post_type !== 'wp_block' ||
		pattern.post_status !== 'publish' ||
		pattern.post_password !== '' ||
		rendering.includes( ref )
	) {
		return '';
	}
	return block.renderContent( pattern.post_content, {
		postId: context.postId,
		renderingPosts: [ ...rendering, ref ],
	} );
};
