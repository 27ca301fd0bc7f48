import {
	curatedPhotos,
	findStockPhoto,
	searchPhotos,
	toPexelsPhoto,
	type PexelsPhoto,
} from '../../stand-ins/pexels/provider';
import { pexelsImageSize } from '../../stand-ins/pexels/images';
import { paintPhoto } from '../../stand-ins/fixture-photos/painter';
import { RestError } from '../../../platform/rest/errors';
import type {
	ExternalMediaItem,
	ExternalMediaList,
} from '../../../shared/external-media/types';
import { invalidPageHandle, rateLimited, upstreamFailure } from './errors';
import type { ListQuery, SourceFile } from './source';

function toItem( photo: PexelsPhoto ): ExternalMediaItem {
	const name = `pexels-photo-${ photo.id }.jpeg`;
	return {
		ID: String( photo.id ),
		guid: String( photo.id ),
		type: 'image',
		name,
		title: photo.alt || name,
		caption: `Photo by ${ photo.photographer } on Pexels`,
		alt: photo.alt,
		URL: photo.src.original,
		thumbnails: {
			thumbnail: photo.src.medium,
			medium: photo.src.medium,
			large: photo.src.large,
			fmt_hd: photo.src.large2x,
		},
	};
}

/** A search (or, without one, the curated photos), in the picker's listing shape. */
export function listPexels( query: ListQuery ): ExternalMediaList {
	if ( query.pageHandle && ! /^[1-9]\d{0,4}$/.test( query.pageHandle ) ) {
		throw invalidPageHandle();
	}
	const params = {
		page: query.pageHandle || '1',
		per_page: String( query.number ),
	};
	const answer = query.search.trim()
		? searchPhotos( { ...params, query: query.search } )
		: curatedPhotos( params );
	if ( ! answer.ok ) {
		if ( answer.status === 429 ) {
			throw rateLimited(
				'Pexels is receiving too many requests. Please try again in a few minutes.'
			);
		}
		throw upstreamFailure();
	}
	const { page, photos, next_page: next, total_results: found } = answer.body;
	return {
		media: photos.map( toItem ),
		found,
		meta: { next_page: next ? String( page + 1 ) : false },
	};
}

/** The original of a stock photo, as the copy downloads it. */
export async function pexelsFile(
	guid: string
): Promise< SourceFile | RestError > {
	const photo = /^\d{1,9}$/.test( guid )
		? findStockPhoto( Number( guid ) )
		: undefined;
	if ( ! photo ) {
		return new RestError(
			'rest_external_media_not_found',
			'The photo was not found on Pexels.',
			404
		);
	}
	const { width, height } = pexelsImageSize( photo, new URLSearchParams() );
	return {
		fileName: `pexels-photo-${ photo.id }.jpeg`,
		data: await paintPhoto( photo.look, width, height ),
		alt: photo.alt,
		source: toPexelsPhoto( photo ).src.original,
	};
}
