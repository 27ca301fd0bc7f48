import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../../context';
import { userCan } from '../../../auth/capabilities';
import { userCanPost } from '../../../auth/post-capabilities';
import { POST_TYPES } from '../../../content/post-types';
import { LIMITS } from '../../../content/limits';
import { rawText } from '../../../content/raw-text';
import { sanitizeTitle } from '../../../content/slugs';
import { gmtToLocal, mysqlGmt } from '../../../content/dates';
import { siteTimezone } from '../../../content/site';
import { getPost, updatePostRow, deletePostRow } from '../../../store/posts';
import { getPostMeta, updatePostMeta } from '../../../store/postmeta';
import { queryPosts } from '../../../store/post-query';
import { RestError, forbidden } from '../../../rest/errors';
import { checkPageNumber, collection } from '../../../rest/response';
import { contextArg } from '../../../rest/common-args';
import type { RestRequest } from '../../../rest/types';
import type { RestServer } from '../../../rest/server';
import { writableArgs } from '../posts/schema';
import { findPost } from '../posts/lookup';
import { postCollectionArgs, postQuery } from '../posts/collection-query';
import { mediaSchema } from './schema';
import { prepareMedia } from './prepare';
import { createMedia } from './create';
import { checkParent } from './parent';

const type = POST_TYPES.attachment;
const MEDIA_BODY_LIMIT = 64 * 1024 * 1024;

/** WP_REST_Attachments_Controller: /wp/v2/media and /wp/v2/media/<id>. */
export function registerMedia( rest: RestServer, ctx: AppContext ): void {
	const listArgs = postCollectionArgs( type );
	listArgs.status = {
		type: 'array',
		items: { type: 'string', enum: [ 'inherit', 'private', 'trash' ] },
		default: 'inherit',
	};
	listArgs.media_type = {
		description:
			'Limit result set to attachments of a particular media type.',
		type: 'string',
		enum: [ 'image', 'video', 'text', 'application', 'audio' ],
	};
	listArgs.mime_type = {
		description:
			'Limit result set to attachments of a particular MIME type.',
		type: 'string',
		maxLength: 100,
	};
	listArgs.parent = {
		description: 'Limit result set to items with particular parent IDs.',
		type: 'array',
		items: { type: 'integer' },
		default: [],
	};
	const updateArgs = writableArgs( mediaSchema() );

	rest.register( {
		namespace: 'wp/v2',
		route: '/media',
		schema: mediaSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: listArgs,
				permission: ( request ) =>
					request.params.context === 'edit' &&
					! userCan( request.user, 'upload_files' )
						? forbidden(
								'rest_forbidden_context',
								'Sorry, you are not allowed to edit posts in this post type.',
								request.user
							)
						: true,
				handler: ( request ) => {
					const query = postQuery( ctx, request, type );
					query.parents = request.params.parent?.length
						? request.params.parent
						: undefined;
					query.mimeTypePrefix =
						request.params.mime_type ??
						( request.params.media_type
							? `${ request.params.media_type }/`
							: undefined );
					const { rows, total } = queryPosts( ctx.db, query );
					checkPageNumber(
						request.params.page ?? 1,
						total,
						query.limit,
						'rest_post_invalid_page_number'
					);
					const items = rows.map( ( row ) =>
						prepareMedia(
							ctx,
							request,
							row,
							request.params.context ?? 'view'
						)
					);
					return collection(
						items,
						total,
						request.params.page ?? 1,
						query.limit,
						`${ request.origin }/wp-json/wp/v2/media`
					);
				},
			},
			{
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
			},
		],
	} );

	const itemPermission =
		( verb: 'edit_post' | 'delete_post', code: string, message: string ) =>
		( request: RestRequest ) => {
			const post = findPost( ctx, request.params.id, type );
			return (
				userCanPost( request.user, verb, post, type ) ||
				forbidden( code, message, request.user )
			);
		};

	rest.register( {
		namespace: 'wp/v2',
		route: '/media/(?P<id>[\\d]+)',
		schema: mediaSchema,
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { id: { type: 'integer' }, context: contextArg() },
				permission: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
					if (
						request.params.context === 'edit' &&
						! userCanPost( request.user, 'edit_post', post, type )
					) {
						return forbidden(
							'rest_forbidden_context',
							'Sorry, you are not allowed to edit this post.',
							request.user
						);
					}
					return (
						userCanPost( request.user, 'read_post', post, type ) ||
						forbidden(
							'rest_forbidden',
							'Sorry, you are not allowed to do that.',
							request.user
						)
					);
				},
				handler: ( request ) => ( {
					data: prepareMedia(
						ctx,
						request,
						findPost( ctx, request.params.id, type ),
						request.params.context ?? 'view'
					),
				} ),
			},
			{
				methods: [ 'POST', 'PUT', 'PATCH' ],
				args: updateArgs,
				permission: itemPermission(
					'edit_post',
					'rest_cannot_edit',
					'Sorry, you are not allowed to edit this post.'
				),
				handler: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
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
							post_title: rawText( b.title ) ?? post.post_title,
							post_excerpt:
								rawText( b.caption ) ?? post.post_excerpt,
							post_content:
								rawText( b.description ) ?? post.post_content,
							post_parent: parent,
							post_author: b.author ?? post.post_author,
							comment_status:
								b.comment_status ?? post.comment_status,
							ping_status: b.ping_status ?? post.ping_status,
							post_name:
								typeof b.slug === 'string' &&
								sanitizeTitle( b.slug )
									? sanitizeTitle( b.slug )
									: post.post_name,
							post_modified_gmt: now,
							post_modified: gmtToLocal(
								now,
								siteTimezone( ctx.db )
							),
						} );
						if ( typeof b.alt_text === 'string' ) {
							updatePostMeta(
								ctx.db,
								post.ID,
								'_wp_attachment_image_alt',
								b.alt_text.replace( /<[^>]*>/g, '' ).trim()
							);
						}
					} )();
					return {
						data: prepareMedia(
							ctx,
							request,
							getPost( ctx.db, post.ID )!,
							'edit'
						),
					};
				},
			},
			{
				methods: [ 'DELETE' ],
				args: {
					id: { type: 'integer' },
					force: {
						type: 'boolean',
						default: false,
						description:
							'Whether to bypass Trash and force deletion.',
					},
				},
				permission: itemPermission(
					'delete_post',
					'rest_cannot_delete',
					'Sorry, you are not allowed to delete this post.'
				),
				handler: ( request ) => {
					const post = findPost( ctx, request.params.id, type );
					if ( request.params.force !== true ) {
						throw new RestError(
							'rest_trash_not_supported',
							"The post does not support trashing. Set 'force' to true to delete.",
							501
						);
					}
					const previous = prepareMedia( ctx, request, post, 'edit' );
					const relative = String(
						getPostMeta( ctx.db, post.ID, '_wp_attached_file' ) ??
							''
					);
					ctx.db.transaction( () => {
						ctx.db
							.prepare(
								"DELETE FROM postmeta WHERE meta_key = '_thumbnail_id' AND meta_value = ?"
							)
							.run( JSON.stringify( post.ID ) );
						deletePostRow( ctx.db, post.ID );
					} )();
					if ( relative && ! relative.includes( '..' ) ) {
						rmSync( join( ctx.uploadsDir, relative ), {
							force: true,
						} );
					}
					return { data: { deleted: true, previous } };
				},
			},
		],
	} );
}
