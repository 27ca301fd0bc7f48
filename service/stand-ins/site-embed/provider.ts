import type { AppContext } from '../../../platform/context';
import type {
	OembedProvider,
	OembedRequest,
	OembedResponse,
} from '../oembed/types';
import {
	findPostBySlug,
	getPost,
	type PostRow,
} from '../../../platform/store/posts';
import { getUserById } from '../../../platform/store/users';
import { getSettings } from '../../../platform/content/settings';
import { postLink } from '../../../platform/content/permalinks';
import { htmlSpecialChars } from '../../../shared/server-render/html';

const MIN_WIDTH = 200;
const MAX_WIDTH = 600;

/** url_to_postid(): `?p=ID`, `?page_id=ID`, `/<year>/<month>/<slug>/` or `/<page>/` on this site. */
function postFromUrl(
	ctx: AppContext,
	url: URL,
	origin: string
): PostRow | undefined {
	if ( url.origin !== new URL( origin ).origin ) {
		return undefined;
	}
	const id = url.searchParams.get( 'p' ) ?? url.searchParams.get( 'page_id' );
	if ( id && /^\d+$/.test( id ) ) {
		return getPost( ctx.db, Number( id ) );
	}
	const parts = url.pathname.split( '/' ).filter( Boolean );
	if (
		parts.length === 3 &&
		/^\d{4}$/.test( parts[ 0 ] ) &&
		/^\d{2}$/.test( parts[ 1 ] )
	) {
		const post = findPostBySlug(
			ctx.db,
			decodeURIComponent( parts[ 2 ] ).toLowerCase(),
			[ 'post' ]
		);
		return post?.post_date.startsWith( `${ parts[ 0 ] }-${ parts[ 1 ] }-` )
			? post
			: undefined;
	}
	if ( parts.length === 1 ) {
		return findPostBySlug(
			ctx.db,
			decodeURIComponent( parts[ 0 ] ).toLowerCase(),
			[ 'page' ]
		);
	}
	return undefined;
}

/** The embed page of a post: `<permalink>embed/`, or `&embed=true` on a plain link. */
function embedUrl( link: string ): string {
	return link.includes( '?' ) ? `${ link }&embed=true` : `${ link }embed/`;
}

/** get_oembed_response_data(): a published post of this site as a `rich` embed. */
function postEmbed(
	ctx: AppContext,
	post: PostRow,
	request: Pick< OembedRequest, 'maxwidth' | 'maxheight' | 'origin' >
): OembedResponse {
	const settings = getSettings( ctx.db );
	const author = getUserById( ctx.db, post.post_author );
	const width = Math.min(
		Math.max( request.maxwidth, MIN_WIDTH ),
		MAX_WIDTH
	);
	const height = Math.min(
		Math.max( Math.ceil( ( width / 16 ) * 9 ), MIN_WIDTH ),
		request.maxheight ?? MAX_WIDTH
	);
	const link = postLink( request.origin, post );
	const title = post.post_title.replace( /<[^>]*>/g, '' );
	return {
		version: '1.0',
		provider_name: settings.title,
		provider_url: request.origin,
		author_name: author?.display_name ?? '',
		author_url: author
			? `${ request.origin }/author/${ author.user_nicename }/`
			: request.origin,
		title,
		type: 'rich',
		width,
		height,
		html:
			`<blockquote class="wp-embedded-content"><a href="${ htmlSpecialChars( link ) }">${ htmlSpecialChars( title ) }</a></blockquote>` +
			`<iframe sandbox="allow-scripts" security="restricted" src="${ htmlSpecialChars( embedUrl( link ) ) }" width="${ width }" height="${ height }" title="${ htmlSpecialChars( `“${ title }” — ${ settings.title }` ) }" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe>`,
	};
}

/** This site as an oEmbed provider: only published posts and pages embed. */
export const siteEmbedProvider: OembedProvider = {
	name: 'site',
	embed( ctx, request ) {
		const post = postFromUrl( ctx, request.url, request.origin );
		if (
			! post ||
			post.post_status !== 'publish' ||
			! [ 'post', 'page' ].includes( post.post_type )
		) {
			return null;
		}
		return postEmbed( ctx, post, request );
	},
};
