import type { Db } from '../../platform/store/db';
import { updatePostRow, type PostRow } from '../../platform/store/posts';
import { updatePostMeta } from '../../platform/store/postmeta';
import {
	gmtToLocal,
	mysqlGmt,
	validTimezone,
} from '../../platform/content/dates';
import { getSetting } from '../../platform/content/settings';

/** wp_trash_post(): status `trash`, the previous status kept in meta, the slug freed. */
export function trashPost( db: Db, post: PostRow ): void {
	db.transaction( () => {
		updatePostMeta(
			db,
			post.ID,
			'_wp_trash_meta_status',
			post.post_status
		);
		updatePostMeta(
			db,
			post.ID,
			'_wp_trash_meta_time',
			Math.floor( Date.now() / 1000 )
		);
		const now = mysqlGmt();
		updatePostRow( db, post.ID, {
			...post,
			post_status: 'trash',
			post_name: post.post_name ? `${ post.post_name }__trashed` : '',
			post_modified_gmt: now,
			post_modified: gmtToLocal(
				now,
				validTimezone( getSetting( db, 'timezone' ) )
			),
		} );
	} )();
}
