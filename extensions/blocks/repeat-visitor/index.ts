import { seen as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import { saveInnerBlocks } from '../../../shared/components/inner-blocks-save';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	// The inner content is saved as it is; the server render decides, per visitor, whether it is
	// sent at all. Where no render runs (a feed, a site without Tessera) it shows to everyone.
	save: saveInnerBlocks,
};
