import { image as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { ExternalMediaFilter } from './filter';

/**
 * The external media picker: a source menu on every block's media button, and a modal that
 * browses the site's library, Google Photos or Pexels and copies the chosen items into the site.
 */
export const name = 'external-media';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: ExternalMediaFilter,
};
