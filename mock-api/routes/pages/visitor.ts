import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../content/settings';
import { getPost, findPostBySlug } from '../../store/posts';
import { getUserBySlug } from '../../store/users';
import { getTermBySlug } from '../../store/terms';
import { createVisitorRenderer } from './visitor-renderer';

type Query = Record< string, unknown >;

/** What a visitor sees: `/`, `/?p=ID`, `/?page_id=ID`, `/<year>/<month>/<slug>/`, `/<page-slug>/`, author and term archives. */
export function registerVisitorPages(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const pages = createVisitorRenderer( ctx );

	app.get( '/', async ( request, reply ) => {
		const q = request.query as Query;
		const preview = q.preview === 'true';
		const id = q.p ?? q.page_id ?? q.preview_id;
		if ( id !== undefined ) {
			const n = Number( id );
			if ( q.embed === 'true' ) {
				return pages.embed(
					request,
					reply,
					Number.isInteger( n ) && n > 0
						? getPost( ctx.db, n )
						: undefined
				);
			}
			return pages.single(
				request,
				reply,
				Number.isInteger( n ) && n > 0
					? getPost( ctx.db, n )
					: undefined,
				preview
			);
		}
		// /?s=: the site search, as WordPress answers it on any page.
		if ( typeof q.s === 'string' && q.s.trim() ) {
			return pages.archive(
				request,
				reply,
				`Search Results for: ${ q.s.trim() }`,
				{ search: q.s.trim() }
			);
		}
		return pages.archive( request, reply, getSettings( ctx.db ).title, {} );
	} );

	app.get(
		'/:year(^\\d{4}$)/:month(^\\d{2}$)/:slug',
		async ( request, reply ) => {
			const { year, month, slug } = request.params as Record<
				string,
				string
			>;
			const post = findPostBySlug( ctx.db, slug.toLowerCase(), [
				'post',
			] );
			const matches =
				post && post.post_date.startsWith( `${ year }-${ month }-` );
			return pages.single(
				request,
				reply,
				matches ? post : undefined,
				false
			);
		}
	);

	app.get(
		'/:year(^\\d{4}$)/:month(^\\d{2}$)/:slug/embed',
		async ( request, reply ) => {
			const { year, month, slug } = request.params as Record<
				string,
				string
			>;
			const post = findPostBySlug( ctx.db, slug.toLowerCase(), [
				'post',
			] );
			return pages.embed(
				request,
				reply,
				post?.post_date.startsWith( `${ year }-${ month }-` )
					? post
					: undefined
			);
		}
	);

	app.get( '/:slug', async ( request, reply ) => {
		const { slug } = request.params as Record< string, string >;
		return pages.single(
			request,
			reply,
			findPostBySlug( ctx.db, slug.toLowerCase(), [ 'page' ] ),
			false
		);
	} );

	app.get( '/author/:slug', async ( request, reply ) => {
		const author = getUserBySlug(
			ctx.db,
			( request.params as Record< string, string > ).slug
		);
		return author
			? pages.archive(
					request,
					reply,
					`Author: ${ author.display_name }`,
					{ authors: [ author.ID ] }
				)
			: pages.notFound( request, reply );
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
				? pages.archive( request, reply, `${ label }: ${ term.name }`, {
						terms: [ [ term.term_id ] ],
					} )
				: pages.notFound( request, reply );
		} );
	}
}
