import { starEmpty as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { LikesCheckbox } from './likes-checkbox';

export const name = 'likes';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: LikesCheckbox,
};
