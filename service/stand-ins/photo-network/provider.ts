/**
 * The photo network's API stand-in (Instagram's Graph API, `https://graph.instagram.com`): the
 * signed-in account (`/me`) and its media (`/me/media`), for the accounts in
 * fixtures/accounts.json, newest first, with the fields asked for, `limit` and cursor paging.
 * An access token is one a keyring connection holds; a missing, unknown or revoked token, an
 * unknown path and a bad limit answer the API's OAuth and Graph errors.
 */
import { createHash } from 'node:crypto';
import type { HostAnswer } from '../../../platform/content/remote-hosts';
import accounts from './fixtures/accounts.json';

export const GRAPH_ORIGIN = 'https://graph.instagram.com';
export const MEDIA_ORIGIN = 'https://scontent.cdninstagram.com';
/** Where the browser finds the media host's files on the local site. */
export const MEDIA_STAND_IN_BASE = '/stand-ins/scontent.cdninstagram.com';

export interface Scene {
	sky: string;
	ground: string;
	sun: string;
	shape: 'sun' | 'hills' | 'bowls';
}

export interface FixturePost {
	id: string;
	shortcode: string;
	media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
	timestamp: string;
	caption: string;
	scene: Scene;
}

interface FixtureAccount {
	username: string;
	revoked?: boolean;
	posts: FixturePost[];
}

const ACCOUNTS = accounts as Record< string, FixtureAccount >;

/** The account a token was issued for (its external id), or undefined for a token nobody holds. */
export type TokenOwner = ( token: string ) => string | undefined;

const MEDIA_FIELDS = [
	'id',
	'caption',
	'media_type',
	'media_url',
	'permalink',
	'thumbnail_url',
	'timestamp',
	'username',
] as const;
const USER_FIELDS = [ 'id', 'username', 'account_type', 'media_count' ];
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

function traceId( seed: string ): string {
	return createHash( 'sha1' )
		.update( seed )
		.digest( 'base64url' )
		.slice( 0, 11 );
}

function json( status: number, body: unknown ): HostAnswer {
	return {
		status,
		contentType: 'application/json; charset=UTF-8',
		body: JSON.stringify( body ),
	};
}

function graphError(
	url: URL,
	code: number,
	type: string,
	message: string,
	subcode?: number
): HostAnswer {
	return json( 400, {
		error: {
			message,
			type,
			code,
			...( subcode ? { error_subcode: subcode } : {} ),
			fbtrace_id: traceId( url.href ),
		},
	} );
}

/** The address of a post's picture (a video's is its cover frame). */
export function mediaPath( post: FixturePost, variant: 'n' | 'thumb' ): string {
	return `/v/t51.29350-15/${ post.id }_${ variant }.jpg`;
}

/** The post a media path names, and whether it is a video cover. */
export function postAtMediaPath(
	path: string
): { post: FixturePost; cover: boolean } | undefined {
	const match = /^\/v\/t51\.29350-15\/(\d+)_(n|thumb)\.jpg$/.exec( path );
	if ( ! match ) {
		return undefined;
	}
	for ( const account of Object.values( ACCOUNTS ) ) {
		const post = account.posts.find( ( item ) => item.id === match[ 1 ] );
		if (
			post &&
			( match[ 2 ] === 'thumb' ) === ( post.media_type === 'VIDEO' )
		) {
			return { post, cover: match[ 2 ] === 'thumb' };
		}
	}
	return undefined;
}

function mediaFields( post: FixturePost, username: string ) {
	const video = post.media_type === 'VIDEO';
	const all: Record< ( typeof MEDIA_FIELDS )[ number ], string > = {
		id: post.id,
		caption: post.caption,
		media_type: post.media_type,
		media_url: video
			? `https://video.cdninstagram.com/o1/v/t16/f1/m82/${ post.id }.mp4`
			: MEDIA_ORIGIN + mediaPath( post, 'n' ),
		permalink: `https://www.instagram.com/${ video ? 'reel' : 'p' }/${ post.shortcode }/`,
		thumbnail_url: MEDIA_ORIGIN + mediaPath( post, 'thumb' ),
		timestamp: post.timestamp,
		username,
	};
	if ( ! video ) {
		delete ( all as Partial< typeof all > ).thumbnail_url;
	}
	return all;
}

/** `fields=a,b`: the known ones asked for, always with `id`. */
function pick(
	values: Record< string, string | number >,
	asked: string | null,
	known: readonly string[]
) {
	const names = ( asked ?? '' )
		.split( ',' )
		.map( ( name ) => name.trim() )
		.filter( ( name ) => known.includes( name ) );
	const result: Record< string, string | number > = { id: values.id };
	for ( const name of names ) {
		if ( values[ name ] !== undefined ) {
			result[ name ] = values[ name ];
		}
	}
	return result;
}

function cursor( index: number ): string {
	return Buffer.from( `${ index }` ).toString( 'base64url' );
}

function fromCursor( value: string | null ): number {
	if ( ! value ) {
		return 0;
	}
	const index = Number( Buffer.from( value, 'base64url' ).toString() );
	return Number.isInteger( index ) && index >= 0 ? index : 0;
}

function mediaPage( url: URL, account: FixtureAccount ): HostAnswer {
	const rawLimit = url.searchParams.get( 'limit' );
	const limit = rawLimit === null ? DEFAULT_LIMIT : Number( rawLimit );
	if ( ! /^\d+$/.test( rawLimit ?? '0' ) || limit < 1 ) {
		return graphError(
			url,
			100,
			'OAuthException',
			'(#100) The parameter limit must be a positive integer.'
		);
	}
	const start = fromCursor( url.searchParams.get( 'after' ) );
	const posts = account.posts.slice(
		start,
		start + Math.min( limit, MAX_LIMIT )
	);
	const data = posts.map( ( post ) =>
		pick(
			mediaFields( post, account.username ),
			url.searchParams.get( 'fields' ),
			MEDIA_FIELDS
		)
	);
	const end = start + posts.length;
	const next = new URL( url.href );
	next.searchParams.set( 'after', cursor( end ) );
	return json( 200, {
		data,
		...( posts.length
			? {
					paging: {
						cursors: {
							before: cursor( start ),
							after: cursor( end ),
						},
						...( end < account.posts.length
							? { next: next.href }
							: {} ),
					},
				}
			: {} ),
	} );
}

/**
 * The API's answer to the site's request `url`.
 *
 * @param url        An address on graph.instagram.com (an optional version segment, `/v21.0/me`).
 * @param tokenOwner Who holds an access token.
 */
export function graphAnswer( url: URL, tokenOwner: TokenOwner ): HostAnswer {
	const path = url.pathname.replace( /^\/v\d+\.\d+(?=\/)/, '' );
	if ( path !== '/me' && path !== '/me/media' ) {
		return graphError(
			url,
			100,
			'GraphMethodException',
			`Unsupported get request. Object with ID '${ path.split( '/' )[ 1 ] ?? '' }' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
			33
		);
	}
	const token = url.searchParams.get( 'access_token' );
	if ( ! token ) {
		return graphError(
			url,
			2500,
			'OAuthException',
			'An active access token must be used to query information about the current user.'
		);
	}
	const owner = tokenOwner( token );
	const account =
		owner !== undefined && Object.hasOwn( ACCOUNTS, owner )
			? ACCOUNTS[ owner ]
			: undefined;
	if ( ! owner || ! account ) {
		return graphError(
			url,
			190,
			'OAuthException',
			'Invalid OAuth access token - Cannot parse access token'
		);
	}
	if ( account.revoked ) {
		return graphError(
			url,
			190,
			'OAuthException',
			'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
			460
		);
	}
	if ( path === '/me/media' ) {
		return mediaPage( url, account );
	}
	return json(
		200,
		pick(
			{
				id: owner,
				username: account.username,
				account_type: 'BUSINESS',
				media_count: account.posts.length,
			},
			url.searchParams.get( 'fields' ),
			USER_FIELDS
		)
	);
}
