import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { getSettings } from '../../../platform/content/settings';
import { TAXONOMIES } from '../../../platform/content/taxonomies';
import { findPostBySlug, type PostRow } from '../../../platform/store/posts';
import { getUserBySlug } from '../../../platform/store/users';
import { getTermBySlug } from '../../../platform/store/terms';
import { sendNotFoundPage } from '../../../platform/render/not-found-page';
import { sendSinglePost } from './visitor-single';
import { sendArchive } from './visitor-archive';
import { sendEmbed } from './visitor-embed';
import { postNamedBy } from './post-param';

type Query = Record< string, unknown >;

/** The page of a post written in pages: `/<permalink>/<n>/` or `?page=<n>`; the first otherwise. */
function pageNumber( value: unknown ): number {
	return typeof value === 'string' && /^\d{1,6}$/.test( value )
		? Math.max( 1, Number( value ) )
		: 1;
}

/** The post at `/<year>/<month>/<slug>/`: its slug, and its date in that month. */
function postByDateAndSlug(
	ctx: AppContext,
	params: unknown
): PostRow | undefined {
	const { year, month, slug } = params as Record< string, string >;
	const post = findPostBySlug( ctx.db, slug.toLowerCase(), [ 'post' ] );
	return post?.post_date.startsWith( `${ year }-${ month }-` )
		? post
		: undefined;
}

/** What a visitor sees: `/`, `/?p=ID`, `/?page_id=ID`, `/<year>/<month>/<slug>/`, `/<page-slug>/`, author and term archives. */
export function registerVisitorPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/', async ( request, reply ) => {
		const q = request.query as Query;
		const preview = q.preview === 'true';
		const id = q.p ?? q.page_id ?? q.preview_id;
		if ( id !== undefined ) {
			const post = postNamedBy( ctx, id );
			return q.embed === 'true'
				? sendEmbed( ctx, request, reply, post )
				: sendSinglePost(
						ctx,
						request,
						reply,
						post,
						preview,
						pageNumber( q.page )
					);
		}
		// /?s=: the site search, as WordPress answers it on any page.
		if ( typeof q.s === 'string' && q.s.trim() ) {
			return sendArchive(
				ctx,
				request,
				reply,
				`Search Results for: ${ q.s.trim() }`,
				{ search: q.s.trim() }
			);
		}
		return sendArchive(
			ctx,
			request,
			reply,
			getSettings( ctx.db ).title,
			{}
		);
	} );

	app.get(
		'/:year(^\\d{4}$)/:month(^\\d{2}$)/:slug',
		async ( request, reply ) =>
			sendSinglePost(
				ctx,
				request,
				reply,
				postByDateAndSlug( ctx, request.params ),
				false
			)
	);

	app.get(
		'/:year(^\\d{4}$)/:month(^\\d{2}$)/:slug/:page(^\\d{1,6}$)',
		async ( request, reply ) =>
			sendSinglePost(
				ctx,
				request,
				reply,
				postByDateAndSlug( ctx, request.params ),
				false,
				pageNumber( ( request.params as Query ).page )
			)
	);

	app.get(
		'/:year(^\\d{4}$)/:month(^\\d{2}$)/:slug/embed',
		async ( request, reply ) =>
			sendEmbed(
				ctx,
				request,
				reply,
				postByDateAndSlug( ctx, request.params )
			)
	);

	app.get( '/:slug', async ( request, reply ) => {
		const { slug } = request.params as Record< string, string >;
		return sendSinglePost(
			ctx,
			request,
			reply,
			findPostBySlug( ctx.db, slug.toLowerCase(), [ 'page' ] ),
			false
		);
	} );

	app.get( '/:slug/:page(^\\d{1,6}$)', async ( request, reply ) => {
		const { slug, page } = request.params as Record< string, string >;
		return sendSinglePost(
			ctx,
			request,
			reply,
			findPostBySlug( ctx.db, slug.toLowerCase(), [ 'page' ] ),
			false,
			pageNumber( page )
		);
	} );

	app.get( '/author/:slug', async ( request, reply ) => {
		const author = getUserBySlug(
			ctx.db,
			( request.params as Record< string, string > ).slug
		);
		return author
			? sendArchive(
					ctx,
					request,
					reply,
					`Author: ${ author.display_name }`,
					{ authors: [ author.ID ] },
					`/wp/v2/users/${ author.ID }`
				)
			: sendNotFoundPage( ctx, request, reply );
	} );

	for ( const [ base, taxonomy, label ] of [
		[ 'category', 'category', 'Category' ],
		[ 'tag', 'post_tag', 'Tag' ],
	] ) {
		app.get( `/${ base }/:slug`, async ( request, reply ) => {
			const term = getTermBySlug(
				ctx.db,
				taxonomy,
				( request.params as Record< string, string > ).slug
			);
			return term
				? sendArchive(
						ctx,
						request,
						reply,
						`${ label }: ${ term.name }`,
						{
							terms: [ [ term.term_id ] ],
						},
						`/wp/v2/${ TAXONOMIES[ taxonomy ].restBase }/${ term.term_id }`
					)
				: sendNotFoundPage( ctx, request, reply );
		} );
	}
}
