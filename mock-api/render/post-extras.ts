import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { readExtras } from '../content/post-extras';
import { postLink } from '../content/permalinks';
import { getSettings } from '../content/settings';
import { generatedExcerpt } from '../content/excerpt';
import type { PostRow } from '../store/posts';
import { likesEnabled } from '../services/likes/likeable';
import { likeCount, userLikes } from '../services/likes/store';
import { likeFormAction, likeFormNonce } from '../services/likes/pages';
import { postHeadTags } from './post-extras-head';
import { likesHtml } from './post-extras-likes';
import { sharingHtml } from './post-extras-sharing';
import { htmlToText } from './post-extras-text';

export interface PostExtrasHtml {
	/** Tags for the page's <head>. */
	headHtml: string;
	/** The Like button and share links under the content ('' when neither is on). */
	afterContentHtml: string;
}

/**
 * The description search engines and link cards get: the SEO description the author wrote (plain
 * text, kept as written), else the excerpt, else the excerpt WordPress generates from the
 * content (both HTML, reduced to their text); never the content of a password-protected post.
 *
 * @param post         The post.
 * @param seo          Its `advanced_seo_description`.
 * @param renderedHtml Its rendered content.
 */
export function postDescription(
	post: PostRow,
	seo: string,
	renderedHtml: string
): string {
	const written = seo.replace( /\s+/g, ' ' ).trim();
	if ( written || post.post_password ) {
		return written;
	}
	return (
		htmlToText( post.post_excerpt ) ||
		htmlToText( generatedExcerpt( renderedHtml ) )
	);
}

/**
 * What a single post adds to the theme page: its meta tags, and (once published) the Like
 * button when `jetpack_likes_enabled` is on and the share links when `jetpack_sharing_enabled`
 * is on.
 *
 * @param ctx          The app.
 * @param request      The visitor's request (user and session for the Like button).
 * @param post         The post as shown.
 * @param renderedHtml Its rendered content.
 */
export function postExtras(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	renderedHtml: string
): PostExtrasHtml {
	const { meta } = readExtras( ctx.db, post.ID, post.post_type );
	const url = postLink( request.origin, post );
	const title = htmlToText( post.post_title );
	const headHtml = postHeadTags( {
		title,
		description: postDescription(
			post,
			typeof meta.advanced_seo_description === 'string'
				? meta.advanced_seo_description
				: '',
			renderedHtml
		),
		url,
		siteName: getSettings( ctx.db ).title,
		type: 'article',
	} );

	const parts: string[] = [];
	if ( likesEnabled( ctx.db, post ) ) {
		parts.push(
			likesHtml( {
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
			} )
		);
	}
	if (
		post.post_status === 'publish' &&
		meta.jetpack_sharing_enabled === true
	) {
		parts.push( sharingHtml( url, title ) );
	}
	return {
		headHtml,
		afterContentHtml: parts.length
			? `<footer class="entry-footer tessera-post-extras">\n${ parts.join( '\n' ) }\n</footer>`
			: '',
	};
}
