import type { CoreBlockRender } from '../types';

/**
 * Query Loop: its saved wrapper with the blocks inside rendered; they get its `query` and
 * `queryId` as context. Enhanced pagination needs the Interactivity API, which visitor pages do
 * not load, so pagination links always load the next page.
 */
export const renderQuery: CoreBlockRender = ( block ) => block.innerHtml();
