import { share as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { SharingCheckbox } from './sharing-checkbox';

export const name = 'sharing';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: SharingCheckbox,
};
