import { connection as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { ConnectionsSidebar } from './sidebar';
import './editor.scss';

export const name = 'connections';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: ConnectionsSidebar,
};
