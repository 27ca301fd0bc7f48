import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppContext } from '../context';
import { mysqlGmt } from '../content/dates';
import { insertPost } from '../store/posts';
import { updatePostMeta } from '../store/postmeta';
import { addProcessedVideo } from '../stand-ins/videopress/jobs';

/** The sample post's video block plays this hosted video (a 3-second clip made with ffmpeg). */
export const SAMPLE_VIDEO_GUID = 'Hrb0urV1';
const FILES = join( __dirname, 'sample-video' );
const SOURCE = 'tessera-sample/harbour-clip.mp4';

/**
 * The sample video: an attachment for the uploaded clip, and its record on the video host as
 * already processed, so a new site needs no transcoding to show the gallery.
 */
export function seedSampleVideo( ctx: AppContext, authorId: number ): void {
	mkdirSync( dirname( join( ctx.uploadsDir, SOURCE ) ), { recursive: true } );
	cpSync( join( FILES, 'std.mp4' ), join( ctx.uploadsDir, SOURCE ) );
	const now = mysqlGmt();
	const id = insertPost( ctx.db, {
		post_author: authorId,
		post_date: now,
		post_date_gmt: now,
		post_content: '',
		post_title: 'Harbour clip',
		post_excerpt: '',
		post_status: 'inherit',
		comment_status: 'open',
		ping_status: 'closed',
		post_password: '',
		post_name: 'harbour-clip',
		post_modified: now,
		post_modified_gmt: now,
		post_parent: 0,
		guid: `/wp-content/uploads/${ SOURCE }`,
		menu_order: 0,
		post_type: 'attachment',
		post_mime_type: 'video/mp4',
	} );
	updatePostMeta( ctx.db, id, '_wp_attached_file', SOURCE );
	updatePostMeta( ctx.db, id, '_wp_attachment_metadata', {
		filesize: 22586,
		mime_type: 'video/mp4',
	} );
	addProcessedVideo( ctx, {
		guid: SAMPLE_VIDEO_GUID,
		attachmentId: id,
		sourceFile: SOURCE,
		filesDir: FILES,
		width: 426,
		height: 240,
		durationMs: 3000,
	} );
}
