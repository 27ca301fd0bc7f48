import type { BlockJson } from '../loader/types';
import type { RelatedPost } from '../related-posts/types';
import type { RemoteGet } from './remote';
import type { PhotoFeedGallery } from '../photo-feed/types';

/** What the server knows while rendering a block (the analogue of WP_Block's context). */
export interface BlockRenderContext {
	postId?: number;
	/** Site locale, for example `en_US` or `fr_FR`. */
	locale: string;
	/** Site time zone: an IANA name (`Europe/Paris`) or a fixed offset (`UTC+2`); empty means UTC. */
	timezone?: string;
	/** The visitor request's query string, parsed (empty outside a visitor page). */
	query?: Record< string, unknown >;
	/** The signed-in user's ID, 0 for an anonymous visitor. */
	userId?: number;
	/** The address the site is reached at, for absolute links (empty when unknown). */
	origin?: string;
	/**
	 * get_transient(): a short-lived value the server kept for this page load (a form
	 * submission's outcome); undefined when absent or expired.
	 */
	transient?: ( name: string ) => unknown;
	/** The site's `start_of_week` setting (0 = Sunday), when the locale's own is unknown. */
	startOfWeek?: number;
	/**
	 * How many times this visitor had already opened the post being rendered, counted by the server
	 * through a cookie; 0 for a first visit or outside a visitor page.
	 */
	visits?: number;
	/** The posts most related to the rendered one, best first, at most `size` of them. */
	relatedPosts?: ( size: number ) => RelatedPost[];
	/** Whether the site takes payments now: a plan with memberships and a connected provider. */
	canTakePayments?: () => boolean;
	/** A membership product (payment plan) of the site by its id; undefined when there is none. */
	membershipProduct?: (
		id: number
	) =>
		| { title: string; price: string; currency: string; interval: string }
		| undefined;
	/**
	 * A payment button's product (a jp_pay_product post) by its id, only while it is for sale
	 * (published, priced, with a PayPal address); undefined otherwise.
	 */
	paymentProduct?: ( id: number ) =>
		| {
				title: string;
				content: string;
				price: number;
				currency: string;
				multiple: boolean;
				imageUrl: string;
		  }
		| undefined;
	/** The API key the site keeps for a third-party service (the maps service's access token). */
	serviceApiKey?: ( service: string ) => string;
	/** Fetches from another host (a podcast feed), as a PHP render callback calls wp_remote_get(). */
	remoteGet?: RemoteGet;
	/**
	 * The latest `count` posts of the photo-feed account a keyring id names (what the site asks
	 * WordPress.com for); undefined when that connection is unavailable.
	 */
	photoFeed?: (
		accessToken: string,
		count: number
	) => PhotoFeedGallery | undefined;
	/**
	 * get_block_wrapper_attributes() for the block being rendered: its own `class` and `style`
	 * first, then the classes and styles of its block supports (colours, typography, spacing,
	 * border, the style variation), as ` class="…" style="…"`. Absent outside the site's render.
	 */
	wrapperAttributes?: (
		extra?: Record< string, string | undefined >
	) => string;
}

/**
 * A server render callback, the analogue of a PHP `render_callback`: it gets the block's
 * attributes (with block.json defaults applied), its saved inner HTML, and the context.
 */
export type RenderCallback< Attributes > = (
	attributes: Attributes,
	content: string,
	context: BlockRenderContext
) => string;

/** One entry of `extensions/server.ts`, the registry the server renders from. */
export interface ServerBlockModule {
	metadata: BlockJson;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	render?: RenderCallback< any >;
	/**
	 * Present when the server may keep the block's output: what the output depends on besides the
	 * attributes, the inner HTML, the post, the site's language, time zone and address, and what
	 * the database holds, as a string ('' for nothing else), or null when it must render this time.
	 * A render.ts exports it as `renderKey( context )`, or as `sameForEveryVisitor = true` when
	 * nothing else: never who reads, the query string, the clock, another host or anything kept
	 * per page, unless the key says it (platform/render/block-render-cache.ts). It is called once
	 * for each occurrence of the block, in render order, before its render or instead of it when
	 * the output is kept, so a block counted per page takes its place there (the form's fields).
	 */
	renderKey?: ( context: BlockRenderContext ) => string | null;
}
