import type { PostRow } from '../../../platform/store/posts';
import { postLink } from '../../../platform/content/permalinks';

/** get_comment_link(): the post's address with the comment's anchor (comments are not paged). */
export function commentLink(
	origin: string,
	post: PostRow,
	commentId: number
): string {
	return `${ postLink( origin, post ) }#comment-${ commentId }`;
}
