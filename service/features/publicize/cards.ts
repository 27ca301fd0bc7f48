import type { AppContext } from '../../../platform/context';
import { remoteGet } from '../../../platform/content/remote-hosts';
import { siteUrl } from '../../../platform/content/site-address';
import {
	findPostBySlug,
	getPost,
	type PostRow,
} from '../../../platform/store/posts';
import type { TweetCard } from '../../../shared/tweetstorm/types';
import { readRichText } from '../../../shared/tweetstorm/html-text';

const text = ( html: string ) =>
	readRichText( html ).text.replace( /\s+/g, ' ' ).trim();

/** A published, public post of this site that `url` names (`?p=ID` or its slug), if any. */
function ownPost( ctx: AppContext, url: URL ): PostRow | undefined {
	const id = Number( url.searchParams.get( 'p' ) );
	const slug = url.pathname.split( '/' ).filter( Boolean ).pop();
	let post: PostRow | undefined;
	if ( id ) {
		post = getPost( ctx.db, id );
	} else if ( slug ) {
		post = findPostBySlug( ctx.db, slug, [ 'post', 'page' ] );
	}
	return post && post.post_status === 'publish' && ! post.post_password
		? post
		: undefined;
}

function metaTag( head: string, property: string ): string {
	const pattern = new RegExp(
		`<meta[^>]+(?:property|name)=["']${ property }["'][^>]*>`,
		'i'
	);
	const tag = pattern.exec( head )?.[ 0 ] ?? '';
	return text( /content=["']([^"']*)["']/i.exec( tag )?.[ 1 ] ?? '' );
}

/** A page's card from its Open Graph tags (else its title), as the network draws a link. */
function remoteCard( url: URL ): TweetCard | undefined {
	const answer = remoteGet( url.href );
	if ( 'error' in answer || answer.status !== 200 ) {
		return undefined;
	}
	const head = answer.body.slice( 0, 65536 );
	const title =
		metaTag( head, 'og:title' ) ||
		text( /<title[^>]*>([\s\S]*?)<\/title>/i.exec( head )?.[ 1 ] ?? '' );
	if ( ! title ) {
		return undefined;
	}
	const image = metaTag( head, 'og:image' );
	return {
		title,
		description: metaTag( head, 'og:description' ),
		image: /^https?:\/\//.test( image ) ? image : '',
		type: image ? 'summary_large_image' : 'summary',
		url: url.href,
	};
}

/**
 * The cards of the addresses in a thread: this site's published posts from the database, other
 * pages from their Open Graph tags. An address that cannot be read has no card (the editor
 * ignores what is missing).
 */
export function generateCards(
	ctx: AppContext,
	urls: string[]
): Record< string, TweetCard > {
	const own = new URL( siteUrl( ctx.db ) ).origin;
	const cards: Record< string, TweetCard > = {};
	for ( const address of urls ) {
		let url: URL;
		try {
			url = new URL( address );
		} catch {
			continue;
		}
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			continue;
		}
		if ( url.origin === own ) {
			const post = ownPost( ctx, url );
			if ( post ) {
				cards[ address ] = {
					title: text( post.post_title ),
					description: text( post.post_excerpt ),
					image: '',
					type: 'summary',
					url: address,
				};
			}
			continue;
		}
		const card = remoteCard( url );
		if ( card ) {
			cards[ address ] = card;
		}
	}
	return cards;
}
