import { postContent as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import { saveInnerBlocks } from '../../../shared/components/inner-blocks-save';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	// Saved: the attributes and the fixed subscribe button; the visitor form comes from render.ts.
	save: saveInnerBlocks,
	deprecated,
};
