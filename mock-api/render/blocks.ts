import { parse } from '@wordpress/block-serialization-default-parser';
import { serverBlocks } from '../../extensions/server';
import type {
	BlockRenderContext,
	ServerBlockModule,
} from '../../shared/server-render/types';

type ParsedBlock = ReturnType< typeof parse >[ number ];

const registry = new Map< string, ServerBlockModule >(
	serverBlocks.map( ( block ) => [ block.metadata.name, block ] )
);

export function serverBlock( name: string ): ServerBlockModule | undefined {
	return registry.get( name );
}

/** The block's attributes with block.json defaults filled in, as WP_Block::$attributes has them. */
export function withDefaults(
	module: ServerBlockModule,
	attrs: Record< string, unknown > | null
): Record< string, unknown > {
	const out: Record< string, unknown > = { ...( attrs ?? {} ) };
	const declared = ( module.metadata.attributes ?? {} ) as Record<
		string,
		{ default?: unknown }
	>;
	for ( const [ name, def ] of Object.entries( declared ) ) {
		if ( out[ name ] === undefined && def && 'default' in def ) {
			out[ name ] = structuredClone( def.default );
		}
	}
	return out;
}

/**
 * Decides what a rendered block becomes on a page (the paid-block gate): its HTML, something
 * around it, or nothing.
 */
export type BlockGate = (
	blockName: string,
	attributes: Record< string, unknown >,
	html: string
) => string;

export interface RenderedContent {
	html: string;
	/** Every block name present, inner blocks included. */
	blockNames: Set< string >;
}

/**
 * render_block(): a registered server block gets its render callback with defaults applied and its
 * inner HTML (inner blocks already rendered); any other block gives its saved HTML.
 */
export function renderParsedBlock(
	block: ParsedBlock,
	context: BlockRenderContext,
	names: Set< string >,
	log?: ( message: string ) => void,
	gate?: BlockGate
): string {
	const html = renderBlockHtml( block, context, names, log, gate );
	return gate && block.blockName
		? gate( block.blockName, block.attrs ?? {}, html )
		: html;
}

function renderBlockHtml(
	block: ParsedBlock,
	context: BlockRenderContext,
	names: Set< string >,
	log?: ( message: string ) => void,
	gate?: BlockGate
): string {
	if ( block.blockName ) {
		names.add( block.blockName );
	}
	let innerIndex = 0;
	const content = block.innerContent
		.map( ( chunk ) =>
			chunk === null
				? renderParsedBlock(
						block.innerBlocks[ innerIndex++ ],
						context,
						names,
						log,
						gate
					)
				: chunk
		)
		.join( '' );
	const module = block.blockName
		? registry.get( block.blockName )
		: undefined;
	if ( ! module?.render ) {
		return content;
	}
	try {
		return module.render(
			withDefaults( module, block.attrs ),
			content,
			context
		);
	} catch ( error ) {
		log?.(
			`Rendering ${ block.blockName } failed: ${ ( error as Error ).message }`
		);
		return '';
	}
}

/** do_blocks() on a post's content; `gate` decides what each rendered block becomes. */
export function renderContent(
	content: string,
	context: BlockRenderContext,
	log?: ( message: string ) => void,
	gate?: BlockGate
): RenderedContent {
	const names = new Set< string >();
	const html = parse( content )
		.map( ( block ) =>
			renderParsedBlock( block, context, names, log, gate )
		)
		.join( '' );
	return { html, blockNames: names };
}

/** The slugs of Tessera blocks present (`tessera/rating-star` → `rating-star`). */
export function tesseraSlugs( names: Iterable< string > ): string[] {
	return [ ...names ]
		.filter( ( name ) => name.startsWith( 'tessera/' ) )
		.map( ( name ) => name.slice( 'tessera/'.length ) );
}

/** render_block() of a block given by name and attributes, as /wp/v2/block-renderer asks for it. */
export function renderBlockByName(
	name: string,
	attributes: Record< string, unknown >,
	context: BlockRenderContext
): string {
	const module = registry.get( name );
	return module?.render
		? module.render( withDefaults( module, attributes ), '', context )
		: '';
}
