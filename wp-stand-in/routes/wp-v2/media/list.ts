import type { AppContext } from '../../../../platform/context';
import { POST_TYPES } from '../../../../platform/content/post-types';
import { LIMITS } from '../../../content/limits';
import { userCan } from '../../../../platform/auth/capabilities';
import { queryPosts } from '../../../../platform/store/post-query';
import { checkEditContext, forbidden } from '../../../../platform/rest/errors';
import { collection } from '../../../../platform/rest/response';
import type { JsonSchema, RestEndpoint } from '../../../../platform/rest/types';
import { postCollectionArgs, postQuery } from '../posts/collection-query';
import { listedInCollection } from '../common/post-permissions';
import { prepareMedia } from './prepare';
import { createMedia } from './create';
import { checkParent } from './parent';

const type = POST_TYPES.attachment;
const MEDIA_BODY_LIMIT = 64 * 1024 * 1024;

/** The posts collection's args, with the media library's own filters. */
function listArgs(): Record< string, JsonSchema > {
	const args = postCollectionArgs( type );
	args.status = {
		type: 'array',
		items: { type: 'string', enum: [ 'inherit', 'private', 'trash' ] },
		default: 'inherit',
	};
	// Since WordPress 6.9 both filters take a list (the editor asks for images and videos at once).
	args.media_type = {
		description:
			'Limit result set to attachments of a particular media type or media types.',
		type: 'array',
		items: {
			type: 'string',
			enum: [ 'image', 'video', 'text', 'application', 'audio' ],
		},
	};
	args.mime_type = {
		description:
			'Limit result set to attachments of a particular MIME type or MIME types.',
		type: 'array',
		items: { type: 'string', maxLength: 100 },
	};
	args.parent = {
		description: 'Limit result set to items with particular parent IDs.',
		type: 'array',
		items: { type: 'integer' },
		default: [],
	};
	return args;
}

/** GET /wp/v2/media: a page of the media library, by parent, media type or MIME type. */
export function listMedia( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'GET' ],
		args: listArgs(),
		permission: ( request ) =>
			checkEditContext(
				request,
				() => userCan( request.user, 'upload_files' ),
				'rest_forbidden_context',
				'Sorry, you are not allowed to edit posts in this post type.'
			),
		handler: ( request ) => {
			const query = postQuery( ctx, request, type );
			query.parents = request.params.parent?.length
				? request.params.parent
				: undefined;
			const mimeTypes: string[] | undefined = request.params.mime_type;
			const mediaTypes: string[] | undefined = request.params.media_type;
			query.mimeTypePrefixes = mimeTypes?.length
				? mimeTypes
				: mediaTypes?.map( ( mediaType ) => `${ mediaType }/` );
			const { rows, total } = queryPosts( ctx.db, query );
			// Media of posts the user may not read is left out (the total, as WordPress's, counts it).
			return collection( {
				items: rows
					.filter( ( row ) =>
						listedInCollection( ctx.db, request, row, type )
					)
					.map( ( row ) =>
						prepareMedia(
							ctx,
							request,
							row,
							request.params.context ?? 'view'
						)
					),
				total,
				page: request.params.page ?? 1,
				perPage: query.limit,
				baseUrl: `${ request.origin }/wp-json/wp/v2/media`,
				invalidPageCode: 'rest_post_invalid_page_number',
			} );
		},
	};
}

/** POST /wp/v2/media: an upload, by a user who may upload files (and edit the post it is for). */
export function uploadMedia( ctx: AppContext ): RestEndpoint {
	return {
		methods: [ 'POST' ],
		rawBody: true,
		bodyLimit: MEDIA_BODY_LIMIT,
		args: {
			post: { type: 'integer', minimum: 0 },
			title: { type: 'string', maxLength: LIMITS.title },
			caption: { type: 'string', maxLength: LIMITS.description },
			description: {
				type: 'string',
				maxLength: LIMITS.description,
			},
			alt_text: { type: 'string', maxLength: LIMITS.title },
		},
		permission: ( request ) => {
			if ( ! userCan( request.user, 'upload_files' ) ) {
				return forbidden(
					'rest_cannot_create',
					'Sorry, you are not allowed to upload media on this site.',
					request.user
				);
			}
			checkParent( ctx, request, request.params.post );
			return true;
		},
		handler: ( request ) => createMedia( ctx, request ),
	};
}
