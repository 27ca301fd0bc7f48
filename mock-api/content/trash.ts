import type { Db } from '../store/db';
import { updatePostRow, type PostRow } from '../store/posts';
import { updatePostMeta } from '../store/postmeta';
import { gmtToLocal, mysqlGmt, validTimezone } from './dates';
import { getSetting } from './settings';

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
