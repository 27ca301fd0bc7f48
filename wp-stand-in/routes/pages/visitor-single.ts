import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { userCanPost } from '../../../platform/auth/post-capabilities';
import {
	POST_TYPES,
	type PostTypeDefinition,
} from '../../../platform/content/post-types';
import { getSettings } from '../../../platform/content/settings';
import { postLink } from '../../../platform/content/permalinks';
import { autosavesOf } from '../../content/revisions';
import { publishDuePostsAndNotify } from '../../../service/features/subscriptions/notify';
import { shareIfFirstPublished } from '../../../service/features/publicize/share';
import { getPost, type PostRow } from '../../../platform/store/posts';
import { renderPostArticle } from '../../../platform/render/post-article';
import {
	postExtras,
	type PostFooterPart,
} from '../../../platform/render/post-extras';
import { sharingFooter } from '../../../platform/render/post-extras-sharing';
import { sendNotFoundPage } from '../../../platform/render/not-found-page';
import { contentPage } from '../../../platform/render/page-links';
import { escapeUrl } from '../../../shared/server-render/html';
import { sendThemePage } from '../../../platform/render/theme-reply';
import { renderCommentsSection } from '../../render/comments/comments-section';
import { likeButtonFooter } from '../../../service/features/likes/post-footer';
import {
	VISIT_COOKIE_MAX_AGE,
	countedVisits,
	previousVisits,
	visitCookieName,
} from '../../../platform/content/visit-counter';

/** Blocks whose server render depends on the visitor's own visit count. */
const VISIT_COUNTING_BLOCKS = [ 'tessera/repeat-visitor' ];

/**
 * Counts this visit when the post shows a block that depends on the count. The page then differs
 * from one visitor to the next, so it must not be kept by a shared cache: `Cache-Control: private`
 * and `Vary: Cookie` (sendThemePage adds the first).
 */
function countVisit(
	request: FastifyRequest,
	reply: FastifyReply,
	postId: number,
	blockNames: Set< string >
): boolean {
	if ( ! VISIT_COUNTING_BLOCKS.some( ( name ) => blockNames.has( name ) ) ) {
		return false;
	}
	reply.header( 'Vary', 'Cookie' );
	// A HEAD request (a link checker, a preview bot) is no visit: the page is not shown.
	if ( request.method === 'HEAD' ) {
		return true;
	}
	reply.setCookie(
		visitCookieName( postId ),
		countedVisits( previousVisits( request.cookies, postId ) ),
		{
			path: '/',
			maxAge: VISIT_COOKIE_MAX_AGE,
			httpOnly: true,
			sameSite: 'lax',
		}
	);
	return true;
}

/** What shows under a single post, in this order. */
const POST_FOOTER: PostFooterPart[] = [ likeButtonFooter, sharingFooter ];

/**
 * The post as it stands now (a scheduled post whose time has come is published first) with its
 * type, if this visitor may see it on its own page; WordPress answers 404 otherwise.
 */
function viewablePost(
	ctx: AppContext,
	request: FastifyRequest,
	requested: PostRow | undefined
): { post: PostRow; type: PostTypeDefinition } | undefined {
	for ( const due of publishDuePostsAndNotify( ctx ) ) {
		shareIfFirstPublished( ctx, due, 'future' );
	}
	const post = requested ? getPost( ctx.db, requested.ID ) : undefined;
	const type = post && POST_TYPES[ post.post_type ];
	if (
		! post ||
		! type ||
		! type.viewable ||
		post.post_type === 'attachment' ||
		post.post_status === 'trash'
	) {
		return undefined;
	}
	if (
		post.post_status !== 'publish' &&
		! userCanPost( request.user, 'read_post', post, type )
	) {
		return undefined;
	}
	return { post, type };
}

/** A preview shows the user's own autosave when it is newer than the post, as _set_preview() does. */
function withPreviewAutosave(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	type: PostTypeDefinition
): PostRow {
	if ( ! userCanPost( request.user, 'edit_post', post, type ) ) {
		return post;
	}
	const autosave = autosavesOf( ctx, post.ID ).find(
		( a ) => a.post_author === request.user?.id
	);
	if ( ! autosave || autosave.post_modified_gmt < post.post_modified_gmt ) {
		return post;
	}
	return {
		...post,
		post_title: autosave.post_title,
		post_content: autosave.post_content,
		post_excerpt: autosave.post_excerpt,
	};
}

/** A single post or page on its own page, with its meta tags and what shows under it. */
export function sendSinglePost(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	requested: PostRow | undefined,
	preview: boolean,
	page = 1
) {
	const viewable = viewablePost( ctx, request, requested );
	if ( ! viewable ) {
		return sendNotFoundPage( ctx, request, reply );
	}
	const { post, type } = viewable;
	const isPublic = post.post_status === 'publish';
	const shown = preview
		? withPreviewAutosave( ctx, request, post, type )
		: post;
	const { article, blockNames, renderedHtml, headHtml } = renderPostArticle(
		ctx,
		request,
		shown,
		'content'
	);
	const pageHtml = contentPage(
		article.bodyHtml,
		escapeUrl( article.link ),
		page
	);
	if ( pageHtml === null ) {
		return sendNotFoundPage( ctx, request, reply );
	}
	article.bodyHtml = pageHtml;
	const extras = postExtras( ctx, request, shown, renderedHtml, POST_FOOTER );
	article.afterContentHtml = extras.afterContentHtml;
	article.commentsHtml = renderCommentsSection(
		ctx,
		request,
		post,
		postLink( request.origin, post )
	);
	const perVisitor =
		! preview && countVisit( request, reply, post.ID, blockNames );
	const isPage = post.post_type === 'page';
	return sendThemePage(
		ctx,
		request,
		reply,
		{
			title: `${ article.titleHtml } - ${ getSettings( ctx.db ).title }`,
			canonical: isPublic ? postLink( request.origin, post ) : undefined,
			restRoute: `/wp/v2/${ type.restBase }/${ post.ID }`,
			headHtml: [ extras.headHtml, headHtml ]
				.filter( Boolean )
				.join( '\n' ),
			bodyClass: `${ isPage ? 'page' : 'single' } ${ isPage ? 'page-id' : 'postid' }-${ post.ID }`,
			single: article,
			notice: isPublic
				? undefined
				: 'This is a preview: visitors cannot see it yet.',
		},
		blockNames,
		200,
		! isPublic || preview,
		perVisitor
	);
}
