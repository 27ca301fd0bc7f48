import { __, _n, sprintf } from '@wordpress/i18n';

import { formatNumberIn } from '../../../shared/locale/number';
import {
	htmlAttributes,
	htmlSpecialChars,
} from '../../../shared/server-render/html';

export interface LikesView {
	postId: number;
	count: number;
	/** Null for a visitor who is not signed in. */
	iLike: boolean | null;
	/** The no-script form: where it posts and its nonce (signed-in visitors only). */
	formAction: string;
	nonce: string;
	/** Where signing in starts, coming back to the post. */
	signInUrl: string;
	/** The site's WordPress locale, whose grouping the count takes (`fr_FR`: 1 234). */
	locale: string;
}

/**
 * '3 likes', or an invitation when nobody likes the post yet.
 *
 * @param count  How many people like the post.
 * @param locale The WordPress locale whose grouping the number takes (`fr_FR`: 1 234).
 */
export function likeCountText( count: number, locale?: string ): string {
	if ( count === 0 ) {
		return __( 'Be the first to like this.', 'tessera' );
	}
	return sprintf(
		/* translators: %s: how many people like the post, written as the locale writes numbers. */
		_n( '%s like', '%s likes', count, 'tessera' ),
		formatNumberIn( count, locale )
	);
}

function button( view: LikesView ): string {
	if ( view.iLike === null ) {
		return `<a class="tessera-likes__sign-in" href="${ htmlSpecialChars( view.signInUrl ) }">${ htmlSpecialChars(
			__( 'Sign in to like this post.', 'tessera' )
		) }</a>`;
	}
	return `<form class="tessera-likes__form" method="post"${ htmlAttributes( {
		action: view.formAction,
	} ) }>
<input type="hidden" name="_wpnonce"${ htmlAttributes( { value: view.nonce } ) }>
<input type="hidden" name="like" value="${ view.iLike ? '0' : '1' }">
<button type="submit" class="tessera-likes__button" aria-pressed="${ view.iLike }">${ htmlSpecialChars(
		view.iLike ? __( 'Liked', 'tessera' ) : __( 'Like', 'tessera' )
	) }</button>
</form>`;
}

/**
 * The Like button and count under a post. It is a plain form (like or unlike, then back to the
 * post), so it works without any script; the count is a live region for the view script.
 *
 * @param view What the visitor sees.
 */
export function likesHtml( view: LikesView ): string {
	return `<div class="tessera-likes" id="tessera-likes"${ htmlAttributes( {
		'data-post-id': view.postId,
		'data-count': view.count,
	} ) }>
<h2 class="tessera-post-extras__heading">${ htmlSpecialChars(
		__( 'Like this:', 'tessera' )
	) }</h2>
<div class="tessera-likes__row">${ button( view ) }
<span class="tessera-likes__count" aria-live="polite">${ htmlSpecialChars( likeCountText( view.count, view.locale ) ) }</span></div>
</div>`;
}
