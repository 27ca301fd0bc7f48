import { getPlugin, registerPlugin } from '@wordpress/plugins';

import type { PluginModule } from './types';

/** Editor plugins are registered as `tessera-<slug>`, clear of other plugins' names. */
export function pluginName( slug: string ): string {
	return `tessera-${ slug }`;
}

/**
 * @param module The plugin module (extensions/plugins/<slug>/index.ts).
 * @return Whether it was registered now.
 */
export function registerPluginModule( module: PluginModule ): boolean {
	const name = pluginName( module.name );
	if ( getPlugin( name ) ) {
		return false;
	}
	return !! registerPlugin( name, module.settings );
}
