import { attributeOf, innerHtmlOf, readRichText } from './html-text';
import { splitText } from './split-text';
import type { BlockWarning, SplitterBlock, Tweet, TweetMedia } from './types';
import { TWEET_LENGTH, URL_PATTERN, tweetWeight } from './weight';
import { imageTypeOfUrl } from '../media/image-type-of-url';

/** The most pictures one tweet shows. */
export const MEDIA_PER_TWEET = 4;

/** Text blocks and the element holding their rich text (its attribute is `content`). */
const TEXT_BLOCKS: Record< string, string > = {
	'core/paragraph': 'p',
	'core/heading': 'h[1-6]',
	'core/verse': 'pre',
};

/** Blocks whose inner blocks are read in their place. */
const CONTAINERS = [
	'core/quote',
	'core/group',
	'core/columns',
	'core/column',
];

/** Blocks that never make a tweet and need no warning. */
const SILENT = [
	'core/separator',
	'core/spacer',
	'core/more',
	'core/nextpage',
];

export interface ThreadContent {
	tweets: Tweet[];
	warnings: BlockWarning[];
}

function imageOf( block: SplitterBlock ): TweetMedia | undefined {
	const url =
		attributeOf( block.html, 'img', 'src' ) ||
		String( block.attributes.url ?? '' );
	if ( ! /^https?:\/\//i.test( url ) ) {
		return undefined;
	}
	const alt =
		attributeOf( block.html, 'img', 'alt' ) ||
		String( block.attributes.alt ?? '' );
	return { url, alt, type: imageTypeOfUrl( url ) };
}

function videoOf( block: SplitterBlock ): TweetMedia | undefined {
	const url =
		attributeOf( block.html, 'video', 'src' ) ||
		String( block.attributes.src ?? '' );
	return /^https?:\/\//i.test( url )
		? { url, alt: '', type: 'video/mp4' }
		: undefined;
}

const isVideo = ( media: TweetMedia ) => media.type.startsWith( 'video/' );

/** The rich text of a list: one line per item, items' own lists flattened. */
function listText( block: SplitterBlock ): string {
	return block.innerBlocks
		.flatMap( ( item ) => [
			readRichText(
				innerHtmlOf( item.html, 'li' ) || item.html
			).text.trim(),
			...item.innerBlocks.map( listText ),
		] )
		.filter( Boolean )
		.join( '\n' );
}

function listHtml( block: SplitterBlock ): string {
	return block.innerBlocks
		.map(
			( item ) => item.html + item.innerBlocks.map( listHtml ).join( '' )
		)
		.join( '' );
}

/**
 * Turns a post's blocks into the tweets of a thread. Each text block (paragraph, heading, verse,
 * list) starts a tweet and is cut into as many as it needs; the addresses of its links follow
 * its text. An image, a gallery (its first four pictures) or a video joins the tweet before it
 * while that tweet has room for it; an embedded tweet is quoted; any other embed adds its
 * address. Quotes, groups and columns are read through. Blocks that cannot be posted, and
 * blocks that lose something, get a warning.
 *
 * @param blocks The post's blocks, in order.
 */
export function splitBlocks( blocks: SplitterBlock[] ): ThreadContent {
	const tweets: Tweet[] = [];
	const warnings: BlockWarning[] = [];
	const last = (): Tweet | undefined => tweets[ tweets.length - 1 ];
	const add = ( text: string, clientId: string ): Tweet => {
		const tweet: Tweet = {
			text,
			media: [],
			tweet: '',
			urls: text.match( URL_PATTERN ) ?? [],
			blocks: [ clientId ],
			boundary: false,
		};
		tweets.push( tweet );
		return tweet;
	};
	const join = ( tweet: Tweet | undefined, clientId: string ) => {
		if ( tweet && ! tweet.blocks.includes( clientId ) ) {
			tweet.blocks.push( clientId );
		}
		return tweet;
	};

	const addText = ( block: SplitterBlock, html: string, text: string ) => {
		const reading = readRichText( html );
		if ( reading.formatted ) {
			warnings.push( { clientId: block.clientId, kind: 'formatting' } );
		}
		const links = reading.links.filter(
			( link ) => ! text.includes( link )
		);
		if ( links.length ) {
			warnings.push( { clientId: block.clientId, kind: 'links' } );
		}
		for ( const piece of splitText( text ) ) {
			const tweet = add( piece.text, block.clientId );
			if ( piece.boundary ) {
				tweet.boundary = { container: 'content', ...piece.boundary };
			}
		}
		addAddresses( links, block.clientId );
	};

	// Addresses join the last tweet while it has room, else start tweets of their own.
	const addAddresses = ( links: string[], clientId: string ) => {
		for ( const link of links ) {
			const tweet = last();
			const joined = tweet?.text ? `${ tweet.text } ${ link }` : link;
			if (
				tweet &&
				! tweet.boundary &&
				tweetWeight( joined ) <= TWEET_LENGTH
			) {
				tweet.text = joined;
				tweet.urls.push( link );
				join( tweet, clientId );
			} else {
				add( link, clientId );
			}
		}
	};

	const addMedia = ( items: TweetMedia[], clientId: string ) => {
		if ( ! items.length ) {
			return;
		}
		const tweet = last();
		const fits =
			tweet &&
			! tweet.media.some( isVideo ) &&
			( items.some( isVideo )
				? tweet.media.length === 0
				: tweet.media.length + items.length <= MEDIA_PER_TWEET );
		const target = fits ? join( tweet, clientId )! : add( '', clientId );
		target.media.push( ...items );
	};

	const visit = ( block: SplitterBlock ) => {
		const { name, clientId } = block;
		if ( TEXT_BLOCKS[ name ] ) {
			const html =
				innerHtmlOf( block.html, TEXT_BLOCKS[ name ] ) || block.html;
			addText( block, html, readRichText( html ).text );
		} else if ( name === 'core/list' ) {
			addText( block, listHtml( block ), listText( block ) );
		} else if ( CONTAINERS.includes( name ) ) {
			block.innerBlocks.forEach( visit );
		} else if ( name === 'core/image' ) {
			const image = imageOf( block );
			addMedia( image ? [ image ] : [], clientId );
		} else if ( name === 'core/gallery' ) {
			const images = block.innerBlocks
				.map( imageOf )
				.filter( ( image ): image is TweetMedia => !! image );
			if ( images.length > MEDIA_PER_TWEET ) {
				warnings.push( { clientId, kind: 'media-limit' } );
			}
			addMedia( images.slice( 0, MEDIA_PER_TWEET ), clientId );
		} else if ( name === 'core/video' ) {
			const video = videoOf( block );
			addMedia( video ? [ video ] : [], clientId );
		} else if ( name === 'core/embed' ) {
			const url = String( block.attributes.url ?? '' );
			if ( ! /^https?:\/\//i.test( url ) ) {
				return;
			}
			const provider = String( block.attributes.providerNameSlug ?? '' );
			if ( provider === 'twitter' || provider === 'x' ) {
				const tweet = last();
				const target =
					tweet && ! tweet.tweet
						? join( tweet, clientId )!
						: add( '', clientId );
				target.tweet = url;
			} else {
				addAddresses( [ url ], clientId );
			}
		} else if ( ! SILENT.includes( name ) ) {
			warnings.push( { clientId, kind: 'unsupported' } );
		}
	};

	blocks.forEach( visit );
	return { tweets, warnings };
}
