import { gallery as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';
import transforms from './transforms';

export { metadata };
export const name = metadata.name;
/** Drawn by the server (render.ts): a post keeps only the block's comment and its attributes. */
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	save: () => null,
	deprecated,
	transforms,
};
