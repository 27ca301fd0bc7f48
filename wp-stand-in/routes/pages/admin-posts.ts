import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/auth/types';
import { userCan } from '../../../platform/auth/capabilities';
import { userCanPost } from '../../../platform/auth/post-capabilities';
import {
	POST_TYPES,
	POST_STATUSES,
	type PostTypeDefinition,
} from '../../../platform/content/post-types';
import { adminListDate } from '../../../platform/content/date-format';
import { postLink, previewLink } from '../../../platform/content/permalinks';
import { getSettings } from '../../../platform/content/settings';
import { trashPost } from '../../content/trash';
import { queryPosts } from '../../../platform/store/post-query';
import type { PostRow } from '../../../platform/store/posts';
import { getUserById } from '../../../platform/store/users';
import { renderPostsList, type PostsListRow } from '../../render/posts-list';
import { feedbackAdmin } from '../../../service/features/feedback/admin';
import {
	nonceFor,
	nonceValid,
	requireUser,
} from '../../../platform/auth/page-auth';
import { adminDie } from '../../../platform/render/admin-reply';
import { sendAdminListScreen } from '../../../platform/render/admin-list-screen';
import { postNamedBy } from './post-param';
import { untitled } from '../../../shared/locale/untitled';
import { userLocale } from '../../../platform/content/user-locale';
import { inLocale } from '../../../platform/render/locale-strings';

const PER_PAGE = 20;
const LIST_STATUSES = [ 'publish', 'future', 'draft', 'pending', 'private' ];
const DATE_LABELS: Record< string, string > = {
	publish: 'Published',
	future: 'Scheduled',
};

function listType( value: unknown ): PostTypeDefinition | null {
	if ( value === undefined || value === 'post' ) {
		return POST_TYPES.post;
	}
	return value === 'page' ? POST_TYPES.page : null;
}

/** One row of the list, with only the actions this user may take. */
function listRow(
	ctx: AppContext,
	request: FastifyRequest,
	user: AuthUser,
	type: PostTypeDefinition,
	post: PostRow
): PostsListRow {
	const trashed = post.post_status === 'trash';
	const published =
		post.post_status === 'publish' || post.post_status === 'private';
	const dated =
		post.post_status === 'publish' || post.post_status === 'future';
	return {
		id: post.ID,
		title: post.post_title || untitled(),
		editUrl:
			! trashed && userCanPost( user, 'edit_post', post, type )
				? `/wp-admin/post.php?post=${ post.ID }&action=edit`
				: undefined,
		view: trashed
			? undefined
			: {
					url: published
						? postLink( '', post )
						: previewLink( '', post ),
					label: post.post_status === 'publish' ? 'View' : 'Preview',
				},
		trashNonce:
			! trashed && userCanPost( user, 'delete_post', post, type )
				? nonceFor( ctx, request, `trash-post_${ post.ID }` )
				: undefined,
		author: getUserById( ctx.db, post.post_author )?.display_name ?? '',
		status: POST_STATUSES[ post.post_status ]?.label ?? post.post_status,
		dateLabel: DATE_LABELS[ post.post_status ] ?? 'Last Modified',
		date: adminListDate(
			dated ? post.post_date : post.post_modified,
			getSettings( ctx.db ).time_format
		),
	};
}

/**
 * /wp-admin/ and /wp-admin/edit.php: the list of posts or pages (the DataViews screen, and the
 * server's table with Edit, View and Trash without JavaScript).
 */
export function registerAdminPosts(
	app: FastifyInstance,
	ctx: AppContext
): void {
	const toList = async (
		request: FastifyRequest,
		reply: import( 'fastify' ).FastifyReply
	) =>
		requireUser( request, reply )
			? reply.redirect( '/wp-admin/edit.php', 302 )
			: reply;
	app.get( '/wp-admin', toList );
	app.get( '/wp-admin/index.php', toList );

	app.get( '/wp-admin/edit.php', async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const query = request.query as Record< string, unknown >;
		if ( query.post_type === 'feedback' ) {
			return feedbackAdmin( ctx, request, reply );
		}
		const type = listType( query.post_type );
		if ( ! type ) {
			return adminDie( reply, 400, 'Invalid post type.' );
		}
		if ( ! userCan( user, type.cap.edit_posts ) ) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to access this page.'
			);
		}
		const allStatuses = [ ...LIST_STATUSES, 'trash' ];
		const status =
			typeof query.post_status === 'string' &&
			allStatuses.includes( query.post_status )
				? query.post_status
				: null;
		const page = Math.max(
			1,
			Number.parseInt( String( query.paged ?? '1' ), 10 ) || 1
		);
		const { rows, total } = queryPosts( ctx.db, {
			types: [ type.slug ],
			statuses: status ? [ status ] : LIST_STATUSES,
			readable: {
				userId: user.id,
				othersDrafts: userCan( user, type.cap.edit_others_posts ),
				othersPrivate: userCan( user, type.cap.read_private_posts ),
			},
			// edit.php?s=: WordPress's "Search Posts" box.
			search:
				typeof query.s === 'string' && query.s.trim()
					? query.s.trim()
					: undefined,
			orderby: 'date',
			order: 'desc',
			limit: PER_PAGE,
			offset: ( page - 1 ) * PER_PAGE,
		} );
		const fallback = renderPostsList( {
			plural: type.plural,
			singular: type.singular,
			postType: type.slug === 'page' ? 'page' : 'post',
			// wp-admin speaks the user's own language.
			rows: inLocale( userLocale( ctx.db, user.id ), () =>
				rows.map( ( post ) =>
					listRow( ctx, request, user, type, post )
				)
			),
			statuses: allStatuses.map( ( slug ) => ( {
				slug,
				label: POST_STATUSES[ slug ].label,
			} ) ),
			currentStatus: status,
			trashed: !! query.trashed,
			page,
			pages: Math.ceil( total / PER_PAGE ),
		} );
		// The list is the DataViews screen (src/admin/posts/) over /wp/v2/<rest_base>; the
		// server's table stays for browsers without JavaScript.
		return sendAdminListScreen( ctx, request, reply, {
			rootId: 'tessera-posts-list',
			title: type.plural,
			data: {
				'post-type': type.slug,
				'rest-base': type.restBase,
				plural: type.plural,
				singular: type.singular,
				'user-id': user.id,
				'edits-others': userCan( user, type.cap.edit_others_posts )
					? 1
					: 0,
			},
			fallback,
		} );
	} );

	app.post( '/wp-admin/post.php', async ( request, reply ) => {
		const user = requireUser( request, reply );
		if ( ! user ) {
			return reply;
		}
		const body = ( request.body ?? {} ) as Record< string, unknown >;
		const post = postNamedBy( ctx, body.post );
		const type = post ? listType( post.post_type ) : null;
		if ( body.action !== 'trash' ) {
			return adminDie( reply, 400, 'Invalid action.' );
		}
		if ( ! post || ! type ) {
			return adminDie(
				reply,
				404,
				'The item you are trying to move to the Trash no longer exists.'
			);
		}
		if (
			! nonceValid(
				ctx,
				request,
				`trash-post_${ post.ID }`,
				body._wpnonce
			)
		) {
			return adminDie( reply, 403, 'The link you followed has expired.' );
		}
		if ( ! userCanPost( user, 'delete_post', post, type ) ) {
			return adminDie(
				reply,
				403,
				'Sorry, you are not allowed to move this item to the Trash.'
			);
		}
		if ( post.post_status !== 'trash' ) {
			trashPost( ctx.db, post );
		}
		return reply.redirect(
			`/wp-admin/edit.php?${ type.slug === 'page' ? 'post_type=page&' : '' }trashed=1&ids=${ post.ID }`,
			302
		);
	} );
}
