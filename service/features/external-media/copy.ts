import type { AppContext } from '../../../platform/context';
import { RestError } from '../../../platform/rest/errors';
import type { RestRequest } from '../../../platform/rest/types';
import type {
	CopiedMedia,
	CopyFailure,
	CopyResult,
	MediaSource,
} from '../../../shared/external-media/types';
import { googlePhotosFile } from './google-photos';
import { pexelsFile } from './pexels';
import type { SourceFile } from './source';

/** The most items one copy imports: the picker selects at most ten. */
export const COPY_LIMIT = 10;

/** The site's media library, as the upload route makes and describes attachments. */
export interface MediaLibrary {
	/** Stores the file and inserts its attachment (the upload's own code): the new id. */
	importAttachment: (
		ctx: AppContext,
		request: RestRequest,
		file: {
			fileName: string;
			data: Buffer;
			fields: Record< string, unknown >;
			multipart: boolean;
		}
	) => number;
	/** The attachment in /wp/v2/media's edit shape. */
	describe: (
		ctx: AppContext,
		request: RestRequest,
		id: number
	) => {
		source_url: string;
		mime_type: string;
		title: { raw?: string };
		caption: { raw?: string };
		alt_text: string;
		media_details: { width?: number; height?: number; file?: string };
	};
}

/** What the picker sends per item: the guid, and the caption and title to give the copy. */
export interface CopyRequestItem {
	guid: string;
	caption?: string;
	title?: string;
}

const FETCHERS: Record<
	MediaSource,
	( ctx: AppContext, guid: string ) => Promise< SourceFile | RestError >
> = {
	google_photos: googlePhotosFile,
	pexels: ( _ctx, guid ) => pexelsFile( guid ),
};

function asFailure( error: unknown ): CopyFailure {
	if ( error instanceof RestError ) {
		return { errors: [ { error: error.code, message: error.message } ] };
	}
	throw error;
}

/**
 * Imports each item into the media library, in order: downloaded from its service, then stored
 * through the upload's own code with the picker's title and caption and the service's
 * description as alternative text. An item that fails takes its error in its place; the others
 * are still imported.
 */
export async function copyExternalMedia(
	ctx: AppContext,
	request: RestRequest,
	library: MediaLibrary,
	source: MediaSource,
	items: CopyRequestItem[],
	postId: number
): Promise< CopyResult > {
	const result: CopyResult = [];
	for ( const item of items ) {
		const file = await FETCHERS[ source ]( ctx, item.guid );
		if ( file instanceof RestError ) {
			result.push( asFailure( file ) );
			continue;
		}
		try {
			const id = library.importAttachment( ctx, request, {
				fileName: file.fileName,
				data: file.data,
				multipart: true,
				fields: {
					title: item.title ?? '',
					caption: item.caption ?? '',
					alt_text: file.alt,
					post: postId,
				},
			} );
			const media = library.describe( ctx, request, id );
			const copied: CopiedMedia = {
				ID: id,
				URL: media.source_url,
				guid: media.source_url,
				// Only images have a media_details.file; every attachment has its address.
				file: media.source_url.split( '/' ).pop() ?? '',
				mime_type: media.mime_type,
				title: media.title.raw ?? '',
				caption: media.caption.raw ?? '',
				alt: media.alt_text,
				width: media.media_details.width,
				height: media.media_details.height,
			};
			result.push( copied );
		} catch ( error ) {
			result.push( asFailure( error ) );
		}
	}
	return result;
}
