import type { BlockJson } from '../loader/types';

/** What the server knows while rendering a block (the analogue of WP_Block's context). */
export interface BlockRenderContext {
	postId?: number;
	/** Site locale, for example `en_US` or `fr_FR`. */
	locale: string;
}

/**
 * A server render callback, the analogue of a PHP `render_callback`: it gets the block's
 * attributes (with block.json defaults applied), its saved inner HTML, and the context.
 */
export type RenderCallback< Attributes > = (
	attributes: Attributes,
	content: string,
	context: BlockRenderContext
) => string;

/** One entry of `extensions/server.ts`, the registry the server renders from. */
export interface ServerBlockModule {
	metadata: BlockJson;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	render?: RenderCallback< any >;
}
