/**
 * Server render: the posts the site finds most related to this one (shared categories and tags,
 * shared words, recency), in rows. Nothing at all when none is related.
 */
import type { RenderCallback } from '../../../shared/server-render/types';
import { rankingHour } from '../../../shared/related-posts/ranking-hour';
import { clampPostsToShow } from './layout';
import { relatedPostsLabel } from './labels';
import { relatedPostsHtml } from './markup';
import type { RelatedPostsAttributes } from './types';

/** The site ranks a post's related posts again each hour, or when anything is written. */
export const renderKey = () => String( rankingHour() );

export const render: RenderCallback< RelatedPostsAttributes > = (
	attributes,
	_content,
	context
) =>
	relatedPostsHtml(
		context.relatedPosts?.( clampPostsToShow( attributes.postsToShow ) ) ??
			[],
		attributes,
		relatedPostsLabel(),
		`related-posts-${ context.postId ?? 0 }`
	);
