/**
 * The tweet syndication stand-in (the JSON behind X's embedded-post widgets,
 * `https://cdn.syndication.twimg.com/tweet-result?id=…`): posts from fixtures/tweets.json in that
 * endpoint's shape, and the pictures they name (`https://pbs.twimg.com/…`) from fixtures/images.
 * Pure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tweets from './fixtures/tweets.json';

export const SYNDICATION_ORIGIN = 'https://cdn.syndication.twimg.com';
export const SYNDICATION_BASE = '/stand-ins/cdn.syndication.twimg.com';

const TWEETS = tweets as Record< string, object >;
/** A post id: digits, no leading zero, at most 20 (a 64-bit number). */
const POST_ID = /^[1-9]\d{0,19}$/;
const PICTURE = /^\/(?:profile_images|media)\/([a-z0-9_-]{1,64})\.svg$/;

export interface Answer {
	status: number;
	body: object;
}

/**
 * GET /tweet-result?id=…: the post, 404 with an empty object for a post that does not exist (or
 * is not public), 400 for an id that cannot be a post's.
 *
 * @param query The request's query.
 */
export function tweetResult( query: URLSearchParams ): Answer {
	const id = query.get( 'id' ) ?? '';
	if ( ! POST_ID.test( id ) ) {
		return { status: 400, body: {} };
	}
	const tweet = Object.hasOwn( TWEETS, id ) ? TWEETS[ id ] : undefined;
	return tweet ? { status: 200, body: tweet } : { status: 404, body: {} };
}

/**
 * A picture under pbs.twimg.com's paths, as SVG text, or undefined when there is none.
 *
 * @param path The path under the media host.
 */
export function picture( path: string ): string | undefined {
	const match = PICTURE.exec( path );
	if ( ! match ) {
		return undefined;
	}
	try {
		return readFileSync(
			join( __dirname, 'fixtures', 'images', `${ match[ 1 ] }.svg` ),
			'utf8'
		);
	} catch {
		return undefined;
	}
}
