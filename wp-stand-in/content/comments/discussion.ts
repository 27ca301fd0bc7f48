/**
 * The discussion options (wp-admin's Settings → Discussion) with WordPress's defaults, and the two
 * rules built on them: whether a post takes comments, and what a new post starts with.
 */
import type { Db } from '../../../platform/store/db';
import type { PostRow } from '../../../platform/store/posts';
import { getOption } from '../../../platform/store/options';
import { POST_TYPES } from '../../../platform/content/post-types';
import { getSetting } from '../../../platform/content/settings';

/** Each option under its WordPress name, and the value a new WordPress site has. */
const DISCUSSION_DEFAULTS = {
	/** Visitors must sign in to comment. */
	comment_registration: false,
	/** Visitors must give a name and an e-mail address. */
	require_name_email: true,
	/** Every comment is held for a moderator. */
	comment_moderation: false,
	/** A commenter needs an earlier approved comment to skip moderation. */
	comment_previously_approved: true,
	/** A comment with this many links (or more) is held. */
	comment_max_links: 2,
	/** Words (one a line) that hold a comment for moderation. */
	moderation_keys: '',
	/** Words (one a line) that send a comment to the trash. */
	disallowed_keys: '',
	/** Replies nest under the comment they answer. */
	thread_comments: true,
	/** How deep replies nest. */
	thread_comments_depth: 5,
	/** Comments close on posts older than `close_comments_days_old` days. */
	close_comments_for_old_posts: false,
	close_comments_days_old: 14,
	/** Avatars next to comments (and in the REST API's comments). */
	show_avatars: true,
	/** Oldest ('asc') or newest ('desc') top-level comments first. */
	comment_order: 'asc' as 'asc' | 'desc',
};

export type DiscussionOptions = typeof DISCUSSION_DEFAULTS;

/** The discussion options as stored, each falling back to WordPress's default. */
export function discussionOptions( db: Db ): DiscussionOptions {
	const out: Record< string, unknown > = {};
	for ( const [ name, fallback ] of Object.entries( DISCUSSION_DEFAULTS ) ) {
		out[ name ] = getOption( db, name, fallback );
	}
	return out as DiscussionOptions;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * comments_open(): the post's own discussion setting, closed once the post is older than the
 * site allows when old posts close (which applies to posts only, as in WordPress).
 */
export function commentsOpen(
	db: Db,
	post: PostRow,
	now: Date = new Date()
): boolean {
	if ( post.comment_status !== 'open' ) {
		return false;
	}
	const options = discussionOptions( db );
	if ( ! options.close_comments_for_old_posts || post.post_type !== 'post' ) {
		return true;
	}
	const days = Number( options.close_comments_days_old );
	if ( ! ( days > 0 ) ) {
		return true;
	}
	const published = Date.parse(
		`${ post.post_date_gmt.replace( ' ', 'T' ) }Z`
	);
	return (
		Number.isNaN( published ) || now.getTime() - published <= days * DAY_MS
	);
}

/**
 * get_default_comment_status(): what a new post of the type starts with. Pages start closed;
 * other types that support comments follow the site's "Allow comments on new posts".
 *
 * @param db       The site.
 * @param postType The new post's type.
 * @param pings    Pingbacks and trackbacks rather than comments.
 */
export function defaultCommentStatus(
	db: Db,
	postType: string,
	pings = false
): 'open' | 'closed' {
	const type = POST_TYPES[ postType ];
	const supported = pings
		? type?.supports.trackbacks
		: type?.supports.comments;
	if ( postType === 'page' || ! supported ) {
		return 'closed';
	}
	const setting = getSetting(
		db,
		pings ? 'default_ping_status' : 'default_comment_status'
	);
	return setting === 'closed' ? 'closed' : 'open';
}
