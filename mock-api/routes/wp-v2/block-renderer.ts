import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import { userCanPost } from '../../auth/post-capabilities';
import { POST_TYPES } from '../../content/post-types';
import {
	attributesSchema,
	isDynamic,
	registeredBlocks,
} from '../../content/block-registry';
import { getPost } from '../../store/posts';
import { renderBlockByName } from '../../render/blocks';
import { blockRenderContext } from '../../render/render-context';
import { RestError } from '../../rest/errors';
import type { RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';

/** WP_REST_Block_Renderer_Controller: a dynamic block's server render, for ServerSideRender. */
export function registerBlockRenderer(
	rest: RestServer,
	ctx: AppContext
): void {
	const args = {
		name: {
			description: 'Unique registered name for the block.',
			type: 'string',
		},
		context: {
			description:
				'Scope under which the request is made; determines fields present in response.',
			type: 'string',
			enum: [ 'edit' ],
		},
		attributes: {
			description: 'Attributes for the block.',
			type: 'object',
			default: {},
		},
		post_id: { description: 'ID of the post context.', type: 'integer' },
	};
	const permission = ( request: RestRequest ) => {
		const postId = request.params.post_id;
		if ( postId ) {
			const post = getPost( ctx.db, Number( postId ) );
			const type = post && POST_TYPES[ post.post_type ];
			if (
				! post ||
				! type ||
				! userCanPost( request.user, 'edit_post', post, type )
			) {
				return new RestError(
					'block_cannot_read',
					'Sorry, you are not allowed to read blocks of this post.',
					request.user ? 403 : 401
				);
			}
			return true;
		}
		return (
			userCan( request.user, 'edit_posts' ) ||
			new RestError(
				'block_cannot_read',
				'Sorry, you are not allowed to read blocks as this user.',
				request.user ? 403 : 401
			)
		);
	};
	rest.register( {
		namespace: 'wp/v2',
		route: '/block-renderer/(?P<name>[a-z0-9-]+/[a-z0-9-]+)',
		endpoints: [
			{
				methods: [ 'GET', 'POST' ],
				args,
				permission,
				handler: ( request ) => {
					const block = registeredBlocks().find(
						( b ) => b.name === request.params.name
					);
					if ( ! block || ! isDynamic( block.name ) ) {
						throw new RestError(
							'block_invalid',
							'Invalid block.',
							404
						);
					}
					const attributes = request.params.attributes ?? {};
					rest.validateValue(
						{
							type: 'object',
							properties: attributesSchema( block ),
							additionalProperties: false,
						},
						attributes,
						'attributes',
						request.method === 'GET'
					);
					const postId = request.params.post_id
						? Number( request.params.post_id )
						: undefined;
					const rendered = renderBlockByName(
						block.name,
						attributes,
						blockRenderContext( ctx.db, postId, {
							user: request.user,
							origin: request.origin,
						} )
					);
					return { data: { rendered } };
				},
			},
		],
	} );
}
