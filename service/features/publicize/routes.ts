import type { AppContext } from '../../../platform/context';
import type { RestServer } from '../../../platform/rest/server';
import {
	RestError,
	invalidParam,
	requireCapability,
} from '../../../platform/rest/errors';
import { getPost } from '../../../platform/store/posts';
import { userCan } from '../../../platform/auth/capabilities';
import { splitBlocks } from '../../../shared/tweetstorm/splitter';
import { generateCards } from './cards';
import { networkConnections, testedConnection } from './connections';
import { sharePost } from './share';
import { requestBlocks, type ParseRequestBlock } from './splitter-blocks';

/** The most blocks one parse reads, and the longest markup of one block. */
const MAX_BLOCKS = 5000;
const MAX_BLOCK_MARKUP = 1024 * 1024;
const MAX_CARDS = 100;

function parseBlocksParam( value: unknown ): ParseRequestBlock[] {
	if ( ! Array.isArray( value ) || value.length > MAX_BLOCKS ) {
		throw invalidParam(
			'blocks',
			`blocks must be a list of at most ${ MAX_BLOCKS } blocks.`
		);
	}
	return value.map( ( item, index ) => {
		const block = item as Partial< ParseRequestBlock > | null;
		if (
			! block ||
			typeof block !== 'object' ||
			typeof block.block !== 'string' ||
			block.block.length > MAX_BLOCK_MARKUP ||
			typeof block.clientId !== 'string' ||
			! /^[\w-]{1,64}$/.test( block.clientId ) ||
			( block.attributes !== undefined &&
				( typeof block.attributes !== 'object' ||
					block.attributes === null ||
					Array.isArray( block.attributes ) ) )
		) {
			throw invalidParam(
				'blocks',
				`blocks[${ index }] must have attributes (an object), block (its markup) and clientId.`
			);
		}
		return {
			block: block.block,
			clientId: block.clientId,
			attributes: block.attributes ?? {},
		};
	} );
}

/**
 * Publicize and thread mode: `GET /wpcom/v2/publicize/connection-test-results` (the current
 * user's connections, each tested at its network), `POST /wpcom/v2/tweetstorm/parse` (the
 * tweets the editor's blocks make), `POST /wpcom/v2/tweetstorm/generate-cards` (link cards),
 * and `POST /wpcom/v2/publicize/share/<id>` (share a published post again, on request). For
 * people who can edit posts.
 */
export function registerPublicizeRoutes(
	rest: RestServer,
	ctx: AppContext
): void {
	rest.register( {
		namespace: 'wpcom/v2',
		route: '/publicize/connection-test-results',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: {},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => ( {
					data: networkConnections( ctx, request.user!.id ).map(
						( row ) => testedConnection( ctx, row, request.origin )
					),
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/tweetstorm/parse',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					blocks: {
						description:
							'The blocks: attributes, serialized markup, client id.',
						type: 'array',
						required: true,
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => ( {
					data: splitBlocks(
						requestBlocks(
							parseBlocksParam( request.params.blocks )
						)
					).tweets,
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/tweetstorm/generate-cards',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					urls: {
						description: 'The addresses to make cards for.',
						type: 'array',
						items: { type: 'string' },
						maxItems: MAX_CARDS,
						required: true,
					},
				},
				permission: requireCapability( 'edit_posts' ),
				handler: ( request ) => ( {
					data: generateCards( ctx, request.params.urls as string[] ),
				} ),
			},
		],
	} );

	rest.register( {
		namespace: 'wpcom/v2',
		route: '/publicize/share/(?P<id>[\\d]+)',
		endpoints: [
			{
				methods: [ 'POST' ],
				args: {
					id: { type: 'integer' },
					connections: {
						description: 'The connections to share to.',
						type: 'array',
						items: { type: 'string' },
						required: true,
					},
				},
				permission: requireCapability( 'publish_posts' ),
				handler: ( request ) => {
					const post = getPost( ctx.db, Number( request.params.id ) );
					if ( ! post || post.post_type !== 'post' ) {
						throw new RestError(
							'rest_post_invalid_id',
							'Invalid post ID.',
							404
						);
					}
					if (
						post.post_author !== request.user!.id &&
						! userCan( request.user, 'edit_others_posts' )
					) {
						throw new RestError(
							'rest_forbidden',
							'Sorry, you are not allowed to share this post.',
							403
						);
					}
					if ( post.post_status !== 'publish' ) {
						throw new RestError(
							'rest_post_not_published',
							'Only a published post can be shared.',
							400
						);
					}
					return {
						data: sharePost(
							ctx,
							post,
							request.params.connections as string[]
						),
					};
				},
			},
		],
	} );
}
