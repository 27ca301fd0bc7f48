/**
 * Reading a thread from the network (WordPress.com's tweetstorm gather): the tweet the address
 * names gives the conversation and its author; the author's tweets in that conversation that
 * answer the first tweet or one another, oldest first, become the post's items. Replies from
 * other people are left out.
 */
import type { RemoteGet } from '../../../shared/server-render/remote';
import {
	TWEET_URL,
	type GatherItem,
} from '../../../shared/thread-import/types';
import { RestError } from '../../../platform/rest/errors';
import { tweetItems, type ApiIncludes, type ApiTweet } from './tweet-items';

const API = 'https://api.twitter.com/2';
const FIELDS = {
	expansions:
		'author_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id',
	'tweet.fields':
		'author_id,conversation_id,created_at,entities,attachments,referenced_tweets',
	'media.fields': 'type,url,alt_text,preview_image_url,variants',
	'user.fields': 'username',
};

interface ApiAnswer {
	data?: ApiTweet | ApiTweet[];
	includes?: ApiIncludes;
	errors?: Array< { title?: string; detail?: string; message?: string } >;
}

function unavailable(): RestError {
	return new RestError(
		'tweetstorm_unavailable',
		'Twitter could not be reached. Please try again later.',
		502
	);
}

function ask(
	remote: RemoteGet,
	path: string,
	query: Record< string, string >
): ApiAnswer {
	const address = new URL( API + path );
	for ( const [ name, value ] of Object.entries( { ...query, ...FIELDS } ) ) {
		address.searchParams.set( name, value );
	}
	const answer = remote( address.href );
	if ( 'error' in answer || answer.status >= 500 ) {
		throw unavailable();
	}
	try {
		return JSON.parse( answer.body ) as ApiAnswer;
	} catch {
		throw unavailable();
	}
}

/** The author's own chain of tweets from the conversation's first one, oldest first. */
export function ownChain( tweets: ApiTweet[], rootId: string ): ApiTweet[] {
	const sorted = [ ...tweets ].sort( ( a, b ) =>
		BigInt( a.id ) < BigInt( b.id ) ? -1 : 1
	);
	const kept = new Set< string >();
	return sorted.filter( ( tweet ) => {
		const parent = tweet.referenced_tweets?.find(
			( ref ) => ref.type === 'replied_to'
		)?.id;
		if ( tweet.id === rootId || ( parent && kept.has( parent ) ) ) {
			kept.add( tweet.id );
			return true;
		}
		return false;
	} );
}

/**
 * The items of the thread the tweet at `url` belongs to.
 *
 * @throws RestError for an address that is not a tweet's, a tweet the network does not show, or
 *         a network that cannot be reached.
 */
export function gatherThread( remote: RemoteGet, url: string ): GatherItem[] {
	const match = TWEET_URL.exec( url.trim() );
	if ( ! match ) {
		throw new RestError(
			'tweetstorm_invalid_url',
			'This is not the address of a tweet.',
			400
		);
	}
	const first = ask( remote, `/tweets/${ match[ 2 ] }`, {} );
	const tweet = Array.isArray( first.data ) ? undefined : first.data;
	if ( ! tweet ) {
		const problem = first.errors?.[ 0 ];
		throw new RestError(
			problem?.title === 'Authorization Error'
				? 'tweetstorm_not_authorized'
				: 'tweetstorm_not_found',
			problem?.detail ||
				problem?.message ||
				'This tweet could not be found.',
			problem?.title === 'Authorization Error' ? 403 : 404
		);
	}
	const author = first.includes?.users?.find(
		( user ) => user.id === tweet.author_id
	);
	const rootId = tweet.conversation_id ?? tweet.id;
	const found = author
		? ask( remote, '/tweets/search/all', {
				query: `conversation_id:${ rootId } from:${ author.username }`,
				max_results: '100',
			} )
		: {};
	const tweets = Array.isArray( found.data ) ? found.data : [ tweet ];
	const includes = found.includes ?? first.includes ?? {};
	return ownChain( tweets, rootId ).flatMap( ( item ) =>
		tweetItems( item, includes )
	);
}
