import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { getSettings } from '../../../platform/content/settings';
import { queryPosts } from '../../../platform/store/post-query';
import { renderPostArticle } from '../../../platform/render/post-article';
import { sendThemePage } from '../../../platform/render/theme-reply';

/** Which published posts an archive lists: by author, by term, by date, or matching a search. */
export interface ArchiveFilter {
	authors?: number[];
	terms?: number[][];
	search?: string;
	datePrefix?: string;
}

/** The `paged` query argument: 1 unless it is a whole number above 1. */
function pageNumber( request: FastifyRequest ): number {
	const paged = ( request.query as Record< string, unknown > ).paged;
	return Math.max( 1, Number.parseInt( String( paged ?? '1' ), 10 ) || 1 );
}

/**
 * A list of published posts, newest first, `posts_per_page` a page; `restRoute` is the REST route
 * of what the archive is of (its term, its author), if it is of one. A post with a more tag shows
 * its teaser and a "Continue reading" link, as the_content() does in a list; any other post shows
 * its excerpt. Search results always show excerpts, as WordPress's default themes show them.
 */
export function sendArchive(
	ctx: AppContext,
	request: FastifyRequest,
	reply: FastifyReply,
	heading: string,
	filter: ArchiveFilter,
	restRoute?: string
) {
	const settings = getSettings( ctx.db );
	const page = pageNumber( request );
	const { rows } = queryPosts( ctx.db, {
		types: [ 'post' ],
		statuses: [ 'publish' ],
		readable: { userId: 0, othersDrafts: false, othersPrivate: false },
		searchSkipsProtected: ! request.user,
		orderby: 'date',
		order: 'desc',
		limit: settings.posts_per_page,
		offset: ( page - 1 ) * settings.posts_per_page,
		...filter,
	} );
	const articles = rows.map( ( row ) =>
		renderPostArticle(
			ctx,
			request,
			row,
			filter.search === undefined ? 'teaser' : 'excerpt'
		)
	);
	const teasers = articles.filter( ( shown ) => shown.blockNames.size > 0 );
	return sendThemePage(
		ctx,
		request,
		reply,
		{
			title:
				heading === settings.title
					? settings.title
					: `${ heading } - ${ settings.title }`,
			bodyClass: 'home blog',
			restRoute,
			headHtml: teasers.map( ( shown ) => shown.headHtml ).join( '' ),
			list: {
				heading,
				articles: articles.map( ( shown ) => shown.article ),
				empty: 'No posts yet.',
			},
		},
		teasers.flatMap( ( shown ) => [ ...shown.blockNames ] )
	);
}
