/** Videos sent to the video-hosting stand-in (table `tessera_videopress_videos`, migration 15). */
import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export type VideoState = 'queued' | 'transcoding' | 'ready' | 'failed';

export interface VideoRow {
	guid: string;
	attachment_id: number;
	source_file: string;
	state: VideoState;
	error: string;
	width: number;
	height: number;
	duration_ms: number;
	rating: string;
	created: string;
	finished: string | null;
}

export function insertVideo(
	db: Db,
	row: Pick< VideoRow, 'guid' | 'attachment_id' | 'source_file' | 'created' >
): void {
	stmt(
		db,
		`INSERT INTO tessera_videopress_videos ( guid, attachment_id, source_file, state, created )
			VALUES ( ?, ?, ?, 'queued', ? )`
	).run( row.guid, row.attachment_id, row.source_file, row.created );
}

export function videoByGuid( db: Db, guid: string ): VideoRow | undefined {
	return stmt(
		db,
		'SELECT * FROM tessera_videopress_videos WHERE guid = ?'
	).get( guid ) as VideoRow | undefined;
}

export function videoByAttachment(
	db: Db,
	attachmentId: number
): VideoRow | undefined {
	return stmt(
		db,
		'SELECT * FROM tessera_videopress_videos WHERE attachment_id = ?'
	).get( attachmentId ) as VideoRow | undefined;
}

export function setVideoState(
	db: Db,
	guid: string,
	state: VideoState,
	fields: {
		error?: string;
		width?: number;
		height?: number;
		durationMs?: number;
		finished?: string;
	} = {}
): void {
	stmt(
		db,
		`UPDATE tessera_videopress_videos SET state = ?, error = ?,
			width = COALESCE( ?, width ), height = COALESCE( ?, height ),
			duration_ms = COALESCE( ?, duration_ms ), finished = COALESCE( ?, finished )
			WHERE guid = ?`
	).run(
		state,
		fields.error ?? '',
		fields.width ?? null,
		fields.height ?? null,
		fields.durationMs ?? null,
		fields.finished ?? null,
		guid
	);
}

export function setVideoRating( db: Db, guid: string, rating: string ): void {
	stmt(
		db,
		'UPDATE tessera_videopress_videos SET rating = ? WHERE guid = ?'
	).run( rating, guid );
}
