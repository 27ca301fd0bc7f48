/**
 * The image-resizing CDN stand-in (Photon, i0.wp.com): answers a resized copy of one of this
 * site's uploads. The real CDN fetches any public image; this one reads only the site's own
 * uploads directory, so it cannot be used as an open proxy. For a WordPress site, whose uploads
 * are on WordPress, it copies an upload from that site's own address the first time it is asked.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { LruDiskCache } from './disk-cache';
import { isSiteSize } from './site-sizes';
import type { FormatEnum, Matrix3x3, Sharp } from 'sharp';
import type {
	PhotonFilter,
	PhotonRequest,
} from '../../../shared/images/photon-url';

export const PHOTON_STAND_IN_BASE = '/stand-ins/i0.wp.com';

const UPLOADS_PREFIX = '/wp-content/uploads/';

/**
 * The formats the CDN resizes, answered in the same format. Uploads are stored under the
 * extension of what they really are (the media route checks the bytes), so the name tells.
 */
const FORMATS: Record< string, { type: string; format: keyof FormatEnum } > = {
	'.jpg': { type: 'image/jpeg', format: 'jpeg' },
	'.jpeg': { type: 'image/jpeg', format: 'jpeg' },
	'.png': { type: 'image/png', format: 'png' },
	'.webp': { type: 'image/webp', format: 'webp' },
	'.gif': { type: 'image/gif', format: 'gif' },
};

export type PhotonAnswer =
	| { ok: true; body: Buffer; type: string; cached: boolean }
	| { ok: false; status: 403 | 404 | 415 | 429; message: string };

export interface PhotonSite {
	/** The site's host with port, as written in its upload addresses. */
	host: string;
	uploadsDir: string;
	cache: LruDiskCache;
	/**
	 * Takes one of the visitor's allowance of new copies in sizes the site does not write itself;
	 * false when it is used up for now.
	 */
	takeNewCopy: () => boolean;
	/**
	 * Fetches one of the site's uploads by its path (`/wp-content/uploads/…`) from the site
	 * itself; absent when the uploads are all in `uploadsDir`.
	 */
	fetchUpload?: ( path: string ) => Promise< Buffer | undefined >;
}

/**
 * Where an upload the request names is, inside the uploads directory; null when the request is
 * not for this site's uploads or would leave the directory.
 */
function uploadPath( site: PhotonSite, request: PhotonRequest ): string | null {
	if (
		request.host !== site.host.toLowerCase() ||
		! request.path.startsWith( UPLOADS_PREFIX )
	) {
		return null;
	}
	try {
		const root = realpathSync( site.uploadsDir );
		const file = resolve(
			root,
			'.' +
				sep +
				decodeURIComponent(
					request.path.slice( UPLOADS_PREFIX.length )
				)
		);
		return file.startsWith( root + sep ) ? file : null;
	} catch {
		return null;
	}
}

/** The upload file a request names, or null when it is not an existing file of this site's uploads. */
function uploadFile( site: PhotonSite, request: PhotonRequest ): string | null {
	const path = uploadPath( site, request );
	try {
		const file = path && realpathSync( path );
		return file &&
			file.startsWith( realpathSync( site.uploadsDir ) + sep ) &&
			statSync( file ).isFile()
			? file
			: null;
	} catch {
		return null;
	}
}

/** A WordPress site's upload copied from the site into the uploads directory; null when it has none. */
async function copiedUpload(
	site: PhotonSite,
	request: PhotonRequest
): Promise< string | null > {
	const path = uploadPath( site, request );
	const resizable = !! path && !! FORMATS[ extname( path ).toLowerCase() ];
	const body = resizable && ( await site.fetchUpload?.( request.path ) );
	if ( ! path || ! body ) {
		return null;
	}
	mkdirSync( join( path, '..' ), { recursive: true } );
	const partial = `${ path }.${ randomUUID() }.part`;
	writeFileSync( partial, body );
	await rename( partial, path );
	return path;
}

function cropBox(
	crop: NonNullable< PhotonRequest[ 'crop' ] >,
	width: number,
	height: number
) {
	const scaleX = crop.kind === 'percent' ? width / 100 : 1;
	const scaleY = crop.kind === 'percent' ? height / 100 : 1;
	const left = Math.min( Math.round( crop.x * scaleX ), width - 1 );
	const top = Math.min( Math.round( crop.y * scaleY ), height - 1 );
	return {
		left,
		top,
		width: Math.max(
			1,
			Math.min( Math.round( crop.w * scaleX ), width - left )
		),
		height: Math.max(
			1,
			Math.min( Math.round( crop.h * scaleY ), height - top )
		),
	};
}

/**
 * The CDN's filters, made as its image library makes them: 3x3 kernels for edges, emboss, blur
 * and mean removal (an offset of 128 keeps edges and relief on a middle grey), a colour matrix
 * for sepia; the selective blur smooths flat areas and keeps edges, as a median does.
 */
const KERNELS: Partial<
	Record<
		PhotonFilter,
		{ kernel: number[]; scale?: number; offset?: number }
	>
> = {
	edgedetect: { kernel: [ -1, 0, -1, 0, 4, 0, -1, 0, -1 ], offset: 128 },
	emboss: { kernel: [ 1.5, 0, 0, 0, 0, 0, 0, 0, -1.5 ], offset: 128 },
	blurgaussian: { kernel: [ 1, 2, 1, 2, 4, 2, 1, 2, 1 ], scale: 16 },
	meanremoval: { kernel: [ -1, -1, -1, -1, 9, -1, -1, -1, -1 ], scale: 1 },
};
const SEPIA: Matrix3x3 = [
	[ 0.393, 0.769, 0.189 ],
	[ 0.349, 0.686, 0.168 ],
	[ 0.272, 0.534, 0.131 ],
];

function filtered( image: Sharp, filter: PhotonFilter | undefined ): Sharp {
	switch ( filter ) {
		case undefined:
			return image;
		case 'negate':
			return image.negate( { alpha: false } );
		case 'grayscale':
			return image.grayscale();
		case 'sepia':
			return image.recomb( SEPIA );
		case 'blurselective':
			return image.median( 3 );
		default:
			return image.convolve( {
				width: 3,
				height: 3,
				...KERNELS[ filter ]!,
			} );
	}
}

/** Resizes the bytes as asked: never larger than the source, as the CDN never enlarges. */
async function resize(
	data: Buffer,
	request: PhotonRequest,
	format: keyof FormatEnum
) {
	// Loaded on the first resize, so starting the site does not pay for the image library.
	const { default: sharp } = await import( 'sharp' );
	// Upright by the photo's EXIF orientation, as a browser shows the original (the copy keeps
	// no EXIF); a crop is of the upright image.
	let image = sharp( data, { animated: false, autoOrient: true } );
	const { width, height } = ( await sharp( data ).metadata() ).autoOrient;
	if ( request.crop && width && height ) {
		image = sharp(
			await image
				.extract( cropBox( request.crop, width, height ) )
				.toBuffer()
		);
	}
	if ( request.width || request.height ) {
		image = image.resize( {
			width: request.width,
			height: request.height,
			fit: request.mode === 'resize' ? 'cover' : 'inside',
			withoutEnlargement: true,
		} );
	}
	return filtered( image, request.filter ).toFormat( format ).toBuffer();
}

/** The upright width and height of an image. */
async function uprightSize( data: Buffer ) {
	const { default: sharp } = await import( 'sharp' );
	const { width, height } = ( await sharp( data ).metadata() ).autoOrient;
	return { width: width ?? 0, height: height ?? 0 };
}

/** Copies being made now, by cache name: requests for the same new copy wait for one resize. */
const making = new Map< string, Promise< PhotonAnswer > >();

/** Makes a copy the cache does not hold, if the visitor may have it made, and caches it. */
async function newCopy(
	site: PhotonSite,
	request: PhotonRequest,
	file: string,
	name: string
): Promise< PhotonAnswer > {
	const known = FORMATS[ extname( file ).toLowerCase() ];
	let body: Buffer;
	try {
		const data = await readFile( file );
		if (
			! isSiteSize( request, await uprightSize( data ) ) &&
			! site.takeNewCopy()
		) {
			return {
				ok: false,
				status: 429,
				message:
					'Too many new image sizes asked from this address. Try again later.',
			};
		}
		body = await resize( data, request, known.format );
	} catch {
		return {
			ok: false,
			status: 415,
			message: 'The image type cannot be resized.',
		};
	}
	site.cache.write( name, body );
	return { ok: true, body, type: known.type, cached: false };
}

/** The resized image, from the disk cache when this source file and these options were asked before. */
export async function photonImage(
	site: PhotonSite,
	request: PhotonRequest
): Promise< PhotonAnswer > {
	const file =
		uploadFile( site, request ) ?? ( await copiedUpload( site, request ) );
	if ( ! file ) {
		return { ok: false, status: 404, message: 'Image not found.' };
	}
	const known = FORMATS[ extname( file ).toLowerCase() ];
	if ( ! known ) {
		return {
			ok: false,
			status: 415,
			message: 'The image type cannot be resized.',
		};
	}
	const stat = statSync( file );
	const key = createHash( 'sha256' )
		.update(
			JSON.stringify( [
				file,
				stat.size,
				stat.mtimeMs,
				request.mode,
				request.width,
				request.height,
				request.crop,
				request.filter ?? null,
			] )
		)
		.digest( 'hex' );
	const name = `${ key }${ extname( file ).toLowerCase() }`;
	const cached = await site.cache.read( name );
	if ( cached ) {
		return { ok: true, body: cached, type: known.type, cached: true };
	}
	let answer = making.get( name );
	if ( ! answer ) {
		answer = newCopy( site, request, file, name ).finally( () =>
			making.delete( name )
		);
		making.set( name, answer );
	}
	return answer;
}
