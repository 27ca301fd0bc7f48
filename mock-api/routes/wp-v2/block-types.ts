import type { AppContext } from '../../context';
import {
	attributesSchema,
	isDynamic,
	registeredBlocks,
} from '../../content/block-registry';
import type { BlockJson } from '../../../shared/loader/types';
import { RestError, requireCapability } from '../../rest/errors';
import { contextArg } from '../../rest/common-args';
import type { RestRequest } from '../../rest/types';
import { getRoutes } from './common/get-route';
import type { RestServer } from '../../rest/server';
import { CURIES } from './common/links';

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

/** Tessera's registered blocks, all of them or those of the namespace the URL names. */
function listBlockTypes( request: RestRequest ) {
	const namespace = request.params.namespace;
	const items = registeredBlocks().filter(
		( block ) => ! namespace || block.name.startsWith( `${ namespace }/` )
	);
	return items.map( ( block ) => prepareBlockType( request, block ) );
}

/** The registered block the URL names, or WordPress's rest_block_type_invalid. */
function readBlockType( request: RestRequest ) {
	const block = registeredBlocks().find(
		( b ) =>
			b.name === `${ request.params.namespace }/${ request.params.name }`
	);
	if ( ! block ) {
		throw new RestError(
			'rest_block_type_invalid',
			'Invalid block type.',
			404
		);
	}
	return prepareBlockType( request, block );
}

/** WP_REST_Block_Types_Controller, for Tessera's blocks (core blocks are registered in the browser). */
export function registerBlockTypes( rest: RestServer, _ctx: AppContext ): void {
	const permission = requireCapability(
		'edit_posts',
		'rest_block_type_cannot_view',
		'Sorry, you are not allowed to manage block types.'
	);
	const get = getRoutes( rest );
	const args = { context: contextArg() };
	get( '/block-types', permission, listBlockTypes, {
		...args,
		namespace: { type: 'string' },
	} );
	get(
		'/block-types/(?P<namespace>[a-zA-Z0-9_-]+)',
		permission,
		listBlockTypes,
		args
	);
	get(
		'/block-types/(?P<namespace>[a-zA-Z0-9_-]+)/(?P<name>[a-zA-Z0-9_-]+)',
		permission,
		readBlockType,
		args
	);
}
