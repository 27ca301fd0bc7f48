import type { MicroblogMedia, MicroblogPost } from '../../../shared/previews';
import { htmlToText } from './html-to-text';
import { imageTypeOfUrl } from '../../../shared/media/image-type-of-url';

/** The longest post of a thread (a tweet's length), and the most posts a thread holds. */
export const POST_LENGTH = 280;
export const THREAD_CAP = 100;
const MEDIA_PER_POST = 4;

/** The part of a block the thread reads (the shape of core/block-editor's getBlocks()). */
export interface ThreadBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks?: ThreadBlock[];
}

/** Who posts the thread and when: copied onto every post. */
export type ThreadAuthor = Pick<
	MicroblogPost,
	'name' | 'screenName' | 'profileImage' | 'date'
>;

const TEXT_BLOCKS = [ 'core/paragraph', 'core/heading', 'core/quote' ];
const URL_PATTERN = /https?:\/\/[^\s()<>]+/g;

/** Splits text into pieces of at most POST_LENGTH characters, at spaces where it can. */
export function splitText( text: string ): string[] {
	const pieces: string[] = [];
	let rest = text.trim();
	while ( rest.length > POST_LENGTH ) {
		const space = rest.lastIndexOf( ' ', POST_LENGTH );
		const cut = space > 0 ? space : POST_LENGTH;
		pieces.push( rest.slice( 0, cut ).trim() );
		rest = rest.slice( cut ).trim();
	}
	if ( rest ) {
		pieces.push( rest );
	}
	return pieces;
}

function flatten( blocks: ThreadBlock[] ): ThreadBlock[] {
	return blocks.flatMap( ( block ) =>
		TEXT_BLOCKS.includes( block.name ) || ! block.innerBlocks?.length
			? [ block ]
			: flatten( block.innerBlocks )
	);
}

function blockText( block: ThreadBlock ): string {
	if ( block.name === 'core/quote' ) {
		return ( block.innerBlocks ?? [] )
			.map( ( inner ) =>
				htmlToText( String( inner.attributes.content ?? '' ) )
			)
			.filter( Boolean )
			.join( '\n' );
	}
	return htmlToText( String( block.attributes.content ?? '' ) );
}

function blockMedia( block: ThreadBlock ): MicroblogMedia | undefined {
	const { url, src, alt } = block.attributes as Record< string, string >;
	if ( block.name === 'core/image' && url ) {
		return { type: imageTypeOfUrl( url ), url, alt: alt ?? '' };
	}
	if ( block.name === 'core/video' && src ) {
		return { type: 'video/mp4', url: src };
	}
	return undefined;
}

function quotedPost( block: ThreadBlock ): string | undefined {
	const { providerNameSlug, url } = block.attributes as Record<
		string,
		string
	>;
	return block.name === 'core/embed' &&
		( providerNameSlug === 'twitter' || providerNameSlug === 'x' ) &&
		url
		? url
		: undefined;
}

/**
 * A thread preview from the post's blocks: each paragraph or heading is a post (split at 280
 * characters), an image or video joins the post before it (a new post when that one is full),
 * an embedded post is quoted by the post before it; at most 100 posts.
 *
 * @param blocks The post's blocks.
 * @param author Who posts, and when.
 */
export function threadFromBlocks(
	blocks: ThreadBlock[],
	author: ThreadAuthor
): MicroblogPost[] {
	const posts: MicroblogPost[] = [];
	const add = ( text: string ) => {
		const post: MicroblogPost = {
			...author,
			text,
			media: [],
			urls: text.match( URL_PATTERN ) ?? [],
		};
		posts.push( post );
		return post;
	};
	const last = () => posts[ posts.length - 1 ];

	for ( const block of flatten( blocks ) ) {
		const media = blockMedia( block );
		const quoted = quotedPost( block );
		if ( media ) {
			const target =
				last() && ( last().media?.length ?? 0 ) < MEDIA_PER_POST
					? last()
					: add( '' );
			target.media = [ ...( target.media ?? [] ), media ];
		} else if ( quoted ) {
			const target = last() && ! last().tweet ? last() : add( '' );
			target.tweet = quoted;
		} else if ( TEXT_BLOCKS.includes( block.name ) ) {
			splitText( blockText( block ) ).forEach( add );
		}
	}
	return posts.slice( 0, THREAD_CAP );
}
