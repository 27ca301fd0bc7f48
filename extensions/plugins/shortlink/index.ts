import { link as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { ShortlinkPanel } from './panel';

export const name = 'shortlink';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: ShortlinkPanel,
};
