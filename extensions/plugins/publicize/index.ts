import { share as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { PublicizePlugin } from './plugin';
import './editor.scss';

export const name = 'publicize';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: PublicizePlugin,
};
