import type { PluginModule } from '../../../shared/loader/types';
import { tesseraIcon } from '../../../shared/plugin-sidebar';
import { SocialPreviews } from './social-previews';
import { SLUG } from './slug';
import './editor.scss';

export const name = SLUG;
export const settings: PluginModule[ 'settings' ] = {
	icon: tesseraIcon,
	render: SocialPreviews,
};
