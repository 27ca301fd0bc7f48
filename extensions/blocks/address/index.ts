import { home as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import type { BlockModule } from '../../../shared/loader/types';
import { deprecated } from './deprecated';
import metadata from './block.json';
import save from './save';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
};
