import { cart as icon } from '@wordpress/icons';
import { lazyEdit } from '../../../shared/components/lazy-edit';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';
import { transforms } from './transforms';

export { metadata };
export const name = metadata.name;
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	// Rendered on the server from the product: the post keeps only the block's comment.
	save: () => null,
	deprecated,
	transforms,
};
