/**
 * wp_list_comments() with the HTML5 markup of Walker_Comment: each comment an `<li>` holding its
 * `<article>`, replies in `<ol class="children">` up to the site's thread depth (deeper replies
 * follow their parent at the last depth).
 */
import {
	escapeUrl,
	htmlAttributes,
	htmlSpecialChars,
} from '../../../shared/server-render/html';
import type { CommentRow } from '../../../platform/store/comments';
import type { PostRow } from '../../../platform/store/posts';
import type { UserRow } from '../../../platform/store/users';
import { avatarUrl } from '../../content/avatar-urls';
import { commentIsoTime } from '../../content/comments/comment-time';
import { commentText } from '../../content/comments/text';
import { formatDate } from '../../../platform/content/date-format';
import { isInternalLink } from '../../content/formatting/internal-link';

/** What every comment of the list is drawn with. */
export interface CommentListContext {
	origin: string;
	post: PostRow;
	/** The post's address (the comments' links and the reply links start from it). */
	permalink: string;
	/** Replies nest up to this depth; -1 lists every comment flat. */
	maxDepth: number;
	/** Newest threads first. */
	reverseTopLevel: boolean;
	/** The avatar size, 0 when the site shows none. */
	avatarSize: number;
	/** Reply links: shown while the post takes comments. */
	replies: 'link' | 'login' | 'none';
	dateFormat: string;
	timeFormat: string;
	/** The accounts comments were posted from, for their classes. */
	users: ReadonlyMap< number, UserRow >;
}

interface WalkState {
	alt: number;
	threadAlt: number;
	children: Map< number, CommentRow[] >;
}

const MODERATION_NOTE =
	'Your comment is awaiting moderation. This is a preview; your comment will be visible after it has been approved.';

/** get_comment_author(): the name given, else the account's name, else 'Anonymous'. */
export function commentAuthorName(
	comment: CommentRow,
	users: ReadonlyMap< number, UserRow >
): string {
	return (
		comment.comment_author ||
		users.get( comment.user_id )?.display_name ||
		'Anonymous'
	);
}

/** get_comment_author_link(): the name, linked to the commenter's website when there is one. */
function authorLink( comment: CommentRow, list: CommentListContext ): string {
	const name = htmlSpecialChars( commentAuthorName( comment, list.users ) );
	const url = escapeUrl( comment.comment_author_url );
	if ( ! url || comment.comment_approved !== '1' ) {
		return name;
	}
	const rel = isInternalLink( comment.comment_author_url, list.origin )
		? 'ugc'
		: 'ugc external nofollow';
	return `<a href="${ url }" class="url" rel="${ rel }">${ name }</a>`;
}

/** get_comment_class(). */
function commentClasses(
	comment: CommentRow,
	depth: number,
	hasChildren: boolean,
	list: CommentListContext,
	state: WalkState
): string {
	const classes = [ comment.comment_type || 'comment' ];
	const user = list.users.get( comment.user_id );
	if ( comment.user_id > 0 && user ) {
		classes.push(
			'byuser',
			`comment-author-${ user.user_nicename.replace( /[^A-Za-z0-9_-]/g, '' ) || user.ID }`
		);
		if ( comment.user_id === list.post.post_author ) {
			classes.push( 'bypostauthor' );
		}
	}
	classes.push( ...( state.alt % 2 ? [ 'odd', 'alt' ] : [ 'even' ] ) );
	state.alt++;
	if ( depth === 1 ) {
		classes.push(
			...( state.threadAlt % 2
				? [ 'thread-odd', 'thread-alt' ]
				: [ 'thread-even' ] )
		);
		state.threadAlt++;
	}
	classes.push( `depth-${ depth }` );
	if ( hasChildren ) {
		classes.push( 'parent' );
	}
	return classes.join( ' ' );
}

/** get_avatar() at the list's size (twice the pixels for sharp screens). */
function avatar( comment: CommentRow, size: number, origin: string ): string {
	return `<img${ htmlAttributes( {
		alt: '',
		src: avatarUrl( origin, comment.user_id, size ),
		srcset: `${ avatarUrl( origin, comment.user_id, size * 2 ) } 2x`,
		class: `avatar avatar-${ size } photo`,
		height: size,
		width: size,
		loading: 'lazy',
		decoding: 'async',
	} ) } />`;
}

/** get_comment_reply_link(): a reload of the post that answers the comment (no script needed). */
function replyLink(
	comment: CommentRow,
	depth: number,
	list: CommentListContext
): string {
	if (
		list.replies === 'none' ||
		comment.comment_approved !== '1' ||
		list.maxDepth <= depth
	) {
		return '';
	}
	if ( list.replies === 'login' ) {
		return `<div class="reply"><a rel="nofollow" class="comment-reply-login" href="${ escapeUrl(
			`/wp-login.php?redirect_to=${ encodeURIComponent( list.permalink ) }`
		) }">Log in to Reply</a></div>`;
	}
	const replyTo = `Reply to ${ commentAuthorName( comment, list.users ) }`;
	const join = list.permalink.includes( '?' ) ? '&' : '?';
	return `<div class="reply"><a${ htmlAttributes( {
		rel: 'nofollow',
		class: 'comment-reply-link',
		href: `${ list.permalink }${ join }replytocom=${ comment.comment_ID }#respond`,
		'data-commentid': comment.comment_ID,
		'data-postid': list.post.ID,
		'data-belowelement': `div-comment-${ comment.comment_ID }`,
		'data-respondelement': 'respond',
		'data-replyto': replyTo,
		'aria-label': replyTo,
	} ) }>Reply</a></div>`;
}

/** Walker_Comment::html5_comment(): the comment's `<article>`. */
function commentBody(
	comment: CommentRow,
	depth: number,
	list: CommentListContext
): string {
	const link = `${ list.permalink }#comment-${ comment.comment_ID }`;
	const when = `${ formatDate( comment.comment_date, list.dateFormat ) } at ${ formatDate(
		comment.comment_date,
		list.timeFormat
	) }`;
	return `<article id="div-comment-${ comment.comment_ID }" class="comment-body">
<footer class="comment-meta">
<div class="comment-author vcard">
${ list.avatarSize ? avatar( comment, list.avatarSize, list.origin ) : '' }<b class="fn">${ authorLink(
		comment,
		list
	) }</b> <span class="says">says:</span>
</div><!-- .comment-author -->
<div class="comment-metadata">
<a href="${ escapeUrl( link ) }"><time datetime="${ htmlSpecialChars(
		commentIsoTime( comment )
	) }">${ htmlSpecialChars( when ) }</time></a></div><!-- .comment-metadata -->
${
	comment.comment_approved === '0'
		? `<em class="comment-awaiting-moderation">${ MODERATION_NOTE }</em>\n`
		: ''
}</footer><!-- .comment-meta -->
<div class="comment-content">
${ commentText( comment.comment_content ) }</div><!-- .comment-content -->
${ replyLink( comment, depth, list ) }</article><!-- .comment-body -->`;
}

/** Walker::display_element(): the comment, then its replies one level deeper. */
function displayComment(
	comment: CommentRow,
	depth: number,
	list: CommentListContext,
	state: WalkState
): string {
	const replies =
		list.maxDepth > 0
			? ( state.children.get( comment.comment_ID ) ?? [] )
			: [];
	const nest = replies.length > 0 && list.maxDepth > depth;
	let html = `<li id="comment-${ comment.comment_ID }" class="${ commentClasses(
		comment,
		depth,
		nest,
		list,
		state
	) }">\n${ commentBody( comment, depth, list ) }\n`;
	if ( nest ) {
		html += `<ol class="children">\n${ replies
			.map( ( reply ) => displayComment( reply, depth + 1, list, state ) )
			.join( '' ) }</ol><!-- .children -->\n`;
	}
	html += '</li><!-- #comment-## -->\n';
	if ( replies.length && ! nest ) {
		// At the deepest level, replies follow their parent instead of nesting.
		html += replies
			.map( ( reply ) => displayComment( reply, depth, list, state ) )
			.join( '' );
	}
	return html;
}

/**
 * The comments as list items, oldest first (threads newest first when the site says so). A reply
 * whose parent is not in the list (held, spam, in the trash) is not shown, as WordPress hides it.
 */
export function renderCommentList(
	comments: CommentRow[],
	list: CommentListContext
): string {
	const shown = new Set( comments.map( ( c ) => c.comment_ID ) );
	const state: WalkState = { alt: 0, threadAlt: 0, children: new Map() };
	const threaded = list.maxDepth > 0;
	const top: CommentRow[] = [];
	for ( const comment of comments ) {
		if ( ! threaded || comment.comment_parent === 0 ) {
			top.push( comment );
		} else if ( shown.has( comment.comment_parent ) ) {
			const siblings = state.children.get( comment.comment_parent ) ?? [];
			siblings.push( comment );
			state.children.set( comment.comment_parent, siblings );
		}
	}
	if ( list.reverseTopLevel ) {
		top.reverse();
	}
	return top
		.map( ( comment ) => displayComment( comment, 1, list, state ) )
		.join( '' );
}
