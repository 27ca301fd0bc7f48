import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { readExtras } from '../content/post-extras';
import { postLink } from '../content/permalinks';
import { getSettings } from '../content/settings';
import { generatedExcerpt } from '../content/excerpt';
import type { PostRow } from '../store/posts';
import { postHeadTags } from './post-extras-head';
import { htmlToText } from './post-extras-text';
import { inLocale } from './locale-strings';

/** What a part under a single post's content is drawn from. */
interface PostFooterInput {
	ctx: AppContext;
	/** The visitor's request (user and session). */
	request: FastifyRequest;
	/** The post as shown. */
	post: PostRow;
	/** Its permalink. */
	url: string;
	/** Its title as plain text. */
	title: string;
	/** Its registered meta. */
	meta: Record< string, unknown >;
}

/**
 * Something a site feature shows under a single post (the Like button, the share links): its
 * HTML, or '' when it shows nothing for this post.
 */
export type PostFooterPart = ( input: PostFooterInput ) => string;

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
 * What a single post adds to the theme page: its meta tags, and the parts under its content in
 * the order given (each part decides whether it shows, for example only once published).
 *
 * @param ctx          The app.
 * @param request      The visitor's request.
 * @param post         The post as shown.
 * @param renderedHtml Its rendered content.
 * @param footerParts  What may show under the content, in order.
 */
export function postExtras(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	renderedHtml: string,
	footerParts: PostFooterPart[]
): PostExtrasHtml {
	const { meta } = readExtras( ctx.db, post.ID, post.post_type );
	const url = postLink( request.origin, post );
	const title = htmlToText( post.post_title );
	const settings = getSettings( ctx.db );
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
		siteName: settings.title,
		type: 'article',
	} );
	// Visitors read what is under the post in the site's language, as the content above it.
	const parts = inLocale( settings.language, () =>
		footerParts
			.map( ( part ) => part( { ctx, request, post, url, title, meta } ) )
			.filter( Boolean )
	);
	return {
		headHtml,
		afterContentHtml: parts.length
			? `<footer class="entry-footer tessera-post-extras">\n${ parts.join( '\n' ) }\n</footer>`
			: '',
	};
}
