import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthUser } from '../auth/types';
import { userCanPost } from '../auth/post-capabilities';
import { POST_TYPES } from '../content/post-types';
import { getSettings } from '../content/settings';
import { formatDate } from '../content/date-format';
import { postLink } from '../content/permalinks';
import { MORE_TAG, generatedExcerpt, excerptHtml } from '../content/excerpt';
import type { PostRow } from '../store/posts';
import { getUserById } from '../store/users';
import { postTermIds } from '../store/terms';
import { renderContent, type RenderedContent } from './blocks';
import { blockRenderContext } from './render-context';
import { paidBlockGate } from './paid-block-gate';
import type { ThemeArticle } from './theme-page';
import { visitorContent } from './visitor-content';
import { theTitle } from '../content/formatting/the-title';
import { inLocale } from './locale-strings';
import { teaserWithMoreLink } from './more-link';
import { untitled } from '../../shared/locale/untitled';

/**
 * What an article shows of the post: all of it (its own page), its teaser with a link to the rest
 * when it has a more tag and an excerpt otherwise (a list of posts), or an excerpt (search
 * results and embeds).
 */
export type ArticleShows = 'content' | 'teaser' | 'excerpt';

/** Who reads the post, and at which address: a visitor page's request, or a REST request's. */
export interface PostReader {
	user: AuthUser | null;
	origin: string;
	query?: unknown;
	cookies?: Readonly< Record< string, string | undefined > >;
	/** The language the post is read in: the site's unless given (an editor's preview, the user's). */
	locale?: string;
}

export interface RenderedArticle {
	article: ThemeArticle;
	/** The blocks whose assets the page needs: none for an excerpt or a protected post. */
	blockNames: Set< string >;
	/** The post's rendered content, even when the article shows an excerpt. */
	renderedHtml: string;
	/** The style elements the content needs in the page's head (its layout rules). */
	headHtml: string;
}

/**
 * apply_filters( 'the_content' ) on the post for this reader: do_blocks() with the database at
 * hand (so core and Tessera dynamic blocks render), paid blocks gated by the site's plan, then
 * the content filters. The visitor page and the REST API's `content.rendered` both use it, so
 * they agree. `reader.query` is the visitor page's query string (none for REST).
 */
export function renderPostContent(
	ctx: AppContext,
	reader: PostReader,
	post: PostRow
): RenderedContent & { headHtml: string } {
	const locale = reader.locale || getSettings( ctx.db ).language;
	// The shortcodes (the subscription form's) run after do_blocks(), in the same language.
	return inLocale( locale, () =>
		postContentInLocale( ctx, reader, post, locale )
	);
}

function postContentInLocale(
	ctx: AppContext,
	reader: PostReader,
	post: PostRow,
	locale: string
): RenderedContent & { headHtml: string } {
	const type = POST_TYPES[ post.post_type ];
	const content = visitorContent( ctx, reader, post );
	const rendered = renderContent(
		post.post_content,
		{
			...blockRenderContext( ctx.db, post.ID, {
				query: ( reader.query ?? {} ) as Record< string, unknown >,
				user: reader.user,
				origin: reader.origin,
				cookies: reader.cookies,
			} ),
			locale,
		},
		undefined,
		content.gate(
			paidBlockGate( ctx, {
				canEdit:
					!! type &&
					userCanPost( reader.user, 'edit_post', post, type ),
				siteFragment: new URL( reader.origin ).host,
				returnTo: postLink( reader.origin, post ),
			} )
		)
	);
	return content.finish( rendered );
}

/**
 * What the article shows, never a protected post's content: in full, with the more tag turned
 * into the `more-<id>` anchor that lists link to; the teaser and that link; or an excerpt
 * (generated from the teaser, as WordPress generates it).
 */
function articleBody(
	post: PostRow,
	renderedHtml: string,
	shows: ArticleShows,
	link: string,
	titleHtml: string
): { html: string; showsBlocks: boolean } {
	if ( post.post_password ) {
		return {
			html: '<p>This content is password protected.</p>',
			showsBlocks: false,
		};
	}
	if ( shows === 'content' ) {
		return {
			html: renderedHtml.replace(
				MORE_TAG,
				`<span id="more-${ post.ID }"></span>`
			),
			showsBlocks: true,
		};
	}
	const teaser =
		shows === 'teaser'
			? teaserWithMoreLink( renderedHtml, post.ID, link, titleHtml )
			: undefined;
	return teaser
		? { html: teaser, showsBlocks: true }
		: {
				html: excerptHtml(
					post.post_excerpt || generatedExcerpt( renderedHtml )
				),
				showsBlocks: false,
			};
}

/** The CSS classes of an article, as post_class() writes them. */
function articleClasses( ctx: AppContext, post: PostRow ): string[] {
	return [
		`post-${ post.ID }`,
		post.post_type,
		`type-${ post.post_type }`,
		`status-${ post.post_status }`,
		'hentry',
		...postTermIds( ctx.db, post.ID, 'category' ).map(
			( id ) => `category-${ id }`
		),
	];
}

/**
 * A post as the theme shows it: in full on its own page, or as a teaser or an excerpt in a list.
 *
 * @param ctx     The app.
 * @param request The visitor's request (user, query and origin for the render).
 * @param post    The post as shown.
 * @param shows   What of the post the article shows.
 */
export function renderPostArticle(
	ctx: AppContext,
	request: FastifyRequest,
	post: PostRow,
	shows: ArticleShows
): RenderedArticle {
	const settings = getSettings( ctx.db );
	const author = getUserById( ctx.db, post.post_author );
	// Only the post's own page counts the reader's visits to it (and says so to caches); a list
	// or an embed renders as for a first visit, so it stays the same for every reader.
	const rendered = renderPostContent(
		ctx,
		shows === 'content'
			? request
			: {
					user: request.user,
					origin: request.origin,
					query: request.query,
				},
		post
	);
	const titleHtml =
		theTitle( post.post_title ) || inLocale( settings.language, untitled );
	const link = postLink( request.origin, post );
	const body = articleBody( post, rendered.html, shows, link, titleHtml );
	return {
		renderedHtml: rendered.html,
		headHtml: rendered.headHtml,
		// A teaser's blocks are among the post's: their assets come with it (a few more at most).
		blockNames: body.showsBlocks ? rendered.blockNames : new Set(),
		article: {
			id: post.ID,
			type: post.post_type,
			titleHtml,
			link,
			dateIso: `${ post.post_date.replace( ' ', 'T' ) }`,
			dateText: formatDate( post.post_date, settings.date_format ),
			authorName: author?.display_name ?? '',
			authorLink: author
				? `${ request.origin }/author/${ author.user_nicename }/`
				: request.origin,
			bodyHtml: body.html,
			classes: articleClasses( ctx, post ),
		},
	};
}
