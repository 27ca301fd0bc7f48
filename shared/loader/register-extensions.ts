import extensionLists from '../../extensions/index.json';
import { getInitialState } from '../availability';
import type { EditorInitialState } from '../availability/types';
import { registerMediaUpgradeNudges } from '../paid-blocks';
import { blockSlug } from './block-slug';
import { registerTesseraCategories } from './categories';
import { registerBlockModule } from './register-block';
import { registerPluginModule } from './register-plugin';
import { getRegistrationDecision } from './registration-decision';
import type { ExtensionLists } from './registration-decision';
import type { BlockModule, PluginModule } from './types';

export interface Extensions {
	blocks: BlockModule[];
	plugins: PluginModule[];
}

export interface LoaderOptions {
	/** extensions/index.json unless given. */
	lists?: ExtensionLists;
	/** The page's initial state unless given. */
	state?: EditorInitialState;
}

export interface LoaderReport {
	/** Block names registered, child blocks included. */
	blocks: string[];
	/** Plugin slugs registered. */
	plugins: string[];
}

/**
 * Registers Tessera's block categories and the upgrade nudges of WordPress's media blocks, then
 * every block and editor plugin this site may use (see getRegistrationDecision), from the lists
 * extensions/editor.ts exports.
 *
 * @param extensions The block and plugin modules.
 * @param options    Lists and state, for tests.
 */
export function registerExtensions(
	extensions: Extensions,
	options: LoaderOptions = {}
): LoaderReport {
	const { blocks, plugins } = extensions;
	const { lists = extensionLists, state = getInitialState() } = options;
	registerTesseraCategories();
	registerMediaUpgradeNudges();
	const report: LoaderReport = { blocks: [], plugins: [] };

	for ( const module of blocks ) {
		const decision = getRegistrationDecision(
			blockSlug( module.name ),
			lists,
			state
		);
		if ( decision.register ) {
			report.blocks.push(
				...registerBlockModule( module, decision.labels )
			);
		}
	}

	for ( const module of plugins ) {
		const decision = getRegistrationDecision( module.name, lists, state );
		if ( decision.register && registerPluginModule( module ) ) {
			report.plugins.push( module.name );
		}
	}
	return report;
}
