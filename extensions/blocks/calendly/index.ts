import icon from './icon';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import { saveInnerBlocks } from '../../../shared/components/inner-blocks-save';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';
import { transforms } from './transforms';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	// Saved: the attributes and the inner button; the visitor page comes from render.ts.
	save: saveInnerBlocks,
	deprecated,
	transforms,
};
