/**
 * Stands in for extensions/editor.ts in the bare build (TESSERA_BARE=1): the same editor with
 * no Tessera extension, the benchmark's baseline.
 */
import type { BlockModule, PluginModule } from '../../shared/loader/types';

export const blocks: BlockModule[] = [];

export const plugins: PluginModule[] = [];
