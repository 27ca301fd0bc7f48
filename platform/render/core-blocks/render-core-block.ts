import { parse } from '@wordpress/block-serialization-default-parser';
import {
	coreServerBlockType,
	type CoreServerBlockName,
} from '../../content/core-server-blocks';
import { withDefaults } from '../../content/server-blocks';
import type { ServerRenderContext } from '../server-render-context';
import { migrateSavedAttributes } from './migrate-attributes';
import { CORE_BLOCK_RENDERS } from './registry';
import type { ParsedBlock } from './types';

/** Renders one block (and what it holds) in the current do_blocks() pass. */
export type RenderBlock = (
	block: ParsedBlock,
	context: ServerRenderContext
) => string;

/** The values a block hands to the blocks inside it, from its `providesContext`. */
function providedContext(
	provides: unknown,
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	for ( const [ key, attribute ] of Object.entries(
		( provides ?? {} ) as Record< string, string >
	) ) {
		if ( attributes[ attribute ] !== undefined ) {
			out[ key ] = attributes[ attribute ];
		}
	}
	return out;
}

/**
 * render_block() for a core block the site renders on the server: its render gets the block
 * with defaults applied and decides how (and with which context) its inner blocks render. Without
 * a database (a render outside a page or the block renderer) it gives the saved markup.
 */
export function renderCoreBlock(
	name: CoreServerBlockName,
	parsed: ParsedBlock,
	context: ServerRenderContext,
	renderBlock: RenderBlock,
	log?: ( message: string ) => void
): string {
	const type = coreServerBlockType( name );
	const attributes = withDefaults(
		{ metadata: type },
		migrateSavedAttributes( name, parsed.attrs )
	);
	const provided = providedContext( type.providesContext, attributes );
	const innerHtml = ( changes: Partial< ServerRenderContext > = {} ) => {
		const inner: ServerRenderContext = {
			...context,
			...changes,
			blockContext: {
				...context.blockContext,
				...provided,
				...changes.blockContext,
			},
		};
		let index = 0;
		return parsed.innerContent
			.map( ( chunk ) =>
				chunk === null
					? renderBlock( parsed.innerBlocks[ index++ ], inner )
					: chunk
			)
			.join( '' );
	};
	const renderContent = (
		content: string,
		changes: Partial< ServerRenderContext > = {}
	) =>
		parse( content )
			.map( ( block ) =>
				renderBlock( block, {
					...context,
					blockContext: {},
					...changes,
				} )
			)
			.join( '' );
	if ( ! context.db ) {
		return innerHtml();
	}
	context.uniqueIds ??= new Map();
	try {
		return CORE_BLOCK_RENDERS[ name ](
			{ name, type, attributes, parsed, innerHtml, renderContent },
			{
				...context,
				db: context.db,
				blockContext: context.blockContext ?? {},
			}
		);
	} catch ( error ) {
		log?.( `Rendering ${ name } failed: ${ ( error as Error ).message }` );
		return '';
	}
}

/** A core block given by name and attributes alone, as the block renderer asks for its preview. */
export function renderCoreBlockByName(
	name: CoreServerBlockName,
	attributes: Record< string, unknown >,
	context: ServerRenderContext
): string {
	return renderCoreBlock(
		name,
		{
			blockName: name,
			attrs: attributes,
			innerBlocks: [],
			innerHTML: '',
			innerContent: [],
		},
		{ ...context, forEditor: true },
		() => ''
	);
}
