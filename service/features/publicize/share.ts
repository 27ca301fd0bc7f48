/**
 * Sharing on publish: when a post is first published, its message goes to each enabled
 * connection of its author; on Twitter in thread mode the post goes as a thread, tweet by tweet,
 * each answering the one before, at most 100. Each sharing is recorded on the post, so saving it
 * again shares nothing; sharing again happens only on request.
 */
import type { AppContext } from '../../../platform/context';
import { postLink } from '../../../platform/content/permalinks';
import { mysqlGmt } from '../../../platform/content/dates';
import { siteUrl } from '../../../platform/content/site-address';
import { getPostMeta } from '../../../platform/store/postmeta';
import { getPost, type PostRow } from '../../../platform/store/posts';
import {
	insertPublicizeShare,
	listPublicizeShares,
} from '../../store/publicize';
import {
	NetworkError,
	createNetworkPost,
	type NetworkAccount,
} from '../../stand-ins/social-networks/provider';
import {
	isEnabled,
	readConnectionChoices,
} from '../../../shared/publicize/choices';
import { shareMessage } from '../../../shared/publicize/message';
import { assembleThread } from '../../../shared/tweetstorm/thread';
import { splitBlocks } from '../../../shared/tweetstorm/splitter';
import {
	TWEET_LENGTH,
	URL_WEIGHT,
	tweetWeight,
} from '../../../shared/tweetstorm/weight';
import { networkConnections } from './connections';
import { postBlocks } from './splitter-blocks';

export interface ShareResult {
	connectionId: number;
	service: string;
	posted: number;
	error: string;
}

/** A single tweet: the message, shortened with an ellipsis when needed, and the address. */
function singleTweet( message: string, url: string ): string {
	const room = TWEET_LENGTH - URL_WEIGHT - 1;
	let text = message;
	if ( tweetWeight( text ) > room ) {
		const characters = Array.from( text );
		while (
			characters.length &&
			tweetWeight( characters.join( '' ) + '…' ) > room
		) {
			characters.pop();
		}
		text = characters.join( '' ).trimEnd() + '…';
	}
	return text ? `${ text } ${ url }` : url;
}

/** Posts the message (or the thread) for one account; pushes each new post's id to `ids`. */
function postAll(
	ctx: AppContext,
	account: NetworkAccount,
	post: PostRow,
	message: string,
	url: string,
	ids: number[]
): void {
	if ( account.service !== 'twitter' ) {
		ids.push(
			createNetworkPost( ctx.db, account, { text: message, link: url } )
		);
		return;
	}
	if ( getPostMeta( ctx.db, post.ID, 'jetpack_is_tweetstorm' ) !== true ) {
		ids.push(
			createNetworkPost( ctx.db, account, {
				text: singleTweet( message, url ),
			} )
		);
		return;
	}
	const { tweets } = splitBlocks( postBlocks( post.post_content ) );
	for ( const tweet of assembleThread( message, tweets, url ) ) {
		ids.push(
			createNetworkPost( ctx.db, account, {
				text: tweet.text,
				media: tweet.media,
				quoteUrl: tweet.tweet || undefined,
				inReplyTo: ids[ ids.length - 1 ],
			} )
		);
	}
}

/**
 * Shares a published post to its author's enabled connections, or to `only` when given;
 * records every sharing, failed ones with the network's message (a thread that fails midway
 * keeps the tweets already posted, as the network does).
 */
export function sharePost(
	ctx: AppContext,
	post: PostRow,
	only?: string[]
): ShareResult[] {
	const meta = ( key: string ) => getPostMeta( ctx.db, post.ID, key );
	const choices = readConnectionChoices(
		meta( 'jetpack_publicize_connections' )
	);
	const url = postLink( siteUrl( ctx.db ), post );
	const message = shareMessage( {
		message: String( meta( 'jetpack_publicize_message' ) ?? '' ),
		hasEdited: meta( 'jetpack_publicize_hasEditedShareMessage' ) === true,
		excerpt: post.post_excerpt,
		title: post.post_title,
	} );
	const results: ShareResult[] = [];
	for ( const row of networkConnections( ctx, post.post_author ) ) {
		const id = String( row.id );
		if ( only ? ! only.includes( id ) : ! isEnabled( choices, id ) ) {
			continue;
		}
		const ids: number[] = [];
		let error = '';
		try {
			postAll(
				ctx,
				{
					service: row.service,
					externalId: row.external_user_id,
					idToken: row.id_token,
				},
				post,
				message,
				url,
				ids
			);
		} catch ( failure ) {
			if ( ! ( failure instanceof NetworkError ) ) {
				throw failure;
			}
			error = failure.message;
		}
		insertPublicizeShare( ctx.db, {
			post_id: post.ID,
			connection_id: row.id,
			service: row.service,
			first_remote_id: ids[ 0 ] ?? null,
			posted: ids.length,
			error,
			shared: mysqlGmt(),
		} );
		results.push( {
			connectionId: row.id,
			service: row.service,
			posted: ids.length,
			error,
		} );
	}
	return results;
}

/**
 * transition_post_status for Publicize: a post (type post, not password-protected) published
 * by this write for the first time is shared; a post already shared is not shared again.
 */
export function shareIfFirstPublished(
	ctx: AppContext,
	postId: number,
	previousStatus: string | undefined
): ShareResult[] {
	const post = getPost( ctx.db, postId );
	if (
		! post ||
		post.post_type !== 'post' ||
		post.post_status !== 'publish' ||
		previousStatus === 'publish' ||
		post.post_password ||
		listPublicizeShares( ctx.db, post.ID ).length > 0
	) {
		return [];
	}
	return sharePost( ctx, post );
}
