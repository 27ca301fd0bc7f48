import { audio as icon } from '@wordpress/icons';
import type { PluginModule } from '../../../shared/loader/types';
import { AudioControlsFilter } from './filter';

/**
 * Jump back and Skip forward under WordPress's Audio block, on the shared media-player state, so
 * the buttons, the audio element and any other control of the page agree on where it is.
 */
export const name = 'audio-controls';
export const settings: PluginModule[ 'settings' ] = {
	icon,
	render: AudioControlsFilter,
};
