import type { PostRow } from '../../store/posts';
import { postLink } from '../permalinks';

/** get_comment_link(): the post's address with the comment's anchor (comments are not paged). */
export function commentLink(
	origin: string,
	post: PostRow,
	commentId: number
): string {
	return `${ postLink( origin, post ) }#comment-${ commentId }`;
}
