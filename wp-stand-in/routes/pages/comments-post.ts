import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { nonceValid } from '../../../platform/auth/page-auth';
import { commentLink } from '../../content/comments/link';
import { moderationHash } from '../../content/comments/moderation-link';
import { handleCommentSubmission } from '../../content/comments/submission';
import { validateRedirect } from '../../../platform/content/safe-redirect';
import { getComment, type CommentRow } from '../../../platform/store/comments';
import { getPost } from '../../../platform/store/posts';
import { submissionFailurePage } from '../../render/comments/submission-failure-page';

/** nocache_headers(). */
const NO_CACHE = {
	'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
	Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
};

/** add_query_arg() on an address that may end in a fragment. */
function withQuery( url: string, args: Record< string, string > ): string {
	const hash = url.indexOf( '#' );
	const [ base, fragment ] =
		hash === -1 ? [ url, '' ] : [ url.slice( 0, hash ), url.slice( hash ) ];
	const query = new URLSearchParams( args ).toString();
	return `${ base }${ base.includes( '?' ) ? '&' : '?' }${ query }${ fragment }`;
}

/**
 * Where the browser goes after posting: `redirect_to` (this site only) or the comment on its post,
 * with the link that shows a held comment to its author for a while.
 */
function afterPosting(
	ctx: AppContext,
	origin: string,
	comment: CommentRow,
	redirectTo: unknown
): string {
	const post = getPost( ctx.db, comment.comment_post_ID )!;
	const link = commentLink( origin, post, comment.comment_ID );
	const location = redirectTo
		? `${ validateRedirect( redirectTo, origin, link.split( '#' )[ 0 ] ) }#comment-${ comment.comment_ID }`
		: link;
	if ( comment.comment_approved !== '0' || ! comment.comment_author_email ) {
		return location;
	}
	return withQuery( location, {
		unapproved: String( comment.comment_ID ),
		'moderation-hash': moderationHash( ctx.db, comment ),
	} );
}

/**
 * `/wp-comments-post.php`, where the comment form posts (form-encoded): the comment is checked
 * and stored as wp_handle_comment_submission() does, then the browser goes back to it (302). A
 * refusal is WordPress's "Comment Submission Failure" page with its message and status; a
 * comment on a post that cannot take one gets an empty page. Only POST is allowed (405).
 */
export function registerCommentsPost(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.route( {
		method: [ 'GET', 'PUT', 'PATCH', 'DELETE' ],
		url: '/wp-comments-post.php',
		handler: ( _request, reply ) =>
			reply
				.code( 405 )
				.header( 'Allow', 'POST' )
				.type( 'text/plain' )
				.send( '' ),
	} );
	app.post( '/wp-comments-post.php', async ( request, reply ) => {
		reply.headers( NO_CACHE );
		const form = ( request.body ?? {} ) as Record< string, unknown >;
		const result = handleCommentSubmission( ctx.db, form, {
			user: request.user,
			ip: request.ip,
			agent: String( request.headers[ 'user-agent' ] ?? '' ),
			siteOrigin: request.origin,
			unfilteredNonce: nonceValid(
				ctx,
				request,
				`unfiltered-html-comment_${ Number( form.comment_post_ID ) }`,
				form._wp_unfiltered_html_comment
			),
		} );
		if ( typeof result !== 'number' ) {
			return result.status
				? reply
						.code( result.status )
						.type( 'text/html; charset=utf-8' )
						.send( submissionFailurePage( result.message ) )
				: reply
						.code( 200 )
						.type( 'text/html; charset=utf-8' )
						.send( '' );
		}
		return reply.redirect(
			afterPosting(
				ctx,
				request.origin,
				getComment( ctx.db, result )!,
				form.redirect_to
			),
			302
		);
	} );
}
