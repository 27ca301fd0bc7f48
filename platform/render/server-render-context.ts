import type { Db } from '../store/db';
import type { BlockRenderContext } from '../../shared/server-render/types';

/**
 * The render context of the site server's own renders: what a Tessera render callback gets, plus
 * the database (a core block's render reads posts, terms and settings, as its PHP render callback
 * queries WordPress) and the values outer blocks provide to the blocks inside them (a query
 * loop's query, the post of each loop item). Tessera's render.ts files only see the shared type.
 */
export interface ServerRenderContext extends BlockRenderContext {
	db?: Db;
	/** WP_Block's context: the values outer blocks provide (`providesContext`). */
	blockContext?: Readonly< Record< string, unknown > >;
	/** The posts whose content is being rendered, outermost first, so none renders inside itself. */
	renderingPosts?: readonly number[];
	/** The render answers the block renderer (the editor's preview), not a page. */
	forEditor?: boolean;
	/** wp_unique_id()'s counters, one set per page so ids repeat across pages but not within one. */
	uniqueIds?: Map< string, number >;
}
