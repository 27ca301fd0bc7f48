/**
 * The background side of an upload: each new video gets a guid at once and a transcoding job,
 * run one at a time (the machine's cores are shared) after the upload's answer has gone out.
 * The editor follows the job by polling the video's record.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { AppContext } from '../../../platform/context';
import { mysqlGmt } from '../../../platform/content/dates';
import {
	insertVideo,
	setVideoState,
	videoByGuid,
	type VideoRow,
} from '../../store/videopress';
import { nextJobState, type JobEvent } from './job-states';
import { transcodeVideo } from './transcode';

const GUID_ALPHABET =
	'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A VideoPress guid: eight letters and digits. */
export function newGuid(): string {
	return Array.from(
		randomBytes( 8 ),
		( byte ) => GUID_ALPHABET[ byte % GUID_ALPHABET.length ]
	).join( '' );
}

/** Where a video's rendition and poster are kept. */
export function videoDir( ctx: AppContext, guid: string ): string {
	return join( ctx.options.dataDir, 'stand-ins', 'videopress', guid );
}

const queues = new WeakMap< AppContext, Promise< void > >();

/** Applies `event` to the stored video, if the state machine allows it. */
function apply(
	ctx: AppContext,
	video: VideoRow,
	event: JobEvent,
	fields: Parameters< typeof setVideoState >[ 3 ] = {}
): void {
	const next = nextJobState( video.state, event );
	if ( next ) {
		setVideoState( ctx.db, video.guid, next, {
			...fields,
			error: event.type === 'fail' ? event.message : '',
		} );
	}
}

async function runJob( ctx: AppContext, guid: string ): Promise< void > {
	if ( ! ctx.db.open ) {
		return; // The site stopped before its turn.
	}
	const queued = videoByGuid( ctx.db, guid );
	if ( ! queued ) {
		return; // The attachment was deleted before its turn.
	}
	apply( ctx, queued, { type: 'start' } );
	try {
		const probe = await transcodeVideo(
			join( ctx.uploadsDir, queued.source_file ),
			videoDir( ctx, guid )
		);
		// The site may have stopped while ffmpeg ran: its closed database is left alone.
		const current = ctx.db.open && videoByGuid( ctx.db, guid );
		if ( current ) {
			apply(
				ctx,
				current,
				{ type: 'finish' },
				{ ...probe, finished: mysqlGmt() }
			);
		}
	} catch ( error ) {
		const current = ctx.db.open && videoByGuid( ctx.db, guid );
		if ( current ) {
			apply(
				ctx,
				current,
				{
					type: 'fail',
					message:
						error instanceof Error
							? error.message.slice( 0, 500 )
							: 'The video could not be processed.',
				},
				{ finished: mysqlGmt() }
			);
		}
	}
}

/** Queues a video's transcoding behind the others of this site. */
export function queueTranscode( ctx: AppContext, guid: string ): void {
	const previous = queues.get( ctx ) ?? Promise.resolve();
	queues.set(
		ctx,
		previous.then( () => runJob( ctx, guid ) )
	);
}

/**
 * Hands an uploaded video attachment to the video host: a guid now, the transcoding later.
 *
 * @param ctx          The site.
 * @param attachmentId The video's attachment.
 * @param sourceFile   Its file, relative to the uploads folder.
 */
export function hostUploadedVideo(
	ctx: AppContext,
	attachmentId: number,
	sourceFile: string
): string {
	const guid = newGuid();
	insertVideo( ctx.db, {
		guid,
		attachment_id: attachmentId,
		source_file: sourceFile,
		created: mysqlGmt(),
	} );
	queueTranscode( ctx, guid );
	return guid;
}
