import { addFilter } from '@wordpress/hooks';
import { video as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { withEmbedVariations } from './variations';

// Before the editor registers the core blocks, as a plugin's script would be.
addFilter(
	'blocks.registerBlockType',
	'tessera/embed-variations',
	withEmbedVariations
);

export const name = 'embed-variations';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: () => null,
};
