import type { AppContext } from '../../../../platform/context';
import { userCan } from '../../../../platform/auth/capabilities';
import { POST_TYPES } from '../../../../platform/content/post-types';
import { sanitizeTitle } from '../../../../platform/content/slugs';
import { gmtToLocal, mysqlGmt } from '../../../../platform/content/dates';
import { siteTimezone } from '../../../content/site';
import { getPost, updatePostRow } from '../../../../platform/store/posts';
import { deleteAttachmentForGood } from '../../../content/attachment-deletion';
import { RestError, forbidden } from '../../../../platform/rest/errors';
import { contextArg, forceArg } from '../../../rest/common-args';
import { writableArgs } from '../../../../platform/rest/schema';
import type {
	RestEndpoint,
	RestRequest,
} from '../../../../platform/rest/types';
import { sentTexts } from '../posts/write-row';
import { canReadPost, requirePostCapability } from '../common/post-permissions';
import { mediaSchema } from './schema';
import { prepareMedia } from './prepare';
import { findMedia, mayEditMedia } from './find';
import { saveAltText } from './create';
import { checkParent } from './parent';

const type = POST_TYPES.attachment;

/** GET /wp/v2/media/<id>: one attachment the user may read. */
export function readMedia( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: { id: { type: 'integer' }, context: contextArg() },
		permission: ( request ) =>
			canReadPost( ctx.db, request, findMedia( ctx )( request ), type ),
		handler: ( request ) => ( {
			data: prepareMedia(
				ctx,
				request,
				findMedia( ctx )( request ),
				request.params.context ?? 'view'
			),
		} ),
	};
}

/** Stores the attachment fields sent (title, caption, description, post, author, slug, alt text). */
function updateMedia( ctx: AppContext, request: RestRequest ) {
	const post = findMedia( ctx )( request );
	const b = request.body;
	const parent =
		b.post !== undefined
			? checkParent( ctx, request, b.post )
			: post.post_parent;
	if (
		b.author !== undefined &&
		b.author !== request.user!.id &&
		! userCan( request.user, type.cap.edit_others_posts )
	) {
		throw forbidden(
			'rest_cannot_edit_others',
			'Sorry, you are not allowed to update posts as this user.',
			request.user
		);
	}
	const now = mysqlGmt();
	ctx.db.transaction( () => {
		updatePostRow( ctx.db, post.ID, {
			...post,
			...sentTexts( request, post, {
				title: b.title,
				content: b.description,
				excerpt: b.caption,
			} ),
			post_parent: parent,
			post_author: b.author ?? post.post_author,
			comment_status: b.comment_status ?? post.comment_status,
			ping_status: b.ping_status ?? post.ping_status,
			post_name:
				typeof b.slug === 'string' && sanitizeTitle( b.slug )
					? sanitizeTitle( b.slug )
					: post.post_name,
			post_modified_gmt: now,
			post_modified: gmtToLocal( now, siteTimezone( ctx.db ) ),
		} );
		if ( typeof b.alt_text === 'string' ) {
			saveAltText( ctx, post.ID, b.alt_text );
		}
	} )();
	return post.ID;
}

/** POST, PUT or PATCH /wp/v2/media/<id>: changes what is sent, keeps the rest. */
export function editMedia( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST', 'PUT', 'PATCH' ],
		args: writableArgs( mediaSchema() ),
		permission: mayEditMedia( ctx ),
		handler: ( request ) => ( {
			data: prepareMedia(
				ctx,
				request,
				getPost( ctx.db, updateMedia( ctx, request ) )!,
				'edit'
			),
		} ),
	};
}

/** DELETE /wp/v2/media/<id>?force=true: attachments have no trash; the file goes too. */
export function deleteMedia( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'DELETE' ],
		args: {
			id: { type: 'integer' },
			force: forceArg( 'Whether to bypass Trash and force deletion.' ),
		},
		permission: requirePostCapability(
			findMedia( ctx ),
			type,
			'delete_post'
		),
		handler: ( request ) => {
			const post = findMedia( ctx )( request );
			if ( request.params.force !== true ) {
				throw new RestError(
					'rest_trash_not_supported',
					"The post does not support trashing. Set 'force' to true to delete.",
					501
				);
			}
			const previous = prepareMedia( ctx, request, post, 'edit' );
			deleteAttachmentForGood( ctx, post );
			return { data: { deleted: true, previous } };
		},
	};
}
