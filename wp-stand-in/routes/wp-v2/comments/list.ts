import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { parseRestDate } from '../../../../platform/content/dates';
import { siteTimezone } from '../../../content/site';
import {
	queryComments,
	type CommentQuery,
} from '../../../../platform/store/comment-query';
import { getPost } from '../../../../platform/store/posts';
import {
	RestError,
	checkEditContext,
	forbidden,
} from '../../../../platform/rest/errors';
import { collection, requestedPage } from '../../../../platform/rest/response';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { commentCollectionArgs } from './args';
import { canReadComment, canReadCommentPost } from './permissions';
import { prepareComment } from './prepare';
import { sanitizeKey } from '../../../content/formatting/sanitize-key';

/** The query parameters only people who may edit posts may use, as WordPress names them. */
function forbiddenParams( request: RestRequest ): string[] {
	const p = request.params;
	const names: string[] = [];
	if ( p.author?.length ) {
		names.push( 'author' );
	}
	if ( p.author_exclude?.length ) {
		names.push( 'author_exclude' );
	}
	if ( p.author_email ) {
		names.push( 'author_email' );
	}
	if ( sanitizeKey( p.type ) !== 'comment' ) {
		names.push( 'type' );
	}
	if ( sanitizeKey( p.status ) !== 'approve' ) {
		names.push( 'status' );
	}
	return names;
}

/** get_items_permissions_check(). */
function canList( ctx: AppContext, request: RestRequest ): true | RestError {
	const posts: unknown[] = [].concat( request.params.post ?? [] );
	for ( const postId of posts.map( Number ) ) {
		const post = getPost( ctx.db, postId );
		if ( postId && post && ! canReadCommentPost( ctx, request, post ) ) {
			return forbidden(
				'rest_cannot_read_post',
				'Sorry, you are not allowed to read the post for this comment.',
				request.user
			);
		}
		if ( postId === 0 && ! userCan( request.user, 'moderate_comments' ) ) {
			return forbidden(
				'rest_cannot_read',
				'Sorry, you are not allowed to read comments without a post.',
				request.user
			);
		}
	}
	const edit = checkEditContext(
		request,
		() => userCan( request.user, 'moderate_comments' ),
		'rest_forbidden_context',
		'Sorry, you are not allowed to edit comments.'
	);
	if ( edit !== true ) {
		return edit;
	}
	const refused = userCan( request.user, 'edit_posts' )
		? []
		: forbiddenParams( request );
	return refused.length
		? forbidden(
				'rest_forbidden_param',
				`Query parameter not permitted: ${ refused.join( ', ' ) }`,
				request.user
			)
		: true;
}

/** WP_Comment_Query's `status`: 'hold', 'approve', 'all' (both), 'any' (every one), or a stored value. */
function approvedValues( status: string ): string[] | undefined {
	switch ( status ) {
		case 'any':
			return undefined;
		case 'hold':
			return [ '0' ];
		case 'approve':
			return [ '1' ];
		case 'all':
		case '':
			return [ '0', '1' ];
		default:
			return [ status ];
	}
}

/** A date limit sent as ISO 8601, as the local time the comments' dates are stored in. */
function localDate( ctx: AppContext, value: unknown ): string | undefined {
	return typeof value === 'string'
		? parseRestDate( value, false, siteTimezone( ctx.db ) )?.local
		: undefined;
}

function commentQuery( ctx: AppContext, request: RestRequest ): CommentQuery {
	const p = request.params;
	const { perPage, offset } = requestedPage( p );
	const type = sanitizeKey( p.type );
	return {
		approved: approvedValues( sanitizeKey( p.status ) ),
		type: type === 'all' || type === '' ? undefined : type,
		posts: p.post,
		parents: p.parent,
		parentsExclude: p.parent_exclude,
		authors: p.author,
		authorsExclude: p.author_exclude,
		authorEmail: p.author_email,
		include: p.include,
		exclude: p.exclude,
		search: p.search,
		searchPrivate: userCan( request.user, 'moderate_comments' ),
		after: localDate( ctx, p.after ),
		before: localDate( ctx, p.before ),
		orderby: p.orderby ?? 'date_gmt',
		order: p.order ?? 'desc',
		limit: perPage,
		offset: p.offset || offset,
	};
}

/**
 * GET /wp/v2/comments: a page of comments; of those the query finds, only the ones the user may
 * read are shown (the totals count the query's matches, as WordPress counts them).
 */
export function listComments( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: commentCollectionArgs(),
		permission: ( request ) => canList( ctx, request ),
		handler: ( request ) => {
			const query = commentQuery( ctx, request );
			const { rows, total } = queryComments( ctx.db, query );
			const context = request.params.context ?? 'view';
			return collection( {
				items: rows
					.filter( ( row ) => canReadComment( ctx, request, row ) )
					.map( ( row ) =>
						prepareComment( ctx, request, row, context )
					),
				total,
				page: request.params.page ?? 1,
				perPage: query.limit,
				baseUrl: `${ request.origin }/wp-json/wp/v2/comments`,
				params: ( request.raw?.query ?? {} ) as Record<
					string,
					unknown
				>,
			} );
		},
	};
}
