import { search as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { SeoDescriptionPanels } from './panels';

export const name = 'seo-description';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: SeoDescriptionPanels,
};
