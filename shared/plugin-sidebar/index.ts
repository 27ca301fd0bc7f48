import type { PluginModule } from '../loader/types';
import { tesseraIcon } from './icon';
import { TesseraSurfaces } from './surfaces';

export { TesseraPluginSidebar } from './slot-fill';
export { tesseraIcon } from './icon';

/**
 * Registered by the loader like any editor plugin (slug `plugin-sidebar`, plugin name
 * `tessera-plugin-sidebar`), so it follows its plugin.json and the site's availability.
 * extensions/folders.ts lists it with the plugins of extensions/plugins/.
 */
export const name = 'plugin-sidebar';
export const settings: PluginModule[ 'settings' ] = {
	icon: tesseraIcon,
	render: TesseraSurfaces,
};
