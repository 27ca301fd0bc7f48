import type { PostRow } from '../store/posts';
import { userCan } from './capabilities';
import type { AuthUser } from './types';

/** The capability names a post type maps its meta capabilities to (WordPress's `cap` object). */
export interface PostTypeCaps {
	read: string;
	edit_posts: string;
	edit_others_posts: string;
	edit_published_posts: string;
	edit_private_posts: string;
	publish_posts: string;
	read_private_posts: string;
	delete_posts: string;
	delete_others_posts: string;
	delete_published_posts: string;
	delete_private_posts: string;
	create_posts: string;
	[ key: string ]: string;
}

type MetaCap = 'edit_post' | 'delete_post' | 'read_post' | 'publish_post';

/**
 * map_meta_cap() for posts: whether the user may edit, delete, read or publish this post, from the
 * post's author and status and the post type's capability names.
 */
export function userCanPost(
	user: AuthUser | null,
	metaCap: MetaCap,
	post: PostRow,
	type: { cap: PostTypeCaps }
): boolean {
	const caps = type.cap;
	const own = !! user && user.id === post.post_author;
	const status = post.post_status;
	switch ( metaCap ) {
		case 'publish_post':
			return userCan( user, caps.publish_posts );
		case 'read_post':
			// Media's own status (`inherit`) grants nothing here: whether it may be read follows
			// the post it is attached to (content/post-readable.ts).
			if ( status === 'publish' ) {
				return true;
			}
			if ( status === 'private' ) {
				return own
					? userCan( user, caps.read )
					: userCan( user, caps.read_private_posts );
			}
			return userCanPost( user, 'edit_post', post, type );
		case 'edit_post':
		case 'delete_post': {
			const verb = metaCap === 'edit_post' ? 'edit' : 'delete';
			const needs = [
				own
					? caps[ `${ verb }_posts` ]
					: caps[ `${ verb }_others_posts` ],
			];
			if ( status === 'publish' || status === 'future' ) {
				needs.push( caps[ `${ verb }_published_posts` ] );
			} else if ( status === 'private' ) {
				needs.push( caps[ `${ verb }_private_posts` ] );
			} else if ( status === 'trash' && ! own ) {
				needs.push( caps[ `${ verb }_others_posts` ] );
			}
			return needs.every( ( capability ) => userCan( user, capability ) );
		}
	}
}
