import { wrapperAttributes } from './core-blocks/supports/wrapper-attributes';
import { parse } from '@wordpress/block-serialization-default-parser';
import type { BlockRenderContext } from '../../shared/server-render/types';
import { serverBlock, withDefaults } from '../content/server-blocks';
import { isCoreServerBlock } from '../content/core-server-blocks';
import { inLocale } from './locale-strings';
import { cachedBlockRender } from './block-render-cache';
import { parsedBlocks } from './parsed-blocks';
import type { ServerRenderContext } from './server-render-context';
import { changeStamp } from '../store/change-stamp';
import {
	renderCoreBlock,
	renderCoreBlockByName,
} from './core-blocks/render-core-block';

type ParsedBlock = ReturnType< typeof parse >[ number ];

/**
 * Decides what a rendered block becomes on a page (the paid-block gate): its HTML, something
 * around it, or nothing.
 */
export type BlockGate = (
	blockName: string,
	attributes: Record< string, unknown >,
	html: string,
	block: ParsedBlock
) => string;

export interface RenderedContent {
	html: string;
	/** Every block name present, inner blocks included. */
	blockNames: Set< string >;
}

/** What every block of one do_blocks() pass shares. */
interface RenderPass {
	context: BlockRenderContext;
	/** Collects every block name met, inner blocks included. */
	names: Set< string >;
	log?: ( message: string ) => void;
	gate?: BlockGate;
	/** The database's change stamp, read once per pass when a cached render first needs it. */
	stamp?: string;
}

/**
 * render_block(): a registered server block gets its render callback with defaults applied and its
 * inner HTML (inner blocks already rendered); any other block gives its saved HTML.
 */
function renderParsedBlock( block: ParsedBlock, pass: RenderPass ): string {
	const html = renderBlockHtml( block, pass );
	return pass.gate && block.blockName
		? pass.gate( block.blockName, block.attrs ?? {}, html, block )
		: html;
}

function renderBlockHtml( block: ParsedBlock, pass: RenderPass ): string {
	if ( block.blockName ) {
		pass.names.add( block.blockName );
	}
	if ( block.blockName && isCoreServerBlock( block.blockName ) ) {
		return renderCoreBlock(
			block.blockName,
			block,
			pass.context,
			( inner, context ) =>
				renderParsedBlock( inner, { ...pass, context } ),
			pass.log
		);
	}
	let innerIndex = 0;
	const content = block.innerContent
		.map( ( chunk ) =>
			chunk === null
				? renderParsedBlock( block.innerBlocks[ innerIndex++ ], pass )
				: chunk
		)
		.join( '' );
	const module = block.blockName ? serverBlock( block.blockName ) : undefined;
	if ( ! module?.render ) {
		return content;
	}
	const render = () => {
		const attributes = withDefaults( module, block.attrs );
		// Render callbacks keep per-page state keyed by the context object itself, so the helper
		// is set on that object for this call (inner blocks are rendered already), then reset.
		const context = pass.context;
		const previous = context.wrapperAttributes;
		context.wrapperAttributes = ( extra ) =>
			wrapperAttributes(
				{ name: block.blockName!, type: module.metadata, attributes },
				extra
			);
		try {
			return module.render!( attributes, content, context );
		} finally {
			context.wrapperAttributes = previous;
		}
	};
	try {
		const { db } = pass.context as ServerRenderContext;
		if ( ! module.renderKey || ! db ) {
			return render();
		}
		const key = module.renderKey( pass.context );
		if ( key === null ) {
			return render();
		}
		pass.stamp ??= changeStamp( db );
		return cachedBlockRender(
			db,
			pass.stamp,
			{ parsed: block, content, key },
			pass.context,
			render
		);
	} catch ( error ) {
		pass.log?.(
			`Rendering ${ block.blockName } failed: ${ ( error as Error ).message }`
		);
		return '';
	}
}

/**
 * do_blocks() on a post's content, in the context's language; `gate` decides what each rendered
 * block becomes.
 */
export function renderContent(
	content: string,
	context: BlockRenderContext,
	log?: ( message: string ) => void,
	gate?: BlockGate
): RenderedContent {
	const pass: RenderPass = { context, names: new Set(), log, gate };
	const html = inLocale( context.locale, () =>
		parsedBlocks( content )
			.map( ( block ) => renderParsedBlock( block, pass ) )
			.join( '' )
	);
	return { html, blockNames: pass.names };
}

/** The slugs of Tessera blocks present (`tessera/rating-star` → `rating-star`). */
export function tesseraSlugs( names: Iterable< string > ): string[] {
	return [ ...names ]
		.filter( ( name ) => name.startsWith( 'tessera/' ) )
		.map( ( name ) => name.slice( 'tessera/'.length ) );
}

/**
 * render_block() of a block given by name and attributes, as /wp/v2/block-renderer asks for it,
 * in the context's language.
 */
export function renderBlockByName(
	name: string,
	attributes: Record< string, unknown >,
	context: BlockRenderContext
): string {
	if ( isCoreServerBlock( name ) ) {
		return renderCoreBlockByName( name, attributes, context );
	}
	const module = serverBlock( name );
	return module?.render
		? inLocale( context.locale, () =>
				module.render!(
					withDefaults( module, attributes ),
					'',
					context
				)
			)
		: '';
}
