import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import {
	ALLOWED_MIME_TYPES,
	mimeTypeOf,
} from '../../platform/content/mime-types';

/** The image types image-size recognises, as mime types. */
const IMAGE_MIME: Record< string, string > = {
	jpg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	webp: 'image/webp',
	bmp: 'image/bmp',
	tiff: 'image/tiff',
	avif: 'image/avif',
	heif: 'image/heic',
	ico: 'image/x-icon',
};

/** sanitize_file_name(): no path, no spaces or special characters, at most one dot kept before the extension. */
function sanitizeFileName( name: string ): string {
	const base = name.split( /[\\/]/ ).pop() ?? '';
	const cleaned = base
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.replace( /[?[\]/\\=<>:;,'"&$#*()|~`!{}%+’«»”“\u0000-\u001f]/g, '' )
		.replace( /[\s-]+/g, '-' )
		.replace( /^[-.]+|[-.]+$/g, '' );
	const dot = cleaned.lastIndexOf( '.' );
	if ( dot <= 0 ) {
		return cleaned.slice( 0, 200 );
	}
	return `${ cleaned.slice( 0, dot ).replace( /\./g, '_' ).slice( 0, 180 ) }${ cleaned.slice( dot ).toLowerCase() }`;
}

interface ImageInfo {
	width: number;
	height: number;
	mime: string;
	ext: string;
}

/** The real image type and size of the bytes, or null when they are not an image. */
function sniffImage( data: Buffer ): ImageInfo | null {
	try {
		const info = imageSize( data );
		const type = info.type ?? '';
		if ( ! info.width || ! info.height || ! IMAGE_MIME[ type ] ) {
			return null;
		}
		// A photo tagged to be turned a quarter (EXIF orientations 5 to 8) is seen, and resized,
		// upright: its size is given that way, as WordPress gives it after turning the file.
		const turned = ( info.orientation ?? 1 ) >= 5;
		return {
			width: turned ? info.height : info.width,
			height: turned ? info.width : info.height,
			mime: IMAGE_MIME[ type ],
			ext: type === 'heif' ? 'heic' : type,
		};
	} catch {
		return null;
	}
}

export interface CheckedFile {
	name: string;
	mime: string;
	image: ImageInfo | null;
}

/**
 * wp_check_filetype_and_ext(): the extension must be an allowed type; a file named as an image
 * must be one, and gets the extension of what it really is.
 */
export function checkFile(
	fileName: string,
	data: Buffer,
	allowed: Record< string, string > = ALLOWED_MIME_TYPES
): CheckedFile | { error: string } {
	let name = sanitizeFileName( fileName );
	const declared = mimeTypeOf( name, allowed );
	if ( ! name || ! declared ) {
		return {
			error: 'Sorry, you are not allowed to upload this file type.',
		};
	}
	const image = sniffImage( data );
	if ( declared.type.startsWith( 'image/' ) ) {
		if ( ! image ) {
			return {
				error: 'Sorry, this file type is not permitted for security reasons.',
			};
		}
		if ( image.mime !== declared.type ) {
			const fixed = name.replace( /\.[^.]+$/, `.${ image.ext }` );
			if ( ! mimeTypeOf( fixed, allowed ) ) {
				return {
					error: 'Sorry, this file type is not permitted for security reasons.',
				};
			}
			name = fixed;
		}
		return { name, mime: image.mime, image };
	}
	return { name, mime: declared.type, image: null };
}

/** wp_upload_dir() + wp_unique_filename(): `YYYY/MM/name.ext`, `name-1.ext` when taken. */
export function storeUpload(
	uploadsDir: string,
	name: string,
	data: Buffer,
	now = new Date()
): string {
	const sub = `${ now.getUTCFullYear() }/${ String( now.getUTCMonth() + 1 ).padStart( 2, '0' ) }`;
	const dir = join( uploadsDir, sub );
	mkdirSync( dir, { recursive: true } );
	const dot = name.lastIndexOf( '.' );
	const stem = dot > 0 ? name.slice( 0, dot ) : name;
	const ext = dot > 0 ? name.slice( dot ) : '';
	let candidate = name;
	for ( let n = 1; existsSync( join( dir, candidate ) ); n++ ) {
		candidate = `${ stem }-${ n }${ ext }`;
	}
	writeFileSync( join( dir, candidate ), data, { flag: 'wx' } );
	return `${ sub }/${ candidate }`;
}
