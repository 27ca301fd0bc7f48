/**
 * Every block and editor plugin module the editor loader registers (shared/loader decides which
 * of them this site gets). One import per extension; keep the lists sorted.
 */
import type { BlockModule, PluginModule } from '../shared/loader/types';
import * as markdown from './blocks/markdown';
import * as ratingStar from './blocks/rating-star';
import * as connections from './plugins/connections';

export const blocks: BlockModule[] = [ markdown, ratingStar ];

export const plugins: PluginModule[] = [ connections ];
