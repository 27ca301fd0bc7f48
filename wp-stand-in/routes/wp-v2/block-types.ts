import type { AppContext } from '../../../platform/context';
import {
	allBlockTypes,
	attributesSchema,
	isDynamic,
} from '../../../platform/content/block-registry';
import type { BlockJson } from '../../../shared/loader/types';
import { RestError, requireCapability } from '../../../platform/rest/errors';
import { contextArg } from '../../rest/common-args';
import type { RestRequest } from '../../../platform/rest/types';
import { getRoutes } from './common/get-route';
import type { RestServer } from '../../../platform/rest/server';
import { CURIES } from './common/links';

/**
 * A block's script or style handles as WordPress registers them from block.json: a handle named
 * there is kept; a `file:` gets generate_block_asset_handle()'s name (`wp-block-<name>[-editor]`
 * for a core block, `<namespace>-<name>-<suffix>` for others, `-2`, `-3`... after the first).
 */
function handles( block: BlockJson, key: string, suffix: string ): string[] {
	const core = block.name.startsWith( 'core/' );
	return ( [] as unknown[] )
		.concat( block[ key ] ?? [] )
		.filter( ( value ): value is string => typeof value === 'string' )
		.map( ( value, index ) => {
			if ( ! value.startsWith( 'file:' ) ) {
				return value;
			}
			const base = core
				? block.name.replace( 'core/', 'wp-block-' ) +
					( key.startsWith( 'editor' ) ? '-editor' : '' ) +
					( key.startsWith( 'view' ) ? '-view' : '' )
				: `${ block.name.replace( '/', '-' ) }-${ suffix }`;
			return index > 0 ? `${ base }-${ index + 1 }` : base;
		} );
}

/**
 * The links of a block type: its list, itself, its namespace, and for a dynamic block its
 * server render (a `wp:` relation, so the curies come with it).
 */
function blockTypeLinks( request: RestRequest, block: BlockJson ) {
	const [ namespace ] = block.name.split( '/' );
	const base = `${ request.origin }/wp-json/wp/v2`;
	return {
		collection: [ { href: `${ base }/block-types` } ],
		self: [ { href: `${ base }/block-types/${ block.name }` } ],
		up: [ { href: `${ base }/block-types/${ namespace }` } ],
		...( isDynamic( block.name )
			? {
					'wp:render-block': [
						{
							href: `${ base }/block-renderer/${ block.name }?context=edit`,
						},
					],
					curies: CURIES,
				}
			: {} ),
	};
}

function prepareBlockType( request: RestRequest, block: BlockJson ) {
	const get = < T >( key: string, fallback: T ): T =>
		( block[ key ] as T ) ?? fallback;
	const scripts = {
		editor_script_handles: handles(
			block,
			'editorScript',
			'editor-script'
		),
		script_handles: handles( block, 'script', 'script' ),
		view_script_handles: handles( block, 'viewScript', 'view-script' ),
		view_script_module_ids: handles(
			block,
			'viewScriptModule',
			'script-module'
		),
		editor_style_handles: handles( block, 'editorStyle', 'editor-style' ),
		style_handles: handles( block, 'style', 'style' ),
		view_style_handles: handles( block, 'viewStyle', 'view-style' ),
	};
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
		...scripts,
		variations: get( 'variations', [] ),
		block_hooks: get( 'blockHooks', [] ),
		// Kept since WordPress 6.1 for older clients: each handle list's first handle, or null.
		editor_script: scripts.editor_script_handles[ 0 ] ?? null,
		script: scripts.script_handles[ 0 ] ?? null,
		view_script: scripts.view_script_handles[ 0 ] ?? null,
		editor_style: scripts.editor_style_handles[ 0 ] ?? null,
		style: scripts.style_handles[ 0 ] ?? null,
		_links: blockTypeLinks( request, block ),
	};
}

/** The registered block types, all of them or those of the namespace the URL names. */
function listBlockTypes( request: RestRequest ) {
	const namespace = request.params.namespace;
	const items = allBlockTypes().filter(
		( block ) => ! namespace || block.name.startsWith( `${ namespace }/` )
	);
	return items.map( ( block ) => prepareBlockType( request, block ) );
}

/** The registered block the URL names, or WordPress's rest_block_type_invalid. */
function readBlockType( request: RestRequest ) {
	const block = allBlockTypes().find(
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

/** WP_REST_Block_Types_Controller: Tessera's blocks and every core block, as WordPress registers them. */
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
