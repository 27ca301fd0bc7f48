import type { Db } from '../../../platform/store/db';
import { getComment } from '../../../platform/store/comments';
import { getPost, type PostRow } from '../../../platform/store/posts';
import { getUserById } from '../../../platform/store/users';
import { userCan } from '../../../platform/auth/capabilities';
import { userCanPost } from '../../../platform/auth/post-capabilities';
import type { AuthUser } from '../../../platform/auth/types';
import { isEmailValid } from '../../../shared/email';
import { POST_TYPES } from '../../../platform/content/post-types';
import type { CommentError } from './comment-error';
import { commentsOpen, discussionOptions } from './discussion';
import { commentLengthError } from './lengths';
import { newComment } from './new-comment';

/** Who sends the comment form, and from where. */
export interface CommentSender {
	user: AuthUser | null;
	ip: string;
	agent: string;
	/** The site's address, for the links in the text. */
	siteOrigin: string;
	/** Whether the form carried a valid unfiltered-HTML nonce (only its own form has one). */
	unfilteredNonce: boolean;
}

const text = ( value: unknown ) =>
	typeof value === 'string' ? value.trim() : '';

const whole = ( value: unknown ) => {
	const number = Math.abs( Math.trunc( Number( value ) ) );
	return Number.isSafeInteger( number ) ? number : 0;
};

/** An error WordPress answers without a message: its form handler then sends an empty page. */
const silent = ( code: string ): CommentError => ( {
	code,
	message: '',
	status: 0,
} );

/** Whether the reader may read the post (its status and its type's rules). */
function canRead( user: AuthUser | null, post: PostRow ): boolean {
	const type = POST_TYPES[ post.post_type ];
	return !! type && userCanPost( user, 'read_post', post, type );
}

/** The post's own status; an attachment's is its parent's. */
function effectiveStatus( db: Db, post: PostRow ): string {
	if ( post.post_type === 'attachment' && post.post_status === 'inherit' ) {
		return getPost( db, post.post_parent )?.post_status ?? 'publish';
	}
	return post.post_status;
}

/** The post-level checks of wp_handle_comment_submission(), in WordPress's order. */
function postError(
	db: Db,
	post: PostRow | undefined,
	user: AuthUser | null
): CommentError | null {
	if ( ! post || ! post.comment_status ) {
		return silent( 'comment_id_not_found' );
	}
	const status = effectiveStatus( db, post );
	if ( status === 'private' && ! canRead( user, post ) ) {
		return silent( 'comment_id_not_found' );
	}
	if ( ! commentsOpen( db, post ) ) {
		return {
			code: 'comment_closed',
			message: 'Sorry, comments are closed for this item.',
			status: 403,
		};
	}
	if ( status === 'trash' ) {
		return silent( 'comment_on_trash' );
	}
	if ( status !== 'publish' && status !== 'private' ) {
		return canRead( user, post )
			? {
					code: 'comment_on_draft',
					message: 'Sorry, comments are not allowed for this item.',
					status: 403,
				}
			: silent( 'comment_on_draft' );
	}
	// No one here holds a post's password cookie, so a protected post takes no comments.
	return post.post_password
		? silent( 'comment_on_password_protected' )
		: null;
}

/** The checks of the commenter's name and address (visitors only) and of the text. */
function fieldsError(
	db: Db,
	fields: { author: string; email: string; content: string },
	user: AuthUser | null
): CommentError | null {
	if ( ! user && discussionOptions( db ).require_name_email ) {
		if ( fields.email === '' || fields.author === '' ) {
			return {
				code: 'require_name_email',
				message:
					'<strong>Error:</strong> Please fill the required fields.',
				status: 200,
			};
		}
		if ( ! isEmailValid( fields.email ) ) {
			return {
				code: 'require_valid_email',
				message:
					'<strong>Error:</strong> Please enter a valid email address.',
				status: 200,
			};
		}
	}
	if ( fields.content === '' ) {
		return {
			code: 'require_valid_comment',
			message: '<strong>Error:</strong> Please type your comment text.',
			status: 200,
		};
	}
	return null;
}

/**
 * wp_handle_comment_submission(): a comment sent by the comment form (fields `comment_post_ID`,
 * `comment_parent`, `author`, `email`, `url`, `comment`), checked and stored. Answers the new
 * comment's ID, or WordPress's error.
 */
export function handleCommentSubmission(
	db: Db,
	form: Record< string, unknown >,
	sender: CommentSender
): number | CommentError {
	const parent = whole( form.comment_parent );
	if ( parent !== 0 ) {
		const replied = getComment( db, parent );
		if ( ! replied || replied.comment_approved === '0' ) {
			return {
				code: 'comment_reply_to_unapproved_comment',
				message:
					'Sorry, replies to unapproved comments are not allowed.',
				status: 403,
			};
		}
	}
	const { user } = sender;
	const postId = whole( form.comment_post_ID );
	const refused = postError( db, getPost( db, postId ), user );
	if ( refused ) {
		return refused;
	}
	const account = user ? getUserById( db, user.id ) : undefined;
	if ( ! account && discussionOptions( db ).comment_registration ) {
		return {
			code: 'not_logged_in',
			message: 'Sorry, you must be logged in to comment.',
			status: 403,
		};
	}
	const fields = account
		? {
				author: account.display_name || account.user_login,
				email: account.user_email,
				url: account.user_url,
			}
		: {
				author: text( form.author ).replace( /<[^>]*>/g, '' ),
				email: text( form.email ),
				url: text( form.url ),
			};
	const content = text( form.comment );
	const error =
		fieldsError( db, { ...fields, content }, user ) ??
		commentLengthError( {
			comment_author: fields.author,
			comment_author_email: fields.email,
			comment_author_url: fields.url,
			comment_content: content,
		} );
	if ( error ) {
		return error;
	}
	return newComment(
		db,
		{
			postId,
			parent,
			userId: account?.ID ?? 0,
			...fields,
			content,
			ip: sender.ip,
			agent: sender.agent,
		},
		user,
		{
			kses:
				! userCan( user, 'unfiltered_html' ) ||
				! sender.unfilteredNonce,
			siteOrigin: sender.siteOrigin,
		}
	);
}
