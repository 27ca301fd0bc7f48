import {
	PHOTOS_IMAGES_ORIGIN,
	findLibraryItem,
	getMediaItem,
	listAlbums,
	searchMediaItems,
	type MediaItem,
} from '../../stand-ins/google-photos/provider';
import {
	DOWNLOAD_VIDEO,
	baseUrlImageSize,
} from '../../stand-ins/google-photos/images';
import { libraryVideo, videoDir } from '../../stand-ins/google-photos/videos';
import { paintPhoto } from '../../stand-ins/fixture-photos/painter';
import { FfmpegMissingError } from '../../stand-ins/made-media/ffmpeg';
import type { AppContext } from '../../../platform/context';
import { RestError } from '../../../platform/rest/errors';
import type {
	ExternalMediaAccount,
	ExternalMediaItem,
	ExternalMediaList,
} from '../../../shared/external-media/types';
import { readFilterParts } from './filter-parts';
import { fromGoogle } from './errors';
import type { ListQuery, SourceFile } from './source';

/** The listing views: the library, newest first, and the albums. Anything else is an album's id. */
export const PHOTOS_VIEW = 'recent';
export const ALBUMS_VIEW = '/';

function toItem( item: MediaItem ): ExternalMediaItem {
	const { width, height } = item.mediaMetadata;
	const sized = ( box: number ) => `${ item.baseUrl }=w${ box }-h${ box }`;
	return {
		ID: item.id,
		guid: item.id,
		type: item.mediaMetadata.video ? 'video' : 'image',
		name: item.filename,
		title: item.filename,
		caption: item.description,
		alt: item.description,
		// The original: a photo at its full size, a video's own bytes.
		URL: item.mediaMetadata.video
			? `${ item.baseUrl }=${ DOWNLOAD_VIDEO }`
			: `${ item.baseUrl }=w${ width }-h${ height }`,
		date: item.mediaMetadata.creationTime,
		thumbnails: {
			thumbnail: sized( 320 ),
			medium: sized( 640 ),
			large: sized( 1024 ),
			fmt_hd: sized( 1920 ),
		},
	};
}

/** The library, an album, or the albums, in the picker's listing shape. */
export function listGooglePhotos(
	query: ListQuery,
	account: ExternalMediaAccount,
	now: Date = new Date()
): ExternalMediaList {
	const pageToken = query.pageHandle || undefined;
	if ( query.path === ALBUMS_VIEW ) {
		const answer = listAlbums( { pageSize: query.number, pageToken } );
		if ( ! answer.ok ) {
			throw fromGoogle( answer.body.error );
		}
		return {
			media: ( answer.body.albums ?? [] ).map( ( album ) => ( {
				ID: album.id,
				guid: album.id,
				type: 'folder',
				name: album.title,
				title: album.title,
				caption: '',
				URL: album.productUrl,
				thumbnails: {
					thumbnail: `${ album.coverPhotoBaseUrl }=w320-h320-c`,
					medium: `${ album.coverPhotoBaseUrl }=w640-h640-c`,
					large: `${ album.coverPhotoBaseUrl }=w1024-h1024`,
					fmt_hd: `${ album.coverPhotoBaseUrl }=w1920-h1920`,
				},
				children: Number( album.mediaItemsCount ),
			} ) ),
			meta: { next_page: answer.body.nextPageToken ?? false, account },
		};
	}
	let filters;
	if ( query.path === PHOTOS_VIEW ) {
		const read = readFilterParts( query.filter );
		if ( ! read.ok ) {
			throw new RestError( 'rest_invalid_param', read.message, 400, {
				params: { filter: read.message },
			} );
		}
		filters = read.filters;
	}
	// Google refuses filters inside an album, so an album always lists all of its items.
	const answer = searchMediaItems(
		{
			...( query.path === PHOTOS_VIEW ? {} : { albumId: query.path } ),
			...( filters ? { filters } : {} ),
			pageSize: query.number,
			pageToken,
		},
		now
	);
	if ( ! answer.ok ) {
		throw fromGoogle( answer.body.error );
	}
	return {
		media: ( answer.body.mediaItems ?? [] ).map( toItem ),
		meta: { next_page: answer.body.nextPageToken ?? false, account },
	};
}

/**
 * The original of a library item, as the copy downloads it: a photo's picture (`=d`) or a
 * video's bytes (`=dv`, made by the stand-in with ffmpeg; a 503 where ffmpeg is missing).
 */
export async function googlePhotosFile(
	ctx: AppContext,
	guid: string
): Promise< SourceFile | RestError > {
	const answer = getMediaItem( guid );
	if ( ! answer.ok ) {
		const { error } = answer.body;
		return error.code === 400
			? new RestError(
					'rest_external_media_not_found',
					'The item was not found in your Google Photos library.',
					404
				)
			: fromGoogle( error );
	}
	const item = findLibraryItem( guid )!;
	const source = `${ PHOTOS_IMAGES_ORIGIN }/lr/${ item.id }`;
	if ( item.video ) {
		try {
			return {
				fileName: item.filename,
				data: await libraryVideo(
					videoDir( ctx.options.dataDir ),
					item
				),
				alt: item.description,
				source: `${ source }=${ DOWNLOAD_VIDEO }`,
			};
		} catch ( error ) {
			return videoUnavailable( error );
		}
	}
	const size = baseUrlImageSize( item, 'd' )!;
	return {
		fileName: item.filename,
		data: await paintPhoto( item.look, size.width, size.height ),
		alt: item.description,
		source: `${ source }=d`,
	};
}

/** Google's download of a video failed (here: the stand-in could not make it). */
function videoUnavailable( error: unknown ): RestError {
	return new RestError(
		'rest_external_media_unavailable',
		error instanceof FfmpegMissingError
			? error.message
			: 'The video could not be downloaded from Google Photos.',
		503
	);
}
