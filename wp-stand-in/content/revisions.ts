import type { AppContext } from '../../platform/context';
import { mysqlGmt } from '../../platform/content/dates';
import {
	childPosts,
	getPost,
	insertPost,
	updatePostRow,
	type PostRow,
} from '../../platform/store/posts';

const isAutosave = ( revision: PostRow ) =>
	revision.post_name.endsWith( '-autosave-v1' );

export function revisionsOf( ctx: AppContext, postId: number ): PostRow[] {
	return childPosts( ctx.db, postId, 'revision' ).filter(
		( r ) => ! isAutosave( r )
	);
}

export function autosavesOf( ctx: AppContext, postId: number ): PostRow[] {
	return childPosts( ctx.db, postId, 'revision' ).filter( isAutosave );
}

function revisionRow(
	post: PostRow,
	name: string,
	userId: number,
	nowLocal: string
): Omit< PostRow, 'ID' > {
	const now = mysqlGmt();
	return {
		...post,
		post_author: userId,
		post_date: nowLocal,
		post_date_gmt: now,
		post_modified: nowLocal,
		post_modified_gmt: now,
		post_status: 'inherit',
		post_name: name,
		post_parent: post.ID,
		post_type: 'revision',
		guid: '',
		comment_status: 'closed',
		ping_status: 'closed',
	};
}

/** wp_save_post_revision(): a copy of the post as saved, unless nothing that revisions keep changed. */
export function saveRevision(
	ctx: AppContext,
	postId: number,
	_previous: PostRow | undefined,
	userId: number
): void {
	const post = getPost( ctx.db, postId );
	if ( ! post || post.post_status === 'auto-draft' ) {
		return;
	}
	const latest = revisionsOf( ctx, postId )[ 0 ];
	if (
		latest &&
		latest.post_title === post.post_title &&
		latest.post_content === post.post_content &&
		latest.post_excerpt === post.post_excerpt
	) {
		return;
	}
	insertPost(
		ctx.db,
		revisionRow(
			post,
			`${ postId }-revision-v1`,
			userId,
			post.post_modified
		)
	);
}

/** wp_create_post_autosave(): one autosave per user and post, overwritten each time. */
export function storeAutosave(
	ctx: AppContext,
	post: PostRow,
	changes: Pick< PostRow, 'post_title' | 'post_content' | 'post_excerpt' >,
	userId: number,
	nowLocal: string
): number {
	const row = revisionRow(
		{ ...post, ...changes },
		`${ post.ID }-autosave-v1`,
		userId,
		nowLocal
	);
	const existing = autosavesOf( ctx, post.ID ).find(
		( a ) => a.post_author === userId
	);
	if ( existing ) {
		updatePostRow( ctx.db, existing.ID, row );
		return existing.ID;
	}
	return insertPost( ctx.db, row );
}
