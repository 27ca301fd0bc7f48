import { getInitialState } from '../availability';
import type { EditorInitialState } from '../availability/types';
import { registerMediaUpgradeNudges } from '../paid-blocks';
import { blockSlug } from '../availability/block-slug';
import { registerTesseraCategories } from './categories';
import { childBlocksOf, isChildBlock } from './child-blocks';
import { registerBlockModule } from './register-block';
import { registerPluginModule } from './register-plugin';
import { getRegistrationDecision } from './registration-decision';
import { statusOf } from './release';
import type { TitleLabel } from './registration-decision';
import type { BlockModule, PluginModule } from './types';

export interface Extensions {
	blocks: BlockModule[];
	plugins: PluginModule[];
}

export interface LoaderOptions {
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
 * Registers a block and then its child blocks (and theirs), which follow it without checks or
 * labels of their own. A block already registered is left as it is.
 *
 * @param module             The block module.
 * @param blocks             Every block module, to find the children among.
 * @param labels             Labels for the block's title.
 * @param waitsForConnection Whether its edit says it waits for the Tessera service instead.
 * @return Names of the blocks registered.
 */
function registerBlockFamily(
	module: BlockModule,
	blocks: BlockModule[],
	labels: TitleLabel[] = [],
	waitsForConnection = false
): string[] {
	return [
		...registerBlockModule( module, labels, waitsForConnection ),
		...childBlocksOf( module.metadata, blocks ).flatMap( ( child ) =>
			registerBlockFamily( child, blocks )
		),
	];
}

/**
 * Registers Tessera's block categories and the upgrade nudges of WordPress's media blocks, then
 * every block and editor plugin this site may use (see getRegistrationDecision; each one's
 * status comes from its block.json or plugin.json), child blocks with their parent.
 *
 * @param extensions The block and plugin modules (extensions/editor.ts).
 * @param options    The initial state, for tests.
 */
export function registerExtensions(
	extensions: Extensions,
	options: LoaderOptions = {}
): LoaderReport {
	const { blocks, plugins } = extensions;
	const { state = getInitialState() } = options;
	registerTesseraCategories();
	registerMediaUpgradeNudges();
	const report: LoaderReport = { blocks: [], plugins: [] };

	for ( const module of blocks ) {
		if ( isChildBlock( module.metadata ) ) {
			continue;
		}
		const decision = getRegistrationDecision(
			blockSlug( module.name ),
			statusOf( module.metadata ),
			state
		);
		if ( decision.register ) {
			report.blocks.push(
				...registerBlockFamily(
					module,
					blocks,
					decision.labels,
					decision.waitsForConnection
				)
			);
		}
	}

	for ( const module of plugins ) {
		const decision = getRegistrationDecision(
			module.name,
			statusOf( module.metadata ?? {} ),
			state,
			'plugin'
		);
		if ( decision.register && registerPluginModule( module ) ) {
			report.plugins.push( module.name );
		}
	}
	return report;
}
