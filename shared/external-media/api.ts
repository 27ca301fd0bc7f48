import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { PAGE_SIZE } from './constants';
import type {
	CopyResult,
	ExternalMediaConnection,
	ExternalMediaItem,
	ExternalMediaList,
	MediaSource,
} from './types';

const BASE = '/wpcom/v2/external-media';

export interface ListParams {
	path: string;
	search?: string;
	filter?: string[];
	pageHandle?: string | null;
}

/** One page of a source's listing. */
export function fetchMediaList(
	source: MediaSource,
	{ path, search, filter, pageHandle }: ListParams
): Promise< ExternalMediaList > {
	const query: Record< string, unknown > = { number: PAGE_SIZE, path };
	if ( search ) {
		query.search = search;
	}
	if ( filter?.length ) {
		query.filter = filter;
	}
	if ( pageHandle ) {
		query.page_handle = pageHandle;
	}
	return apiFetch( {
		path: addQueryArgs( `${ BASE }/list/${ source }`, query ),
	} );
}

/** Copies the items into the media library (attached to the post, if it has an id). */
export function copyMedia(
	source: MediaSource,
	items: ExternalMediaItem[],
	postId: number
): Promise< CopyResult > {
	return apiFetch( {
		path: `${ BASE }/copy/${ source }`,
		method: 'POST',
		data: {
			external_ids: items.map( ( item ) => item.guid ),
			media: items.map( ( item ) => ( {
				guid: item.guid,
				caption: item.caption,
				title: item.title,
			} ) ),
			service: source,
			post_id: postId,
		},
	} );
}

/** Where to connect the service (its authorization page). */
export function fetchConnection(
	source: MediaSource
): Promise< ExternalMediaConnection & { error?: unknown; message?: string } > {
	return apiFetch( { path: `${ BASE }/connection/${ source }` } );
}

export function deleteConnection( source: MediaSource ): Promise< unknown > {
	return apiFetch( {
		path: `${ BASE }/connection/${ source }`,
		method: 'DELETE',
	} );
}
