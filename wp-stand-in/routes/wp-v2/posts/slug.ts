import type { AppContext } from '../../../../platform/context';
import { sanitizeTitle, uniqueSlug } from '../../../../platform/content/slugs';
import { slugTaken, type PostRow } from '../../../../platform/store/posts';

/** wp_unique_post_slug() for a post of its type (and parent, for pages). */
export function uniquePostSlug(
	ctx: AppContext,
	slug: string,
	post: Pick< PostRow, 'ID' | 'post_type' | 'post_parent' >
): string {
	return uniqueSlug( slug, ( candidate ) =>
		slugTaken(
			ctx.db,
			candidate,
			post.post_type,
			post.ID,
			post.post_parent
		)
	);
}

/** The slug a post would get on publishing: its own, else from its title, else its ID. */
export function generatedSlug( ctx: AppContext, post: PostRow ): string {
	if ( post.post_name ) {
		return post.post_name;
	}
	return uniquePostSlug(
		ctx,
		sanitizeTitle( post.post_title ) || String( post.ID ),
		post
	);
}
