import type { BlockConfiguration } from '@wordpress/blocks';
import type { WPPlugin } from '@wordpress/plugins';

/** The parsed contents of a block.json file. */
export type BlockJson = {
	name: string;
	title: string;
	category?: string;
	parent?: string[];
	attributes?: Record< string, unknown >;
	[ key: string ]: unknown;
};

/** What every `extensions/blocks/<slug>/index.ts` exports. */
export interface BlockModule {
	metadata: BlockJson;
	name: string;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	settings: Partial< BlockConfiguration< any > >;
	/** Child blocks: registered with their parent, without availability checks. */
	childBlocks?: BlockModule[];
}

/** What every `extensions/plugins/<slug>/index.ts` exports. */
export interface PluginModule {
	/** The extension slug, as listed in extensions/index.json. */
	name: string;
	settings: Omit< WPPlugin, 'name' >;
}
