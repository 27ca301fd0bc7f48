/**
 * A quoted post drawn from the data X's embedded-post widgets read (the syndication endpoint),
 * instead of loading the widget script: which addresses are posts, where their data lives, and
 * what of that data the preview shows.
 */
import { httpUrl } from '../safe-url';

export const SYNDICATION_ENDPOINT =
	'https://cdn.syndication.twimg.com/tweet-result';

const POST_HOSTS = [
	'twitter.com',
	'www.twitter.com',
	'mobile.twitter.com',
	'x.com',
	'www.x.com',
];
const STATUS_PATH = /^\/[A-Za-z0-9_]{1,15}\/status(?:es)?\/([1-9]\d{0,19})\/?$/;
const MAX_PHOTOS = 4;

/** What the preview shows of a quoted post. */
export interface SyndicatedPost {
	text: string;
	name: string;
	screenName: string;
	date?: string;
	profileImage?: string;
	photos: { url: string; alt?: string }[];
}

/**
 * The post id of a post's address on X (or Twitter), else undefined.
 *
 * @param url The quoted post's address.
 */
export function postIdOf( url: string | undefined ): string | undefined {
	const href = httpUrl( url );
	if ( ! href ) {
		return undefined;
	}
	const parsed = new URL( href );
	if ( ! POST_HOSTS.includes( parsed.hostname ) ) {
		return undefined;
	}
	return STATUS_PATH.exec( parsed.pathname )?.[ 1 ];
}

/**
 * The token the endpoint asks for with an id: the id scaled and written in base 36, without its
 * zeros and point (the widgets compute it in the same way).
 *
 * @param id A post id.
 */
export function syndicationToken( id: string ): string {
	return ( ( Number( id ) / 1e15 ) * Math.PI )
		.toString( 36 )
		.replace( /(0+|\.)/g, '' );
}

/**
 * The address of a post's data.
 *
 * @param id A post id.
 */
export function syndicationUrl( id: string ): string {
	const query = new URLSearchParams( {
		id,
		lang: 'en',
		token: syndicationToken( id ),
	} );
	return `${ SYNDICATION_ENDPOINT }?${ query }`;
}

function text( value: unknown ): string | undefined {
	return typeof value === 'string' ? value : undefined;
}

/**
 * The part of a post's text the service shows (`display_text_range`, in characters, leaves out
 * the address of attached media); all of it when the range is missing or makes no sense.
 *
 * @param body  The post's text.
 * @param range Its display range.
 */
function shownText( body: string, range: unknown ): string {
	const characters = Array.from( body );
	if (
		! Array.isArray( range ) ||
		range.length !== 2 ||
		! range.every( Number.isInteger ) ||
		range[ 0 ] < 0 ||
		range[ 0 ] > range[ 1 ] ||
		range[ 1 ] > characters.length
	) {
		return body;
	}
	return characters.slice( range[ 0 ], range[ 1 ] ).join( '' ).trim();
}

/**
 * What the preview shows of the endpoint's answer, or undefined when it is not a post with its
 * author. Only http(s) pictures are kept; at most four photos.
 *
 * @param data The endpoint's JSON.
 */
export function readSyndicatedPost(
	data: unknown
): SyndicatedPost | undefined {
	if ( ! data || typeof data !== 'object' ) {
		return undefined;
	}
	const post = data as Record< string, unknown >;
	const user = ( post.user ?? {} ) as Record< string, unknown >;
	const body = text( post.text );
	const name = text( user.name );
	const screenName = text( user.screen_name );
	if ( body === undefined || ! name || ! screenName ) {
		return undefined;
	}
	const media = Array.isArray( post.mediaDetails ) ? post.mediaDetails : [];
	const photos = media
		.filter(
			( item ): item is Record< string, unknown > =>
				!! item && typeof item === 'object' && item.type === 'photo'
		)
		.map( ( item ) => ( {
			url: httpUrl( text( item.media_url_https ) ) ?? '',
			alt: text( item.ext_alt_text ),
		} ) )
		.filter( ( photo ) => photo.url !== '' )
		.slice( 0, MAX_PHOTOS );
	return {
		text: shownText( body, post.display_text_range ),
		name,
		screenName: `@${ screenName }`,
		date: text( post.created_at ),
		profileImage: httpUrl( text( user.profile_image_url_https ) ),
		photos,
	};
}
