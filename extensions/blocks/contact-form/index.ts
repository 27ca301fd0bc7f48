import { postCommentsForm as icon } from '@wordpress/icons';
import { getSiteType } from '../../../shared/availability';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';
import save from './save';
import { formVariations } from './variations';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	save,
	deprecated,
	variations: formVariations( getSiteType() ),
};
