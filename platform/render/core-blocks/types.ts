import type { parse } from '@wordpress/block-serialization-default-parser';
import type { Db } from '../../store/db';
import type { BlockJson } from '../../../shared/loader/types';
import type { ServerRenderContext } from '../server-render-context';

export type ParsedBlock = ReturnType< typeof parse >[ number ];

/** A core block as its render sees it (the analogue of WP_Block). */
export interface CoreBlockInput {
	name: string;
	/** block.json plus its supports' attributes. */
	type: BlockJson;
	/** Saved attributes with block.json defaults filled in. */
	attributes: Record< string, unknown >;
	parsed: ParsedBlock;
	/**
	 * The saved inner HTML with the inner blocks rendered, with the context the block provides
	 * and `changes` on top of this block's context.
	 */
	innerHtml: ( changes?: Partial< ServerRenderContext > ) => string;
	/** do_blocks() on other content (a listed post's, a synced pattern's), in the same pass. */
	renderContent: (
		content: string,
		changes?: Partial< ServerRenderContext >
	) => string;
}

/** The context a core render gets: the database is always there. */
export interface CoreRenderContext extends ServerRenderContext {
	db: Db;
	blockContext: Readonly< Record< string, unknown > >;
}

export type CoreBlockRender = (
	block: CoreBlockInput,
	context: CoreRenderContext
) => string;
