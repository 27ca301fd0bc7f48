/**
 * Every block and editor plugin module the editor loader registers (shared/loader decides which
 * of them this site gets): the `index.ts` of each folder extensions/folders.ts finds, in its
 * order, a plugin's with its plugin.json as `metadata` when it has one (a block's index.ts
 * exports its block.json itself). Child blocks are listed too; the loader registers them with
 * their parent.
 *
 * The editor bundle does not run this code: webpack puts one static import per folder in its
 * place (webpack/editor-extensions-loader.js), so that the modules are hoisted into the bundle
 * as hand-written imports would be. The tests and the fixture harness run it as it is.
 */
import type { BlockModule, PluginModule } from '../shared/loader/types';
import { blockFolders, indexFile, loadModule, pluginFolders } from './folders';

export const blocks: BlockModule[] = blockFolders().map( ( folder ) =>
	loadModule< BlockModule >( indexFile( folder ) )
);

export const plugins: PluginModule[] = pluginFolders().map( ( folder ) => ( {
	...loadModule< PluginModule >( indexFile( folder ) ),
	metadata: folder.metadata,
} ) );
