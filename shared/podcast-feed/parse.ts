import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatDuration } from './duration';
import { FeedError } from './errors';
import { MAX_EPISODE_OPTIONS, MAX_ITEMS } from './limits';
import { plainText } from './plain-text';
import type {
	PodcastEpisodeOption,
	PodcastFeedData,
	PodcastQuery,
	PodcastTrack,
} from './types';

type Node = Record< string, unknown >;

const parser = new XMLParser( {
	ignoreAttributes: false,
	attributeNamePrefix: '@_',
	parseTagValue: false,
	parseAttributeValue: false,
	trimValues: true,
	isArray: ( name ) => name === 'item',
} );

/** The text of an element, whatever shape the parser gave it (text, text with attributes, repeated). */
function text( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return text( value[ 0 ] );
	}
	if ( typeof value === 'string' || typeof value === 'number' ) {
		return String( value ).trim();
	}
	if ( value && typeof value === 'object' ) {
		return text( ( value as Node )[ '#text' ] );
	}
	return '';
}

function attribute( value: unknown, name: string ): string {
	const node = Array.isArray( value ) ? value[ 0 ] : value;
	return node && typeof node === 'object'
		? text( ( node as Node )[ `@_${ name }` ] )
		: '';
}

/** An absolute http(s) address from a feed value, resolved against the feed's own address. */
function httpUrl( value: string, base: string ): string {
	if ( ! value ) {
		return '';
	}
	try {
		const url = new URL( value, base );
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.toString()
			: '';
	} catch {
		return '';
	}
}

function channelOf( document: Node ): Node {
	const rss = document.rss as Node | undefined;
	const channel = rss && typeof rss === 'object' ? rss.channel : undefined;
	const node = Array.isArray( channel ) ? channel[ 0 ] : channel;
	if ( ! node || typeof node !== 'object' ) {
		throw new FeedError( 'not_a_feed', 'The document is not an RSS feed.' );
	}
	return node as Node;
}

function items( channel: Node ): Node[] {
	const list = channel.item;
	return Array.isArray( list )
		? list.filter(
				( item ): item is Node => !! item && typeof item === 'object'
			)
		: [];
}

interface Episode extends Omit< PodcastTrack, 'id' > {}

/** An item as an episode, or null when it has no playable enclosure (a post, not an episode). */
function episodeOf( item: Node, base: string, cover: string ): Episode | null {
	const src = httpUrl( attribute( item.enclosure, 'url' ), base );
	if ( ! src ) {
		return null;
	}
	const link = httpUrl( text( item.link ), base );
	const guid = text( item.guid ) || src;
	return {
		guid,
		title: plainText(
			text( item.title ) || text( item[ 'itunes:title' ] )
		),
		link,
		src,
		type: attribute( item.enclosure, 'type' ) || 'audio/mpeg',
		description: plainText(
			text( item.description ) ||
				text( item[ 'itunes:summary' ] ) ||
				text( item[ 'content:encoded' ] )
		),
		duration: formatDuration( text( item[ 'itunes:duration' ] ) ),
		image:
			httpUrl( attribute( item[ 'itunes:image' ], 'href' ), base ) ||
			cover,
	};
}

/**
 * Reads an RSS 2.0 podcast feed (with the iTunes tags) into what the player needs. CDATA and
 * entities become text, HTML in titles and descriptions is reduced to words, relative addresses
 * are resolved against the feed's address, items without an enclosure are left out, and the
 * episodes are cut to the most the player shows. With `guids`, only those episodes (in that order)
 * are returned, looked up among all of the feed's episodes.
 *
 * @param xml     The feed document.
 * @param feedUrl The address the feed was fetched from.
 * @param query   Which episodes, and whether to list them all for the select.
 */
export function parsePodcastFeed(
	xml: string,
	feedUrl: string,
	query: PodcastQuery = {}
): PodcastFeedData {
	if ( XMLValidator.validate( xml ) !== true ) {
		throw new FeedError(
			'invalid_xml',
			'The feed is not well-formed XML.'
		);
	}
	const channel = channelOf( parser.parse( xml ) as Node );
	const cover =
		httpUrl( attribute( channel[ 'itunes:image' ], 'href' ), feedUrl ) ||
		httpUrl( text( ( channel.image as Node | undefined )?.url ), feedUrl );
	const episodes = items( channel )
		.map( ( item ) => episodeOf( item, feedUrl, cover ) )
		.filter( ( episode ): episode is Episode => episode !== null );

	const wanted = ( query.guids ?? [] ).filter( Boolean );
	const chosen = wanted.length
		? wanted
				.map( ( guid ) => episodes.find( ( e ) => e.guid === guid ) )
				.filter( ( e ): e is Episode => e !== undefined )
		: episodes;

	const data: PodcastFeedData = {
		title: plainText( text( channel.title ) ),
		link: httpUrl( text( channel.link ), feedUrl ),
		cover,
		tracks: chosen.slice( 0, MAX_ITEMS ).map( ( episode, index ) => ( {
			id: `podcast-track-${ index + 1 }`,
			...episode,
		} ) ),
	};
	if ( query.episodeOptions ) {
		data.options = episodes
			.slice( 0, MAX_EPISODE_OPTIONS )
			.map( ( episode ): PodcastEpisodeOption => ( {
				label: episode.title,
				value: episode.guid,
			} ) );
	}
	return data;
}
