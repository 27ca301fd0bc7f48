/**
 * One tweet of a thread as post content (the gather conversion): its text as a paragraph with
 * links, mentions and hashtags linked and the network's own media and quote links dropped; its
 * photos as an image (one) or a gallery (several); each video; and a quoted tweet as an embed.
 */
import { htmlSpecialChars } from '../../../shared/server-render/html';
import type {
	GatherImage,
	GatherItem,
} from '../../../shared/thread-import/types';

interface UrlEntity {
	start: number;
	end: number;
	url: string;
	expanded_url?: string;
	display_url?: string;
	media_key?: string;
}

export interface ApiTweet {
	id: string;
	text: string;
	author_id: string;
	conversation_id?: string;
	entities?: {
		urls?: UrlEntity[];
		mentions?: Array< { start: number; end: number; username: string } >;
		hashtags?: Array< { start: number; end: number; tag: string } >;
	};
	attachments?: { media_keys?: string[] };
	referenced_tweets?: Array< { type: string; id: string } >;
}

export interface ApiMedia {
	media_key: string;
	type: string;
	url?: string;
	alt_text?: string;
	variants?: Array< {
		bit_rate?: number;
		content_type: string;
		url: string;
	} >;
}

export interface ApiIncludes {
	media?: ApiMedia[];
	users?: Array< { id: string; username: string } >;
	tweets?: ApiTweet[];
}

interface Piece {
	start: number;
	end: number;
	html: string;
}

const isWebAddress = ( url: string | undefined ): url is string =>
	typeof url === 'string' && /^https?:\/\/[^\s"<>]+$/i.test( url );

function link( href: string, text: string ): string {
	return `<a href="${ htmlSpecialChars( href ) }">${ htmlSpecialChars( text ) }</a>`;
}

/** The address of the tweet this one quotes, if any. */
export function quotedUrl(
	tweet: ApiTweet,
	includes: ApiIncludes
): string | undefined {
	const id = tweet.referenced_tweets?.find(
		( ref ) => ref.type === 'quoted'
	)?.id;
	if ( ! id || ! /^\d{1,19}$/.test( id ) ) {
		return undefined;
	}
	const quoted = includes.tweets?.find( ( item ) => item.id === id );
	const user =
		quoted &&
		includes.users?.find( ( item ) => item.id === quoted.author_id );
	return `https://twitter.com/${ user?.username ?? 'i' }/status/${ id }`;
}

/** Whether a link only stands for something shown otherwise: attached media, or the quoted tweet. */
function isShownOtherwise(
	entity: UrlEntity,
	quote: string | undefined
): boolean {
	const expanded = entity.expanded_url ?? '';
	return (
		!! entity.media_key ||
		/\/status\/\d+\/(?:photo|video)\/\d+$/.test( expanded ) ||
		( !! quote &&
			expanded
				.replace( /^https?:\/\/(?:www\.)?(?:x|twitter)\.com/i, '' )
				.toLowerCase() ===
				quote.replace( /^https:\/\/twitter\.com/, '' ).toLowerCase() )
	);
}

/** A link of the text: gone when shown otherwise, linked when it is a web address, else as written. */
function urlHtml( entity: UrlEntity, quote: string | undefined ): string {
	if ( isShownOtherwise( entity, quote ) ) {
		return '';
	}
	return isWebAddress( entity.expanded_url )
		? link( entity.expanded_url, entity.display_url || entity.expanded_url )
		: htmlSpecialChars( entity.url );
}

/** The tweet's text as paragraph HTML ('' when nothing is left). */
export function tweetHtml(
	tweet: ApiTweet,
	quote: string | undefined
): string {
	const chars = Array.from( tweet.text );
	const pieces: Piece[] = [];
	for ( const entity of tweet.entities?.urls ?? [] ) {
		pieces.push( {
			start: entity.start,
			end: entity.end,
			html: urlHtml( entity, quote ),
		} );
	}
	for ( const mention of tweet.entities?.mentions ?? [] ) {
		pieces.push( {
			start: mention.start,
			end: mention.end,
			html: link(
				`https://twitter.com/${ encodeURIComponent( mention.username ) }`,
				`@${ mention.username }`
			),
		} );
	}
	for ( const tag of tweet.entities?.hashtags ?? [] ) {
		pieces.push( {
			start: tag.start,
			end: tag.end,
			html: link(
				`https://twitter.com/hashtag/${ encodeURIComponent( tag.tag ) }`,
				`#${ tag.tag }`
			),
		} );
	}
	pieces.sort( ( a, b ) => a.start - b.start );
	let html = '';
	let at = 0;
	for ( const piece of pieces ) {
		if (
			piece.start < at ||
			piece.end > chars.length ||
			piece.end <= piece.start
		) {
			continue;
		}
		html +=
			htmlSpecialChars( chars.slice( at, piece.start ).join( '' ) ) +
			piece.html;
		at = piece.end;
	}
	html += htmlSpecialChars( chars.slice( at ).join( '' ) );
	return html.trim().replace( /\n/g, '<br>' );
}

function bestVideo( media: ApiMedia ): string | undefined {
	return ( media.variants ?? [] )
		.filter(
			( variant ) =>
				variant.content_type === 'video/mp4' &&
				isWebAddress( variant.url )
		)
		.sort( ( a, b ) => ( b.bit_rate ?? 0 ) - ( a.bit_rate ?? 0 ) )[ 0 ]
		?.url;
}

/** The items one tweet gives, in reading order: text, photos, videos, the quoted tweet. */
export function tweetItems(
	tweet: ApiTweet,
	includes: ApiIncludes
): GatherItem[] {
	const items: GatherItem[] = [];
	const quote = quotedUrl( tweet, includes );
	const content = tweetHtml( tweet, quote );
	if ( content ) {
		items.push( { type: 'paragraph', content } );
	}
	const media = ( tweet.attachments?.media_keys ?? [] )
		.map( ( key ) =>
			includes.media?.find( ( item ) => item.media_key === key )
		)
		.filter( ( item ): item is ApiMedia => !! item );
	const photos: GatherImage[] = media
		.filter( ( item ) => item.type === 'photo' && isWebAddress( item.url ) )
		.map( ( item ) => ( { url: item.url!, alt: item.alt_text ?? '' } ) );
	if ( photos.length === 1 ) {
		items.push( { type: 'image', ...photos[ 0 ] } );
	} else if ( photos.length > 1 ) {
		items.push( { type: 'gallery', images: photos } );
	}
	for ( const item of media ) {
		const url =
			item.type === 'video' || item.type === 'animated_gif'
				? bestVideo( item )
				: undefined;
		if ( url ) {
			items.push( { type: 'video', url, alt: item.alt_text ?? '' } );
		}
	}
	if ( quote ) {
		items.push( { type: 'embed', url: quote } );
	}
	return items;
}
