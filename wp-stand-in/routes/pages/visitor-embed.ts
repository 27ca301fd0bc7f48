import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { getSettings } from '../../../platform/content/settings';
import type { PostRow } from '../../../platform/store/posts';
import { renderPostArticle } from '../../../platform/render/post-article';
import { renderEmbedPage } from '../../render/embed-page';
import { sendNotFoundPage } from '../../../platform/render/not-found-page';
import { restLinkHeaders } from '../../../platform/render/rest-links';
import { POST_TYPES } from '../../../platform/content/post-types';

/** The embed template of a published post or page (what an oEmbed iframe loads). */
export function sendEmbed(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	post: PostRow | undefined
) {
	if (
		! post ||
		post.post_status !== 'publish' ||
		! [ 'post', 'page' ].includes( post.post_type )
	) {
		return sendNotFoundPage( ctx, request, reply );
	}
	const settings = getSettings( ctx.db );
	const { article } = renderPostArticle( ctx, request, post, 'excerpt' );
	return reply
		.type( 'text/html; charset=utf-8' )
		.header(
			'Content-Security-Policy',
			"frame-ancestors *; script-src 'none'"
		)
		.header(
			'Link',
			restLinkHeaders(
				request.origin,
				`/wp/v2/${ POST_TYPES[ post.post_type ].restBase }/${ post.ID }`
			)
		)
		.send(
			renderEmbedPage( {
				locale: settings.language,
				siteTitle: settings.title,
				siteUrl: request.origin,
				title: post.post_title.replace( /<[^>]*>/g, '' ),
				link: article.link,
				excerptHtml: article.bodyHtml,
			} )
		);
}
