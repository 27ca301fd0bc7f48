import { randomBytes } from 'node:crypto';
import {
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
	existsSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import type { MediaLibrary } from '../features/external-media/copy';
import { mimeTypeOf } from '../../platform/content/mime-types';

/** Where a staged copy is fetched from; the plugin recognises copies by it. */
export const STAGED_MEDIA_PATH = '/tessera/v1/site/staged-media/';

const STAGED_NAME = /^[a-f0-9]{32}-[A-Za-z0-9._-]{1,200}$/;

interface StagedFile {
	name: string;
	mimeType: string;
	fields: Record< string, unknown >;
}

function stagingDir( ctx: AppContext ): string {
	return join( ctx.uploadsDir, 'staged' );
}

/**
 * A WordPress site's media library as the service sees it: WordPress owns the library, so a copy
 * from an external media service is staged here, and the plugin moves it into WordPress's library
 * (media_handle_sideload) before the editor gets the answer. The staged file is fetched once.
 */
export function stagedMediaLibrary(): MediaLibrary {
	const staged = new Map< number, StagedFile >();
	let lastId = 0;
	return {
		importAttachment( ctx, _request, file ) {
			const type = mimeTypeOf( file.fileName );
			const safeName =
				file.fileName
					.replace( /[^A-Za-z0-9._-]+/g, '-' )
					.slice( -200 ) || 'file';
			const name = `${ randomBytes( 16 ).toString( 'hex' ) }-${ safeName }`;
			mkdirSync( stagingDir( ctx ), { recursive: true } );
			writeFileSync( join( stagingDir( ctx ), name ), file.data );
			lastId += 1;
			staged.set( lastId, {
				name,
				mimeType: type?.type ?? 'application/octet-stream',
				fields: file.fields,
			} );
			return lastId;
		},
		describe( _ctx, _request, id ) {
			const file = staged.get( id )!;
			staged.delete( id );
			return {
				source_url: STAGED_MEDIA_PATH + file.name,
				mime_type: file.mimeType,
				title: { raw: String( file.fields.title ?? '' ) },
				caption: { raw: String( file.fields.caption ?? '' ) },
				alt_text: String( file.fields.alt_text ?? '' ),
				media_details: {},
			};
		},
	};
}

/** The staged file's bytes, removed as they are read; undefined for a name that is not staged. */
export function takeStagedFile(
	ctx: AppContext,
	name: string
): Buffer | undefined {
	if ( ! STAGED_NAME.test( name ) ) {
		return undefined;
	}
	const path = join( stagingDir( ctx ), name );
	if ( ! existsSync( path ) ) {
		return undefined;
	}
	const data = readFileSync( path );
	rmSync( path );
	return data;
}
