import { createReadStream, realpathSync, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { sendHtmlError } from '../../../platform/rest/error-handler';

const CONTENT_TYPES: Record< string, string > = {
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.jpe': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.bmp': 'image/bmp',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
	'.wasm': 'application/wasm',
	'.mp3': 'audio/mpeg',
	'.m4a': 'audio/mpeg',
	'.wav': 'audio/wav',
	'.ogg': 'audio/ogg',
	'.mp4': 'video/mp4',
	'.webm': 'video/webm',
	'.pdf': 'application/pdf',
	'.txt': 'text/plain; charset=utf-8',
};

/**
 * Sends `relative` from under `root`, or a 404: the resolved real path must stay inside the
 * root, so `..`, encoded dots and symlinks out of it all fail.
 */
function sendFile(
	request: FastifyRequest,
	root: string,
	relative: string,
	reply: FastifyReply,
	cacheControl: string,
	uploads: boolean
) {
	let file: string;
	let stats: Stats;
	try {
		const realRoot = realpathSync( root );
		file = realpathSync( resolve( realRoot, '.' + sep + relative ) );
		stats = statSync( file );
		if ( ! file.startsWith( realRoot + sep ) || ! stats.isFile() ) {
			throw new Error( 'outside' );
		}
	} catch {
		return sendHtmlError( reply, 404, 'Not found.' );
	}
	const type =
		CONTENT_TYPES[ extname( file ).toLowerCase() ] ??
		'application/octet-stream';
	// A browser revalidates a file it keeps: an unchanged one answers 304, and the browser reuses
	// what it had (a script's compiled code too).
	const etag = `W/"${ stats.size.toString( 16 ) }-${ Math.floor(
		stats.mtimeMs
	).toString( 16 ) }"`;
	reply
		.header( 'Cache-Control', cacheControl )
		.header( 'ETag', etag )
		.header( 'X-Content-Type-Options', 'nosniff' )
		.type( type );
	if ( uploads ) {
		// Uploaded files are data, never a page of this site.
		reply.header(
			'Content-Security-Policy',
			"default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox"
		);
	}
	if ( ifNoneMatch( request ).includes( etag ) ) {
		return reply.code( 304 ).send();
	}
	return reply.send( createReadStream( file ) );
}

/** The entity tags of an If-None-Match header. */
function ifNoneMatch( request: FastifyRequest ): string[] {
	return ( request.headers[ 'if-none-match' ] ?? '' )
		.split( ',' )
		.map( ( tag ) => tag.trim() );
}

/** /build/* from the webpack output and /wp-content/uploads/* from the data directory. */
export function registerStaticFiles(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.get( '/build/*', async ( request, reply ) => {
		const relative = ( request.params as { '*': string } )[ '*' ];
		const hashed =
			/\.[0-9a-f]{8,}\./.test( relative ) ||
			relative.includes( '/chunks/' );
		return sendFile(
			request,
			ctx.options.buildDir,
			relative,
			reply,
			hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
			false
		);
	} );
	// No site icon is set: answer the browser's automatic request without an error.
	app.get( '/favicon.ico', async ( _request, reply ) =>
		reply
			.code( 204 )
			.header( 'Cache-Control', 'public, max-age=86400' )
			.send()
	);
	app.get( '/wp-content/uploads/*', async ( request, reply ) => {
		const relative = ( request.params as { '*': string } )[ '*' ];
		return sendFile(
			request,
			ctx.uploadsDir,
			relative,
			reply,
			'public, max-age=86400',
			true
		);
	} );
}
