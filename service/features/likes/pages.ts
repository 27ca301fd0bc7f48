import type { FastifyInstance, FastifyRequest } from 'fastify';
import { __ } from '@wordpress/i18n';

import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import { mysqlGmt } from '../../../platform/content/dates';
import { getSetting } from '../../../platform/content/settings';
import { inLocale } from '../../../platform/render/locale-strings';
import { postLink } from '../../../platform/content/permalinks';
import { nonceFor, nonceValid } from '../../../platform/auth/page-auth';
import { adminDie, translatedDie } from '../../../platform/render/admin-reply';
import { likeablePost } from './likeable';
import { addLike, removeLike } from '../../store/likes';

/** Where every Like button's form posts, followed by the post's ID. */
export const LIKES_ACTION_BASE = '/tessera-likes/';

/** Where the Like button's form posts (the page keeps working without its script). */
export function likeFormAction( postId: number ): string {
	return `${ LIKES_ACTION_BASE }${ postId }`;
}

/** The form's nonce: one action per post, as wp_nonce_field( 'like-post_' . $id ) would. */
export function likeFormNonce(
	ctx: AppContext,
	request: FastifyRequest,
	postId: number
): string {
	return nonceFor( ctx, request, `tessera-like_${ postId }` );
}

/**
 * `POST /tessera-likes/<id>` with `like=1` or `like=0` and `_wpnonce`: likes or unlikes the post
 * for the signed-in user, then sends the browser back to the post's Like button (303). A visitor
 * who is not signed in goes to the sign-in page, which brings them back to the post.
 */
export function registerLikePages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	// A reader of the site's pages gets its refusals in the site's language.
	app.post( '/tessera-likes/:id', ( request, reply ) =>
		inLocale( getSetting( ctx.db, 'language' ), () => {
			const id = Number( ( request.params as { id: string } ).id );
			const found = Number.isSafeInteger( id )
				? likeablePost( ctx.db, id )
				: ( { ok: false, reason: 'missing' } as const );
			if ( ! found.ok ) {
				return found.reason === 'missing'
					? adminDie( reply, 404, 'Invalid post ID.' )
					: translatedDie(
							reply,
							403,
							__(
								'Likes are turned off for this post.',
								'tessera'
							)
						);
			}
			const post = found.post;
			const back = postLink( request.origin, post );
			if ( ! request.user ) {
				return reply.redirect(
					`/wp-login.php?redirect_to=${ encodeURIComponent( back ) }`,
					302
				);
			}
			const body = ( request.body ?? {} ) as Record< string, unknown >;
			if (
				! nonceValid(
					ctx,
					request,
					`tessera-like_${ id }`,
					body._wpnonce
				)
			) {
				return adminDie(
					reply,
					403,
					'The link you followed has expired.'
				);
			}
			if ( ! userCan( request.user, 'read' ) ) {
				return translatedDie(
					reply,
					403,
					__( 'Sorry, you are not allowed to like posts.', 'tessera' )
				);
			}
			if ( body.like === '1' ) {
				addLike( ctx.db, id, request.user.id, mysqlGmt() );
			} else if ( body.like === '0' ) {
				removeLike( ctx.db, id, request.user.id );
			} else {
				return translatedDie(
					reply,
					400,
					__( 'Choose whether to like the post.', 'tessera' )
				);
			}
			return reply.redirect( `${ back }#tessera-likes`, 303 );
		} )
	);
}
