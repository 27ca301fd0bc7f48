import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { PAGE_SIZE } from './constants';
import type { ListParams } from './api';
import type { ExternalMediaItem, ExternalMediaList } from './types';

interface WpMedia {
	id: number;
	source_url: string;
	media_type: string;
	mime_type: string;
	title: { rendered: string };
	caption: { rendered: string };
	alt_text: string;
	media_details?: { sizes?: Record< string, { source_url: string } > };
}

/** Text of rendered HTML (a caption or title as the REST API renders it). */
function plainText( html: string ): string {
	const doc = new window.DOMParser().parseFromString( html, 'text/html' );
	return ( doc.body.textContent ?? '' ).trim();
}

function toItem( media: WpMedia ): ExternalMediaItem {
	const sizes = media.media_details?.sizes ?? {};
	const thumb = ( sizes.medium ?? sizes.thumbnail )?.source_url;
	return {
		ID: String( media.id ),
		guid: String( media.id ),
		type: media.media_type === 'image' ? 'image' : 'video',
		name: media.source_url.split( '/' ).pop() ?? '',
		title: plainText( media.title.rendered ),
		caption: plainText( media.caption.rendered ),
		alt: media.alt_text,
		URL: media.source_url,
		thumbnails: {
			thumbnail: thumb ?? media.source_url,
			large: sizes.large?.source_url ?? media.source_url,
		},
	};
}

/**
 * One page of the site's own media library (`/wp/v2/media`), in the listing shape of the
 * external sources; the handle is the next page number.
 */
export function fetchLibraryPage(
	mediaTypes: string[],
	{ pageHandle }: ListParams
): Promise< ExternalMediaList > {
	const page = Number( pageHandle ) || 1;
	return apiFetch< Response, false >( {
		path: addQueryArgs( '/wp/v2/media', {
			per_page: PAGE_SIZE,
			page,
			media_type: mediaTypes.length === 1 ? mediaTypes[ 0 ] : undefined,
			_fields:
				'id,source_url,media_type,mime_type,title,caption,alt_text,media_details',
		} ),
		parse: false,
	} ).then( async ( response ) => {
		const pages = Number( response.headers.get( 'X-WP-TotalPages' ) ) || 1;
		const list: WpMedia[] = await response.json();
		return {
			media: list.map( toItem ),
			meta: { next_page: page < pages ? String( page + 1 ) : false },
		};
	} );
}
