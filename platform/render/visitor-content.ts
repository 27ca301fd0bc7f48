import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { userCanPost } from '../auth/post-capabilities';
import { ksesPost } from '../content/kses';
import { POST_TYPES } from '../content/post-types';
import { contentFilters, hasBlocks } from '../content/formatting/the-content';
import type { PostRow } from '../store/posts';
import { createPageLayout } from './block-supports/page-layout';
import { subscriptionFormShortcode } from './subscription-form';
import { embedInWrapper } from './core-blocks/embed-wrapper';
import type { BlockGate, RenderedContent } from './blocks';
import { filteredContent } from './filtered-content-cache';

export interface VisitorContent {
	/** The page's render_block filters (the layout support), then `next` (the paid-block gate). */
	gate: ( next?: BlockGate ) => BlockGate;
	/**
	 * The `the_content` filters that follow do_blocks() on the rendered content, and the style
	 * elements the page prints in its head.
	 */
	finish: (
		rendered: RenderedContent
	) => RenderedContent & { headHtml: string };
}

/**
 * What WordPress does to a post's content on a visitor page besides rendering its blocks: the
 * layout support on each block, then texturizing, paragraphs for classic content, shortcodes and
 * the image attributes, with the layout rules printed in the head.
 *
 * @param ctx     The app.
 * @param request Who reads the post (what they may read), and at which address.
 * @param post    The post shown.
 */
export function visitorContent(
	ctx: AppContext,
	request: Pick< FastifyRequest, 'user' | 'origin' > & { query?: unknown },
	post: PostRow
): VisitorContent {
	const layout = createPageLayout();
	// A gallery shows the images of posts this visitor may read and that need no password.
	const canRead = ( other: PostRow ) => {
		const type = POST_TYPES[ other.post_type ];
		return (
			!! type &&
			! other.post_password &&
			( ( other.post_status === 'publish' && type.viewable ) ||
				userCanPost( request.user, 'read_post', other, type ) )
		);
	};
	const filters = contentFilters( {
		db: ctx.db,
		origin: request.origin,
		post,
		canRead,
		filterHtml: ( html ) => ksesPost( html, request.origin ),
		shortcodes: new Map( [
			subscriptionFormShortcode( ctx.db, post.ID, request.query ),
		] ),
	} );
	return {
		gate: ( next ) => ( name, attributes, saved, block ) => {
			const html =
				name === 'core/embed' && ctx.embedHtml
					? embedInWrapper(
							saved,
							( attributes as { url?: unknown } ).url,
							( url ) => ctx.embedHtml!( url, request.origin )
						)
					: saved;
			const laidOut = layout.filter(
				{
					blockName: name,
					attrs: block.attrs,
					innerContent: block.innerContent,
				},
				html
			);
			return next ? next( name, attributes, laidOut, block ) : laidOut;
		},
		finish: ( rendered ) => {
			const classic = ! hasBlocks( post.post_content );
			return {
				...rendered,
				html: filteredContent(
					ctx.db,
					{
						html: rendered.html,
						classic,
						postId: post.ID,
						origin: request.origin,
						userId: request.user?.id ?? 0,
						query: request.query,
					},
					() => filters.theContent( rendered.html, classic )
				),
				headHtml: layout.styleElements(),
			};
		},
	};
}
