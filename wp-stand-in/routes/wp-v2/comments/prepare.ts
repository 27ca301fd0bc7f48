import type { AppContext } from '../../../../platform/context';
import { avatarUrls } from '../../../content/avatar-urls';
import { commentLink } from '../../../content/comments/link';
import { commentText } from '../../../content/comments/text';
import { restCommentStatus } from '../../../content/comments/status';
import { discussionOptions } from '../../../content/comments/discussion';
import { restDate } from '../../../../platform/content/dates';
import { POST_TYPES } from '../../../../platform/content/post-types';
import {
	hasReplies,
	type CommentRow,
} from '../../../../platform/store/comments';
import { getPost } from '../../../../platform/store/posts';
import {
	filterByContext,
	type Context,
} from '../../../../platform/rest/response';
import type { RestRequest } from '../../../../platform/rest/types';
import { commentSchema } from './schema';

type Link = Record< string, unknown >;

/** prepare_links(): the comment, its list, its author, its post, its parent and its replies. */
function commentLinks(
	ctx: AppContext,
	origin: string,
	comment: CommentRow
): Record< string, Link[] > {
	const api = `${ origin }/wp-json/wp/v2`;
	const links: Record< string, Link[] > = {
		self: [ { href: `${ api }/comments/${ comment.comment_ID }` } ],
		collection: [ { href: `${ api }/comments` } ],
	};
	if ( comment.user_id ) {
		links.author = [
			{ embeddable: true, href: `${ api }/users/${ comment.user_id }` },
		];
	}
	const post = comment.comment_post_ID
		? getPost( ctx.db, comment.comment_post_ID )
		: undefined;
	const type = post && POST_TYPES[ post.post_type ];
	if ( post && type ) {
		links.up = [
			{
				embeddable: true,
				post_type: post.post_type,
				href: `${ api }/${ type.restBase }/${ post.ID }`,
			},
		];
	}
	if ( comment.comment_parent ) {
		links[ 'in-reply-to' ] = [
			{
				embeddable: true,
				href: `${ api }/comments/${ comment.comment_parent }`,
			},
		];
	}
	if ( hasReplies( ctx.db, comment.comment_ID ) ) {
		links.children = [
			{ href: `${ api }/comments?parent=${ comment.comment_ID }` },
		];
	}
	return links;
}

/** prepare_item_for_response() of the comments controller. */
export function prepareComment(
	ctx: AppContext,
	request: RestRequest,
	comment: CommentRow,
	context: Context
): Record< string, unknown > {
	const showAvatars = !! discussionOptions( ctx.db ).show_avatars;
	const post = getPost( ctx.db, comment.comment_post_ID );
	const data = {
		id: comment.comment_ID,
		post: comment.comment_post_ID,
		parent: comment.comment_parent,
		author: comment.user_id,
		author_name: comment.comment_author,
		author_email: comment.comment_author_email,
		author_url: comment.comment_author_url,
		author_ip: comment.comment_author_IP,
		author_user_agent: comment.comment_agent,
		date: restDate( comment.comment_date ),
		date_gmt: restDate( comment.comment_date_gmt ),
		content: {
			rendered: commentText( comment.comment_content ),
			raw: comment.comment_content,
		},
		link: post
			? commentLink( request.origin, post, comment.comment_ID )
			: `${ request.origin }/#comment-${ comment.comment_ID }`,
		status: restCommentStatus( comment.comment_approved ),
		type: comment.comment_type || 'comment',
		...( showAvatars
			? {
					author_avatar_urls: avatarUrls(
						request.origin,
						comment.user_id
					),
				}
			: {} ),
		meta: [],
	};
	const out = filterByContext(
		data,
		commentSchema( showAvatars ),
		context
	) as Record< string, unknown >;
	out._links = commentLinks( ctx, request.origin, comment );
	return out;
}
