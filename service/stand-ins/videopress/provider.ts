/**
 * The video host's answers, in VideoPress's shapes: a video's record on the public API
 * (`/rest/v1.1/videos/<guid>`), the fields the site adds to a video attachment
 * (`jetpack_videopress_guid`, `jetpack_videopress`), and the addresses of its files.
 */
import type { AppContext } from '../../../platform/context';
import { videoByAttachment } from '../../store/videopress';
import { isFinished } from './job-states';
import { findVideo, type HostedVideo } from './library';
import { POSTER_FILE, RENDITION_FILE } from './transcode';

export const PUBLIC_API_ORIGIN = 'https://public-api.wordpress.com';
export const FILES_ORIGIN = 'https://videos.files.wordpress.com';
export const PLAYER_ORIGIN = 'https://videopress.com';

/** Where each origin's paths are served on the local site. */
export const STAND_IN_BASES = {
	api: `/stand-ins/public-api.wordpress.com`,
	files: `/stand-ins/videos.files.wordpress.com`,
	player: `/stand-ins/videopress.com`,
};

export function fileUrl( guid: string, file: string ): string {
	return `${ FILES_ORIGIN }/${ guid }/${ file }`;
}

export type VideoAnswer =
	| { status: 200; body: Record< string, unknown > }
	| { status: 404 | 422; body: { error: string; message: string } };

function record( video: HostedVideo ): Record< string, unknown > {
	const ready = video.state === 'ready';
	return {
		guid: video.guid,
		title: video.title,
		description: '',
		width: video.width,
		height: video.height,
		duration: video.duration_ms,
		display_embed: true,
		allow_download: false,
		rating: video.rating,
		privacy_setting: 2,
		is_private: false,
		poster: ready ? fileUrl( video.guid, POSTER_FILE ) : '',
		original: '',
		finished: isFinished( video.state ),
		files: ready
			? { std: { mp4: RENDITION_FILE, original_img: POSTER_FILE } }
			: {},
		file_url_base: {
			http: `${ FILES_ORIGIN.replace( 'https:', 'http:' ) }/${ video.guid }/`,
			https: `${ FILES_ORIGIN }/${ video.guid }/`,
		},
		upload_date: video.created.replace( ' ', 'T' ) + '+00:00',
		post_id: video.attachment_id,
	};
}

/**
 * `GET /rest/v1.1/videos/<guid>`: the record while it is processed (`finished: false`) and once
 * ready; an upload that could not be processed answers its reason, an unknown guid a 404.
 */
export function videoRecord( ctx: AppContext, guid: string ): VideoAnswer {
	const video = findVideo( ctx, guid );
	if ( ! video ) {
		return {
			status: 404,
			body: { error: 'unknown_video', message: 'Unknown video.' },
		};
	}
	if ( video.state === 'failed' ) {
		return {
			status: 422,
			body: {
				error: 'transcode_failed',
				message:
					`The video could not be processed. ${ video.error }`.trim(),
			},
		};
	}
	return { status: 200, body: record( video ) };
}

/** The hosted video of an attachment, as the site's media endpoint adds it (null for none). */
export function attachmentVideoFields(
	ctx: AppContext,
	attachmentId: number
): {
	jetpack_videopress_guid: string | null;
	jetpack_videopress: Record< string, unknown > | null;
} {
	const video = videoByAttachment( ctx.db, attachmentId );
	if ( ! video ) {
		return { jetpack_videopress_guid: null, jetpack_videopress: null };
	}
	return {
		jetpack_videopress_guid: video.guid,
		jetpack_videopress: {
			guid: video.guid,
			rating: video.rating,
			allow_download: 0,
			display_embed: 1,
			privacy_setting: 2,
			is_private: false,
		},
	};
}
