import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import {
	attributesSchema,
	isDynamic,
	registeredBlocks,
} from '../../content/block-registry';
import type { BlockJson } from '../../../shared/loader/types';
import { RestError, forbidden } from '../../rest/errors';
import { contextArg } from '../../rest/common-args';
import type { RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';
import { CURIES } from './posts/links';

function prepareBlockType( request: RestRequest, block: BlockJson ) {
	const get = < T >( key: string, fallback: T ): T =>
		( block[ key ] as T ) ?? fallback;
	const [ namespace ] = block.name.split( '/' );
	return {
		api_version: get( 'apiVersion', 1 ),
		title: block.title,
		name: block.name,
		description: get( 'description', '' ),
		icon: get( 'icon', null ),
		category: block.category ?? null,
		keywords: get( 'keywords', [] ),
		parent: block.parent ?? null,
		ancestor: get( 'ancestor', null ),
		allowed_blocks: get( 'allowedBlocks', null ),
		provides_context: get( 'providesContext', {} ),
		uses_context: get( 'usesContext', [] ),
		selectors: get( 'selectors', {} ),
		supports: get( 'supports', {} ),
		styles: get( 'styles', [] ),
		textdomain: get( 'textdomain', null ),
		example: get( 'example', null ),
		attributes: attributesSchema( block ),
		is_dynamic: isDynamic( block.name ),
		editor_script_handles: [],
		script_handles: [],
		view_script_handles: block.viewScript
			? [ `${ block.name.replace( '/', '-' ) }-view-script` ]
			: [],
		view_script_module_ids: [],
		editor_style_handles: block.editorStyle
			? [ `${ block.name.replace( '/', '-' ) }-editor-style` ]
			: [],
		style_handles: block.style
			? [ `${ block.name.replace( '/', '-' ) }-style` ]
			: [],
		view_style_handles: [],
		variations: get( 'variations', [] ),
		block_hooks: get( 'blockHooks', [] ),
		_links: {
			collection: [
				{ href: `${ request.origin }/wp-json/wp/v2/block-types` },
			],
			self: [
				{
					href: `${ request.origin }/wp-json/wp/v2/block-types/${ block.name }`,
				},
			],
			up: [
				{
					href: `${ request.origin }/wp-json/wp/v2/block-types/${ namespace }`,
				},
			],
			curies: CURIES,
		},
	};
}

/** WP_REST_Block_Types_Controller, for Tessera's blocks (core blocks are registered in the browser). */
export function registerBlockTypes( rest: RestServer, _ctx: AppContext ): void {
	const permission = ( request: RestRequest ) =>
		userCan( request.user, 'edit_posts' ) ||
		forbidden(
			'rest_block_type_cannot_view',
			'Sorry, you are not allowed to manage block types.',
			request.user
		);
	const list = ( request: RestRequest ) => {
		const namespace = request.params.namespace;
		const items = registeredBlocks().filter(
			( block ) =>
				! namespace || block.name.startsWith( `${ namespace }/` )
		);
		return {
			data: items.map( ( block ) => prepareBlockType( request, block ) ),
		};
	};
	rest.register( {
		namespace: 'wp/v2',
		route: '/block-types',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg(), namespace: { type: 'string' } },
				permission,
				handler: list,
			},
		],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/block-types/(?P<namespace>[a-zA-Z0-9_-]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg() },
				permission,
				handler: list,
			},
		],
	} );
	rest.register( {
		namespace: 'wp/v2',
		route: '/block-types/(?P<namespace>[a-zA-Z0-9_-]+)/(?P<name>[a-zA-Z0-9_-]+)',
		endpoints: [
			{
				methods: [ 'GET' ],
				args: { context: contextArg() },
				permission,
				handler: ( request ) => {
					const block = registeredBlocks().find(
						( b ) =>
							b.name ===
							`${ request.params.namespace }/${ request.params.name }`
					);
					if ( ! block ) {
						throw new RestError(
							'rest_block_type_invalid',
							'Invalid block type.',
							404
						);
					}
					return { data: prepareBlockType( request, block ) };
				},
			},
		],
	} );
}
