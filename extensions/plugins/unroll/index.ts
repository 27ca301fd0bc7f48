import { addFilter } from '@wordpress/hooks';
import { download as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { withUnrollButton } from './with-unroll-button';

addFilter( 'editor.BlockEdit', 'tessera/unroll', withUnrollButton );

export const name = 'unroll';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: () => null,
};
