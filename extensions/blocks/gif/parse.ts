/**
 * Giphy addresses and sizes. Pure: the editor and the server render share it.
 */

/** The key Giphy gives a site for its public API (sent with every search, as Giphy requires). */
export const GIPHY_API_KEY = 'tessera-public-giphy-key';
export const SEARCH_LIMIT = 10;
import { DEFAULT_PADDING } from './saved-values';

export { isEmbedUrl, safePadding } from './saved-values';

const ID = '([A-Za-z0-9]{4,40})';

/**
 * The Giphy addresses a person may paste: a GIF page (`giphy.com/gifs/<words>-<id>`, also
 * stickers), an embed page (`giphy.com/embed/<id>`), or a media file
 * (`media.giphy.com/media/<id>/<file>.gif`, `i.giphy.com/<id>.gif`, media0-4).
 */
const PAGE = new RegExp(
	`^https?://(?:www\\.)?giphy\\.com/(?:gifs|stickers|embed)/(?:[A-Za-z0-9-]*-)?${ ID }/?(?:[?#][^\\s]*)?$`
);
const MEDIA = new RegExp(
	`^https?://(?:media[0-4]?\\.giphy\\.com/media/${ ID }/[\\w-]+\\.(?:gif|webp|mp4)|i\\.giphy\\.com/${ ID }\\.(?:gif|webp))(?:\\?[^\\s#]*)?$`
);

/** The GIF id of a pasted Giphy address, or undefined when the text is not one (a search). */
export function giphyIdFromUrl( input: unknown ): string | undefined {
	if ( typeof input !== 'string' ) {
		return undefined;
	}
	const text = input.trim();
	const page = PAGE.exec( text );
	if ( page ) {
		return page[ 1 ];
	}
	const media = MEDIA.exec( text );
	return media ? ( media[ 1 ] ?? media[ 2 ] ) : undefined;
}

/**
 * The space kept for a GIF, as the top padding of its box: its height over its width, in percent
 * with one decimal rounded down (16:9 gives the default 56.2%).
 */
export function paddingFromSize( width: unknown, height: unknown ): string {
	const w = Number( width );
	const h = Number( height );
	if ( ! ( w > 0 ) || ! ( h > 0 ) || ! Number.isFinite( w / h ) ) {
		return DEFAULT_PADDING;
	}
	return `${ Math.floor( ( h / w ) * 1000 ) / 10 }%`;
}

/** Giphy's search (limit 10) or by-id address for what the person typed. */
export function apiUrl( input: string ): string {
	const id = giphyIdFromUrl( input );
	const query = new URLSearchParams( { api_key: GIPHY_API_KEY } );
	if ( id ) {
		return `https://api.giphy.com/v1/gifs/${ id }?${ query }`;
	}
	query.set( 'q', input.trim() );
	query.set( 'limit', String( SEARCH_LIMIT ) );
	return `https://api.giphy.com/v1/gifs/search?${ query }`;
}
