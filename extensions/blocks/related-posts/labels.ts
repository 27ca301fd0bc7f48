import { __ } from '@wordpress/i18n';
import type { RelatedPost } from '../../../shared/related-posts/types';

export const relatedPostsLabel = () => __( 'Related posts', 'tessera' );

/**
 * Why the editor's preview shows placeholder posts, if it does: a template has no post to relate
 * to; a post whose related posts came back empty has nothing similar yet. None while asking.
 *
 * @param isTemplate The block is edited in a template (the site editor).
 * @param posts      The related posts, undefined while they are asked for.
 */
export function previewNotice(
	isTemplate: boolean,
	posts: readonly RelatedPost[] | undefined
): string | undefined {
	if ( isTemplate ) {
		return __( 'Preview unavailable in site editor.', 'tessera' );
	}
	if ( posts && ! posts.length ) {
		return __(
			"Preview unavailable: you haven't published enough posts with similar content.",
			'tessera'
		);
	}
	return undefined;
}
