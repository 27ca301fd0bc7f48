import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { userCanPost } from '../../auth/post-capabilities';
import { POST_TYPES } from '../../content/post-types';
import { getSettings } from '../../content/settings';
import { formatDate } from '../../content/date-format';
import { postLink } from '../../content/permalinks';
import { generatedExcerpt, excerptHtml } from '../../content/excerpt';
import { mysqlGmt } from '../../content/dates';
import { getPost, publishDuePosts, type PostRow } from '../../store/posts';
import { queryPosts } from '../../store/post-query';
import { getUserById } from '../../store/users';
import { postTermIds } from '../../store/terms';
import { renderContent } from '../../render/blocks';
import { blockRenderContext } from '../../render/render-context';
import { paidBlockGate } from '../../render/paid-block-gate';
import { visitorAssets } from '../../render/block-assets';
import { readAssetManifest } from '../../render/asset-manifest';
import {
	renderThemePage,
	type ThemeArticle,
	type ThemePageInput,
} from '../../render/theme-page';
import { autosavesOf } from '../wp-v2/posts/revision-store';
import { renderEmbedPage } from '../../render/embed-page';
import { postExtras } from '../../render/post-extras';

type Query = Record< string, unknown >;

function htmlLang( locale: string ): string {
	return locale.replace( /_/g, '-' );
}

export function createVisitorRenderer( ctx: AppContext ) {
	const article = (
		request: FastifyRequest,
		post: PostRow,
		full: boolean
	): {
		article: ThemeArticle;
		blockNames: Set< string >;
		renderedHtml: string;
	} => {
		const settings = getSettings( ctx.db );
		const author = getUserById( ctx.db, post.post_author );
		const type = POST_TYPES[ post.post_type ];
		const rendered = renderContent(
			post.post_content,
			blockRenderContext( ctx.db, post.ID, {
				query: request.query as Record< string, unknown >,
				user: request.user,
				origin: request.origin,
			} ),
			undefined,
			paidBlockGate( ctx, {
				canEdit:
					!! type &&
					userCanPost( request.user, 'edit_post', post, type ),
				siteFragment: new URL( request.origin ).host,
				returnTo: postLink( request.origin, post ),
			} )
		);
		let body = full
			? rendered.html
			: excerptHtml(
					post.post_excerpt || generatedExcerpt( rendered.html )
				);
		if ( post.post_password ) {
			body = '<p>This content is password protected.</p>';
		}
		return {
			renderedHtml: rendered.html,
			blockNames:
				full && ! post.post_password ? rendered.blockNames : new Set(),
			article: {
				id: post.ID,
				type: post.post_type,
				titleHtml: post.post_title || '(no title)',
				link: postLink( request.origin, post ),
				dateIso: `${ post.post_date.replace( ' ', 'T' ) }`,
				dateText: formatDate( post.post_date, settings.date_format ),
				authorName: author?.display_name ?? '',
				authorLink: author
					? `${ request.origin }/author/${ author.user_nicename }/`
					: request.origin,
				bodyHtml: body,
				classes: [
					`post-${ post.ID }`,
					post.post_type,
					`type-${ post.post_type }`,
					`status-${ post.post_status }`,
					'hentry',
					...postTermIds( ctx.db, post.ID, 'category' ).map(
						( id ) => `category-${ id }`
					),
				],
			},
		};
	};

	const send = (
		request: FastifyRequest,
		reply: FastifyReply,
		input: Omit<
			ThemePageInput,
			'lang' | 'siteTitle' | 'siteDescription' | 'assets'
		>,
		blockNames: Iterable< string >,
		status = 200,
		privatePage = false
	) => {
		const settings = getSettings( ctx.db );
		const assets = visitorAssets(
			ctx.options.buildDir,
			readAssetManifest( ctx.options.buildDir ),
			blockNames
		);
		return reply
			.code( status )
			.type( 'text/html; charset=utf-8' )
			.header( 'Cache-Control', privatePage ? 'no-store' : 'no-cache' )
			.header(
				'Link',
				`<${ request.origin }/wp-json/>; rel="https://api.w.org/"`
			)
			.send(
				renderThemePage( {
					lang: htmlLang( settings.language ),
					siteTitle: settings.title,
					siteDescription: settings.description,
					assets,
					...input,
				} )
			);
	};

	const notFound = ( request: FastifyRequest, reply: FastifyReply ) =>
		send(
			request,
			reply,
			{
				title: `Page not found – ${ getSettings( ctx.db ).title }`,
				bodyClass: 'error404',
				list: {
					heading: 'Nothing here',
					articles: [],
					empty: 'It looks like nothing was found at this location.',
				},
			},
			[],
			404
		);

	/** A single post or page, if this visitor may see it (WordPress answers 404 otherwise). */
	const single = (
		request: FastifyRequest,
		reply: FastifyReply,
		post: PostRow | undefined,
		preview: boolean
	) => {
		publishDuePosts( ctx.db, mysqlGmt() );
		post = post ? getPost( ctx.db, post.ID ) : undefined;
		const type = post && POST_TYPES[ post.post_type ];
		if (
			! post ||
			! type ||
			! type.viewable ||
			post.post_type === 'attachment' ||
			post.post_status === 'trash'
		) {
			return notFound( request, reply );
		}
		const isPublic = post.post_status === 'publish';
		if (
			! isPublic &&
			! userCanPost( request.user, 'read_post', post, type )
		) {
			return notFound( request, reply );
		}
		let shown = post;
		if ( preview && userCanPost( request.user, 'edit_post', post, type ) ) {
			// A preview shows the user's newer autosave, as _set_preview() does.
			const autosave = autosavesOf( ctx, post.ID ).find(
				( a ) => a.post_author === request.user?.id
			);
			if (
				autosave &&
				autosave.post_modified_gmt >= post.post_modified_gmt
			) {
				shown = {
					...post,
					post_title: autosave.post_title,
					post_content: autosave.post_content,
					post_excerpt: autosave.post_excerpt,
				};
			}
		}
		const {
			article: item,
			blockNames,
			renderedHtml,
		} = article( request, shown, true );
		const extras = postExtras( ctx, request, shown, renderedHtml );
		item.afterContentHtml = extras.afterContentHtml;
		const settings = getSettings( ctx.db );
		return send(
			request,
			reply,
			{
				title: `${ item.titleHtml } – ${ settings.title }`,
				canonical: isPublic
					? postLink( request.origin, post )
					: undefined,
				headHtml: extras.headHtml,
				bodyClass: `${ post.post_type === 'page' ? 'page' : 'single' } ${ post.post_type === 'page' ? 'page-id' : 'postid' }-${ post.ID }`,
				single: item,
				notice: isPublic
					? undefined
					: 'This is a preview: visitors cannot see it yet.',
			},
			blockNames,
			200,
			! isPublic || preview
		);
	};

	const archive = (
		request: FastifyRequest,
		reply: FastifyReply,
		heading: string,
		filter: { authors?: number[]; terms?: number[][]; search?: string }
	) => {
		const settings = getSettings( ctx.db );
		const page = Math.max(
			1,
			Number.parseInt(
				String( ( request.query as Query ).paged ?? '1' ),
				10
			) || 1
		);
		const { rows } = queryPosts( ctx.db, {
			types: [ 'post' ],
			statuses: [ 'publish' ],
			readable: { userId: 0, othersDrafts: false, othersPrivate: false },
			orderby: 'date',
			order: 'desc',
			limit: settings.posts_per_page,
			offset: ( page - 1 ) * settings.posts_per_page,
			...filter,
		} );
		return send(
			request,
			reply,
			{
				title:
					heading === settings.title
						? settings.title
						: `${ heading } – ${ settings.title }`,
				bodyClass: 'home blog',
				list: {
					heading,
					articles: rows.map(
						( row ) => article( request, row, false ).article
					),
					empty: 'No posts yet.',
				},
			},
			[]
		);
	};

	/** The embed template of a published post (what an oEmbed iframe loads). */
	const embed = (
		request: FastifyRequest,
		reply: FastifyReply,
		post: PostRow | undefined
	) => {
		if (
			! post ||
			post.post_status !== 'publish' ||
			! [ 'post', 'page' ].includes( post.post_type )
		) {
			return notFound( request, reply );
		}
		const settings = getSettings( ctx.db );
		const { article: item } = article( request, post, false );
		return reply
			.type( 'text/html; charset=utf-8' )
			.header(
				'Content-Security-Policy',
				"frame-ancestors *; script-src 'none'"
			)
			.send(
				renderEmbedPage( {
					lang: htmlLang( settings.language ),
					siteTitle: settings.title,
					siteUrl: request.origin,
					title: post.post_title.replace( /<[^>]*>/g, '' ),
					link: item.link,
					excerptHtml: item.bodyHtml,
				} )
			);
	};

	return { single, archive, notFound, embed };
}
