import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { deletePostRow, type PostRow } from '../../platform/store/posts';
import {
	deleteThumbnailReferences,
	getPostMeta,
} from '../../platform/store/postmeta';

/**
 * wp_delete_attachment() for good: no post keeps it as its featured image, the row goes, and so
 * does its file in the uploads folder (never a path that climbs out of it).
 *
 * @param ctx  The app (database and uploads folder).
 * @param post The attachment.
 */
export function deleteAttachmentForGood(
	ctx: AppContext,
	post: PostRow
): void {
	const relative = String(
		getPostMeta( ctx.db, post.ID, '_wp_attached_file' ) ?? ''
	);
	ctx.db.transaction( () => {
		deleteThumbnailReferences( ctx.db, post.ID );
		deletePostRow( ctx.db, post.ID );
	} )();
	if ( relative && ! relative.includes( '..' ) ) {
		rmSync( join( ctx.uploadsDir, relative ), { force: true } );
	}
}
