import { atSymbol as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import { saveField } from '../../../shared/form-fields/save';
import { fieldTransforms } from '../../../shared/form-fields/transforms';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	save: saveField,
	transforms: fieldTransforms( 'email' ),
};
