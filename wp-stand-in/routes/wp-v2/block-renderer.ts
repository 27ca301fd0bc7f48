import type { AppContext } from '../../../platform/context';
import {
	attributesSchema,
	isDynamic,
	registeredBlocks,
} from '../../../platform/content/block-registry';
import { getPost } from '../../../platform/store/posts';
import { renderBlockByName } from '../../../platform/render/blocks';
import { blockRenderContext } from '../../../platform/render/render-context';
import {
	RestError,
	forbidden,
	requireCapability,
} from '../../../platform/rest/errors';
import type { RestRequest } from '../../../platform/rest/types';
import type { RestServer } from '../../../platform/rest/server';
import { userCanPostOfItsType } from './common/post-permissions';
import { restLocale } from '../../../platform/content/user-locale';

const ARGS = {
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

const asUser = requireCapability(
	'edit_posts',
	'block_cannot_read',
	'Sorry, you are not allowed to read blocks as this user.'
);

/** Rendering for a post needs the right to edit that post, else the right to edit posts. */
function canRender( ctx: AppContext, request: RestRequest ) {
	const postId = request.params.post_id;
	if ( ! postId ) {
		return asUser( request );
	}
	const post = getPost( ctx.db, Number( postId ) );
	if ( ! post || ! userCanPostOfItsType( request.user, 'edit_post', post ) ) {
		return forbidden(
			'block_cannot_read',
			'Sorry, you are not allowed to read blocks of this post.',
			request.user
		);
	}
	return true;
}

/** The block's server render, for attributes valid by its block.json (a GET's come as text). */
function renderBlock(
	rest: RestServer,
	ctx: AppContext,
	request: RestRequest
) {
	const block = registeredBlocks().find(
		( b ) => b.name === request.params.name
	);
	if ( ! block || ! isDynamic( block.name ) ) {
		throw new RestError( 'block_invalid', 'Invalid block.', 404 );
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
	return renderBlockByName( block.name, attributes, {
		...blockRenderContext( ctx.db, postId, {
			user: request.user,
			origin: request.origin,
		} ),
		// The editor's preview speaks the editor's language: the user's own, when they chose one.
		locale: restLocale( ctx.db, request.user?.id, request.params._locale ),
	} );
}

/** WP_REST_Block_Renderer_Controller: a dynamic block's server render, for ServerSideRender. */
export function registerBlockRenderer(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wp/v2',
		route: '/block-renderer/(?P<name>[a-z0-9-]+/[a-z0-9-]+)',
		endpoints: [
			{
				methods: [ 'GET', 'POST' ],
				args: ARGS,
				permission: ( request ) => canRender( ctx, request ),
				handler: ( request ) => ( {
					data: { rendered: renderBlock( rest, ctx, request ) },
				} ),
			},
		],
	} );
}
