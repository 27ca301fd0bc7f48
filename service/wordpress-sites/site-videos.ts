import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context';
import { hostUploadedVideo } from '../stand-ins/videopress/jobs';
import { attachmentVideoFields } from '../stand-ins/videopress/provider';
import { videoByAttachment } from '../store/videopress';
import { getPost, savePostWithId } from '../../platform/store/posts';
import { mysqlGmt } from '../../platform/content/dates';
import { mimeTypeOf } from '../../platform/content/mime-types';

/** The largest video a site sends, as the largest upload our own site takes. */
export const VIDEO_BODY_LIMIT = 64 * 1024 * 1024;

function attachmentId( params: unknown ): number {
	const id = Number( ( params as { id: string } ).id );
	return Number.isInteger( id ) && id > 0 ? id : 0;
}

/** The service's copy of the attachment, which the hosted video belongs to. */
function keepAttachment(
	ctx: AppContext,
	id: number,
	name: string,
	authorId: number
): void {
	const now = mysqlGmt();
	savePostWithId( ctx.db, id, {
		post_author: authorId,
		post_date: now,
		post_date_gmt: now,
		post_content: '',
		post_title: name.replace( /\.[^.]+$/, '' ),
		post_excerpt: '',
		post_status: 'inherit',
		comment_status: 'closed',
		ping_status: 'closed',
		post_password: '',
		post_name: '',
		post_modified: now,
		post_modified_gmt: now,
		post_parent: 0,
		guid: '',
		menu_order: 0,
		post_type: 'attachment',
		post_mime_type: mimeTypeOf( name )?.type ?? 'video/mp4',
	} );
}

function badVideo( reply: FastifyReply, message: string ) {
	return reply.code( 400 ).send( {
		code: 'tessera_invalid_video',
		message,
		data: { status: 400 },
	} );
}

/**
 * A video uploaded to a WordPress site goes to the video host, as Jetpack sends every uploaded
 * video to VideoPress: the plugin sends the attachment's file once (`PUT …/videos/<attachment
 * id>?file=<name>`, the file as the body), and asks for its hosted video's fields (guid, rating)
 * when WordPress describes the attachment.
 */
export function registerSiteVideoRoutes(
	app: FastifyInstance,
	ctx: AppContext
): void {
	app.put(
		'/tessera/v1/site/videos/:id',
		{ bodyLimit: VIDEO_BODY_LIMIT },
		async ( request, reply ) => {
			const id = attachmentId( request.params );
			const name = String(
				( request.query as { file?: unknown } ).file ?? ''
			)
				.replace( /[^A-Za-z0-9._-]+/g, '-' )
				.slice( -200 );
			if ( ! id || ! /\.[a-z0-9]+$/i.test( name ) ) {
				return badVideo(
					reply,
					'A video needs its attachment ID and file name.'
				);
			}
			if ( ! Buffer.isBuffer( request.body ) || ! request.body.length ) {
				return badVideo( reply, 'The video file is empty.' );
			}
			const known = getPost( ctx.db, id );
			if ( known && known.post_type !== 'attachment' ) {
				return badVideo( reply, 'That ID is not an attachment.' );
			}
			if ( ! mimeTypeOf( name )?.type.startsWith( 'video/' ) ) {
				return badVideo( reply, 'That file is not a video.' );
			}
			if ( ! videoByAttachment( ctx.db, id ) ) {
				keepAttachment( ctx, id, name, request.user?.id ?? 0 );
				const relative = join( 'videos', `${ id }-${ name }` );
				mkdirSync( join( ctx.uploadsDir, 'videos' ), {
					recursive: true,
				} );
				writeFileSync( join( ctx.uploadsDir, relative ), request.body );
				hostUploadedVideo( ctx, id, relative );
			}
			return attachmentVideoFields( ctx, id );
		}
	);

	app.get( '/tessera/v1/site/videos/:id', async ( request ) =>
		attachmentVideoFields( ctx, attachmentId( request.params ) )
	);
}
