import type { PluginModule } from '../loader/types';
import { tesseraIcon } from './icon';
import { TesseraSurfaces } from './surfaces';

export { TesseraLikesAndSharingPanel, TesseraPluginSidebar } from './slot-fill';
export { SIDEBAR_NAME } from './surfaces';
export { tesseraIcon } from './icon';

/**
 * Registered by the loader like any editor plugin (slug `plugin-sidebar`, plugin name
 * `tessera-plugin-sidebar`), so it follows extensions/index.json and the site's availability.
 */
export const name = 'plugin-sidebar';
export const settings: PluginModule[ 'settings' ] = {
	icon: tesseraIcon,
	render: TesseraSurfaces,
};
