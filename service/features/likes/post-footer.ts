import { getSetting } from '../../../platform/content/settings';
import type { PostFooterPart } from '../../../platform/render/post-extras';
import { likesHtml } from './button-html';
import { likesEnabled } from './likeable';
import { likeFormAction, likeFormNonce } from './pages';
import { likeCount, userLikes } from '../../store/likes';

/**
 * The Like button under a published post whose likes are on: the count, and the form that likes
 * or unlikes for a signed-in visitor (a sign-in link for anyone else).
 */
export const likeButtonFooter: PostFooterPart = ( {
	ctx,
	request,
	post,
	url,
} ) =>
	likesEnabled( ctx.db, post )
		? likesHtml( {
				postId: post.ID,
				count: likeCount( ctx.db, post.ID ),
				iLike: request.user
					? userLikes( ctx.db, post.ID, request.user.id )
					: null,
				formAction: likeFormAction( post.ID ),
				nonce: request.user
					? likeFormNonce( ctx, request, post.ID )
					: '',
				signInUrl: `/wp-login.php?redirect_to=${ encodeURIComponent( url ) }`,
				locale: getSetting( ctx.db, 'language' ),
			} )
		: '';
