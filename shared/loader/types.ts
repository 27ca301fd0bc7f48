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
}

/**
 * The parsed contents of a plugin.json file, which a plugin has only to declare a `tessera`
 * section (as a block.json's) when it is not in production or not free.
 */
export type PluginJson = Record< string, unknown >;

/** What every `extensions/plugins/<slug>/index.ts` exports. */
export interface PluginModule {
	/** The extension slug: the plugin's folder name. */
	name: string;
	settings: Omit< WPPlugin, 'name' >;
	/** Its plugin.json, which the editor's list adds when there is one. */
	metadata?: PluginJson;
}
