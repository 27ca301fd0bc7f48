/**
 * New-post notifications: when a post is first published, each confirmed subscriber gets one
 * message in the outbox, with their own unsubscribe link. Subscribers are read and written in
 * batches, so a large list neither holds every address in memory nor blocks the server for the
 * whole fan-out. A post notifies once: publishing it again after an unpublish sends nothing.
 */
import type { AppContext } from '../../../platform/context';
import { generatedExcerpt } from '../../../platform/content/excerpt';
import { postLink } from '../../../platform/content/permalinks';
import { getSetting } from '../../../platform/content/settings';
import { getPostMeta, updatePostMeta } from '../../../platform/store/postmeta';
import {
	getPost,
	publishDuePosts,
	type PostRow,
} from '../../../platform/store/posts';
import { mysqlGmt } from '../../../platform/content/dates';
import { siteUrl } from '../../../platform/content/site-address';
import { confirmedSubscribersAfter } from '../../../platform/store/site-subscribers';
import { writeOutboxMessage } from '../mail/outbox';
import { newPostMessage } from './messages';
import { signedLink } from './tokens';

export const NOTIFIED_META = '_tessera_subscribers_notified';

const DEFAULT_BATCH_SIZE = 500;

/** Whether a write that moved a post from `previousStatus` to its current state should notify. */
export function shouldNotify(
	ctx: AppContext,
	post: PostRow | undefined,
	previousStatus: string | undefined
): post is PostRow {
	return (
		!! post &&
		post.post_type === 'post' &&
		post.post_status === 'publish' &&
		previousStatus !== 'publish' &&
		! post.post_password &&
		! getPostMeta( ctx.db, post.ID, NOTIFIED_META )
	);
}

const ENTITIES: Record< string, string > = {
	'&amp;': '&',
	'&lt;': '<',
	'&gt;': '>',
	'&quot;': '"',
	'&#039;': "'",
	'&hellip;': '…',
};

function plainExcerpt( post: PostRow ): string {
	const source =
		post.post_excerpt ||
		generatedExcerpt(
			post.post_content.replace( /<!--[\s\S]*?-->/g, ' ' ),
			40
		);
	return source
		.replace( /<[^>]*>/g, ' ' )
		.replace( /&[#a-z0-9]+;/gi, ( entity ) => ENTITIES[ entity ] ?? entity )
		.replace( /\s+/g, ' ' )
		.trim();
}

/** The new-post message of one subscriber, with their own unsubscribe link. */
function messageWriter(
	ctx: AppContext,
	post: PostRow,
	origin: string,
	started: number
): ( email: string ) => string {
	const siteTitle = getSetting( ctx.db, 'title' );
	const locale = getSetting( ctx.db, 'language' );
	const host = new URL( origin ).hostname;
	const newPost = {
		title: post.post_title,
		url: postLink( origin, post ),
		excerpt: plainExcerpt( post ),
	};
	return ( email ) =>
		newPostMessage(
			{ siteTitle, locale, host, to: email, date: new Date( started ) },
			newPost,
			signedLink( ctx.db, origin, 'unsubscribe', email )
		);
}

/**
 * Writes one message per confirmed subscriber; resolves to the number written. Links use the
 * site's configured address, never the Host header of the request that published the post.
 *
 * @param ctx       The site.
 * @param post      The post just published.
 * @param batchSize How many subscribers are read and written at a time.
 */
export async function notifySubscribers(
	ctx: AppContext,
	post: PostRow,
	batchSize = DEFAULT_BATCH_SIZE
): Promise< number > {
	const origin = siteUrl( ctx.db );
	updatePostMeta( ctx.db, post.ID, NOTIFIED_META, '1' );
	const started = Date.now();
	const message = messageWriter( ctx, post, origin, started );
	let sent = 0;
	let batch = confirmedSubscribersAfter( ctx.db, 0, batchSize );
	while ( batch.length ) {
		await Promise.all(
			batch.map( ( subscriber ) =>
				writeOutboxMessage(
					ctx.options.dataDir,
					`${ started }-post-${ post.ID }-${ subscriber.id }`,
					message( subscriber.email )
				)
			)
		);
		sent += batch.length;
		batch = confirmedSubscribersAfter(
			ctx.db,
			batch[ batch.length - 1 ].id,
			batchSize
		);
	}
	return sent;
}

/**
 * transition_post_status for subscriptions: called after a post is written; when the write
 * published it for the first time, the fan-out starts in the background (the author's request
 * does not wait for it). Resolves when the fan-out is done, for callers that want to wait.
 */
export function notifyIfFirstPublished(
	ctx: AppContext,
	postId: number,
	previousStatus: string | undefined
): Promise< number > {
	const post = getPost( ctx.db, postId );
	if ( ! shouldNotify( ctx, post, previousStatus ) ) {
		return Promise.resolve( 0 );
	}
	return notifySubscribers( ctx, post ).catch( ( error: unknown ) => {
		ctx.options.log?.(
			`New-post notifications of post ${ postId } failed: ${ String( error ) }`
		);
		return 0;
	} );
}

/**
 * The scheduled posts whose time came (WordPress's cron publishing them) notify as well.
 *
 * @return The ids of the posts just published, for the other first-publish jobs.
 */
export function publishDuePostsAndNotify( ctx: AppContext ): number[] {
	const ids = publishDuePosts( ctx.db, mysqlGmt() );
	for ( const id of ids ) {
		void notifyIfFirstPublished( ctx, id, 'future' );
	}
	return ids;
}
