/**
 * Twitter's API v2 on the social-network stand-in, for reading threads: `GET /2/tweets/<id>` and
 * `GET /2/tweets/search/all?query=conversation_id:<id> from:<username>`, with the expansions a
 * thread reader asks for (authors, media, quoted tweets) and entities (links, mentions, hashtags)
 * computed from fixtures/threads.json. A missing tweet and one of a suspended account answer
 * v2's problem objects (status 200 with `errors`); a malformed id or query answers 400.
 */
import type { HostAnswer } from '../../../platform/content/remote-hosts';
import threads from './fixtures/threads.json';

export const TWITTER_API_ORIGIN = 'https://api.twitter.com';
export const TWITTER_MEDIA_ORIGIN = 'https://pbs.twimg.com';
export const TWITTER_VIDEO_ORIGIN = 'https://video.twimg.com';

interface FixtureUser {
	username: string;
	name: string;
	suspended?: boolean;
}

export interface FixtureMedia {
	type: 'photo' | 'video';
	alt: string;
	colours: string[];
	width: number;
	height: number;
	duration_ms?: number;
}

interface FixtureUrl {
	url: string;
	expanded_url: string;
	display_url: string;
}

interface FixtureTweet {
	id: string;
	author_id: string;
	created_at: string;
	text: string;
	in_reply_to?: string;
	media?: string[];
	media_withheld?: boolean;
	quote?: string;
	urls?: FixtureUrl[];
}

const USERS = threads.users as Record< string, FixtureUser >;
const MEDIA = threads.media as Record< string, FixtureMedia >;
const TWEETS = threads.tweets as FixtureTweet[];

const own = < T >( table: Record< string, T >, key: string ) =>
	Object.hasOwn( table, key ) ? table[ key ] : undefined;

/** A media item's file names on the media hosts (a photo, a video's first frame and its mp4). */
export function mediaFiles( key: string ) {
	const id = key.split( '_' )[ 1 ];
	return {
		photo: `/media/${ id }.jpg`,
		poster: `/ext_tw_video_thumb/${ id }/pu/img/${ id }.jpg`,
		video: `/ext_tw_video/${ id }/pu/vid/1280x720/${ id }.mp4`,
	};
}

/** The fixture media a path on a media host names. */
export function mediaAtPath(
	origin: string,
	path: string
):
	| { key: string; media: FixtureMedia; kind: 'photo' | 'poster' | 'video' }
	| undefined {
	for ( const [ key, media ] of Object.entries( MEDIA ) ) {
		const files = mediaFiles( key );
		if (
			origin === TWITTER_MEDIA_ORIGIN &&
			media.type === 'photo' &&
			path === files.photo
		) {
			return { key, media, kind: 'photo' };
		}
		if (
			origin === TWITTER_MEDIA_ORIGIN &&
			media.type === 'video' &&
			path === files.poster
		) {
			return { key, media, kind: 'poster' };
		}
		if (
			origin === TWITTER_VIDEO_ORIGIN &&
			media.type === 'video' &&
			path === files.video
		) {
			return { key, media, kind: 'video' };
		}
	}
	return undefined;
}

/** The address of a tweet as the network links it. */
export function statusUrl( tweet: { id: string; author_id: string } ): string {
	return `https://twitter.com/${ own( USERS, tweet.author_id )?.username ?? 'i' }/status/${ tweet.id }`;
}

function json( status: number, body: unknown ): HostAnswer {
	return {
		status,
		contentType: 'application/json; charset=utf-8',
		body: JSON.stringify( body ),
	};
}

function invalidRequest(
	parameter: string,
	value: string,
	message: string
): HostAnswer {
	return json( 400, {
		errors: [ { parameters: { [ parameter ]: [ value ] }, message } ],
		title: 'Invalid Request',
		detail: 'One or more parameters to your request was invalid.',
		type: 'https://api.twitter.com/2/problems/invalid-request',
	} );
}

function problem( id: string, suspended: boolean ) {
	return suspended
		? {
				value: id,
				detail: `Sorry, you are not authorized to see the Tweet with id: [${ id }].`,
				title: 'Authorization Error',
				resource_type: 'tweet',
				parameter: 'id',
				resource_id: id,
				type: 'https://api.twitter.com/2/problems/not-authorized-for-resource',
			}
		: {
				value: id,
				detail: `Could not find tweet with id: [${ id }].`,
				title: 'Not Found Error',
				resource_type: 'tweet',
				parameter: 'id',
				resource_id: id,
				type: 'https://api.twitter.com/2/problems/resource-not-found',
			};
}

/** Code-point offsets, as v2 counts entity positions. */
function spans( text: string, pattern: RegExp ) {
	const found: Array< {
		start: number;
		end: number;
		match: string;
		group: string;
	} > = [];
	for ( const match of text.matchAll( pattern ) ) {
		const start = Array.from( text.slice( 0, match.index ) ).length;
		found.push( {
			start,
			end: start + Array.from( match[ 0 ] ).length,
			match: match[ 0 ],
			group: match[ 1 ] ?? '',
		} );
	}
	return found;
}

function rootOf( tweet: FixtureTweet ): FixtureTweet {
	let current = tweet;
	while ( current.in_reply_to ) {
		const parent = TWEETS.find(
			( item ) => item.id === current.in_reply_to
		);
		if ( ! parent ) {
			break;
		}
		current = parent;
	}
	return current;
}

function entities( tweet: FixtureTweet ) {
	const author = own( USERS, tweet.author_id )?.username ?? 'i';
	const urls = spans( tweet.text, /https:\/\/t\.co\/\w+/g ).map( ( span ) => {
		const known = tweet.urls?.find( ( url ) => url.url === span.match );
		if ( known ) {
			return { start: span.start, end: span.end, ...known };
		}
		if ( tweet.quote ) {
			const quoted = TWEETS.find( ( item ) => item.id === tweet.quote );
			const expanded = quoted
				? statusUrl( quoted )
				: `https://twitter.com/i/status/${ tweet.quote }`;
			return {
				start: span.start,
				end: span.end,
				url: span.match,
				expanded_url: expanded,
				display_url:
					expanded.replace( /^https:\/\//, '' ).slice( 0, 26 ) + '…',
			};
		}
		// The link the network adds for attached media.
		const expanded = `https://twitter.com/${ author }/status/${ tweet.id }/photo/1`;
		return {
			start: span.start,
			end: span.end,
			url: span.match,
			expanded_url: expanded,
			display_url: 'pic.twitter.com/' + span.match.slice( 13 ),
			...( tweet.media?.length ? { media_key: tweet.media[ 0 ] } : {} ),
		};
	} );
	const mentions = spans( tweet.text, /@(\w{1,15})/g ).map( ( span ) => ( {
		start: span.start,
		end: span.end,
		username: span.group,
		id:
			Object.keys( USERS ).find(
				( id ) => USERS[ id ].username === span.group
			) ?? '0',
	} ) );
	const hashtags = spans( tweet.text, /#(\w+)/g ).map( ( span ) => ( {
		start: span.start,
		end: span.end,
		tag: span.group,
	} ) );
	return {
		...( urls.length ? { urls } : {} ),
		...( mentions.length ? { mentions } : {} ),
		...( hashtags.length ? { hashtags } : {} ),
	};
}

function tweetObject( tweet: FixtureTweet ) {
	const referenced = [
		...( tweet.in_reply_to
			? [ { type: 'replied_to', id: tweet.in_reply_to } ]
			: [] ),
		...( tweet.quote ? [ { type: 'quoted', id: tweet.quote } ] : [] ),
	];
	const found = entities( tweet );
	return {
		id: tweet.id,
		text: tweet.text,
		author_id: tweet.author_id,
		conversation_id: rootOf( tweet ).id,
		created_at: tweet.created_at,
		...( Object.keys( found ).length ? { entities: found } : {} ),
		...( tweet.media?.length
			? { attachments: { media_keys: tweet.media } }
			: {} ),
		...( referenced.length ? { referenced_tweets: referenced } : {} ),
	};
}

function mediaObject( key: string ) {
	const media = MEDIA[ key ];
	const files = mediaFiles( key );
	const common = {
		media_key: key,
		type: media.type,
		width: media.width,
		height: media.height,
		alt_text: media.alt,
	};
	if ( media.type === 'photo' ) {
		return { ...common, url: TWITTER_MEDIA_ORIGIN + files.photo };
	}
	return {
		...common,
		duration_ms: media.duration_ms,
		preview_image_url: TWITTER_MEDIA_ORIGIN + files.poster,
		variants: [
			{
				content_type: 'application/x-mpegURL',
				url: `${ TWITTER_VIDEO_ORIGIN }/ext_tw_video/${ key.split( '_' )[ 1 ] }/pu/pl/playlist.m3u8`,
			},
			{
				bit_rate: 2176000,
				content_type: 'video/mp4',
				url: TWITTER_VIDEO_ORIGIN + files.video,
			},
		],
	};
}

/** The `includes` of an answer: authors, media and quoted tweets of the tweets it holds. */
function includes( tweets: FixtureTweet[] ) {
	const users = new Set< string >();
	const media = new Set< string >();
	const quoted: FixtureTweet[] = [];
	for ( const tweet of tweets ) {
		users.add( tweet.author_id );
		tweet.media
			?.filter( ( key ) => own( MEDIA, key ) )
			.forEach( ( key ) => media.add( key ) );
		const quote =
			tweet.quote && TWEETS.find( ( item ) => item.id === tweet.quote );
		if ( quote ) {
			quoted.push( quote );
			users.add( quote.author_id );
		}
	}
	return {
		...( media.size ? { media: [ ...media ].map( mediaObject ) } : {} ),
		users: [ ...users ].map( ( id ) => ( {
			id,
			name: USERS[ id ].name,
			username: USERS[ id ].username,
		} ) ),
		...( quoted.length ? { tweets: quoted.map( tweetObject ) } : {} ),
	};
}

function visible( tweet: FixtureTweet ): boolean {
	return ! own( USERS, tweet.author_id )?.suspended;
}

function lookup( id: string ): HostAnswer {
	if ( ! /^\d{1,19}$/.test( id ) ) {
		return invalidRequest(
			'id',
			id,
			`The \`id\` query parameter value [${ id }] is not valid`
		);
	}
	const tweet = TWEETS.find( ( item ) => item.id === id );
	if ( ! tweet || ! visible( tweet ) ) {
		return json( 200, { errors: [ problem( id, !! tweet ) ] } );
	}
	return json( 200, {
		data: tweetObject( tweet ),
		includes: includes( [ tweet ] ),
	} );
}

/** `conversation_id:<id>` and `from:<username>` operators, joined by spaces (AND). */
function search( query: string ): HostAnswer {
	const terms = query.trim().split( /\s+/ );
	const filters: Array< ( tweet: FixtureTweet ) => boolean > = [];
	for ( const term of terms ) {
		const conversation = /^conversation_id:(\d{1,19})$/.exec( term );
		const from = /^from:(\w{1,15})$/.exec( term );
		if ( conversation ) {
			filters.push(
				( tweet ) => rootOf( tweet ).id === conversation[ 1 ]
			);
		} else if ( from ) {
			const name = from[ 1 ].toLowerCase();
			filters.push(
				( tweet ) =>
					USERS[ tweet.author_id ]?.username.toLowerCase() === name
			);
		} else {
			return invalidRequest(
				'query',
				query,
				`There were errors processing your request: Unsupported operator (at position ${ query.indexOf( term ) + 1 })`
			);
		}
	}
	const found = TWEETS.filter(
		( tweet ) =>
			visible( tweet ) && filters.every( ( keep ) => keep( tweet ) )
	).sort( ( a, b ) => ( BigInt( b.id ) > BigInt( a.id ) ? 1 : -1 ) );
	if ( ! found.length ) {
		return json( 200, { meta: { result_count: 0 } } );
	}
	return json( 200, {
		data: found.map( tweetObject ),
		includes: includes( found ),
		meta: {
			newest_id: found[ 0 ].id,
			oldest_id: found[ found.length - 1 ].id,
			result_count: found.length,
		},
	} );
}

/** The API's answer to the site's request. */
export function twitterApiAnswer( url: URL ): HostAnswer {
	if ( url.pathname === '/2/tweets/search/all' ) {
		return search( url.searchParams.get( 'query' ) ?? '' );
	}
	const single = /^\/2\/tweets\/([^/]+)$/.exec( url.pathname );
	if ( single && single[ 1 ] !== 'search' ) {
		return lookup( decodeURIComponent( single[ 1 ] ) );
	}
	return json( 404, {
		errors: [ { message: 'Sorry, that page does not exist', code: 34 } ],
	} );
}

/** The tweet a status address names, for the oEmbed answer (undefined when none is visible). */
export function tweetForEmbed( id: string ) {
	const tweet = TWEETS.find( ( item ) => item.id === id );
	if ( ! tweet || ! visible( tweet ) ) {
		return undefined;
	}
	return { tweet, user: USERS[ tweet.author_id ] };
}
