import { lazyEdit } from '../../../shared/components/lazy-edit';
import type { BlockModule } from '../../../shared/loader/types';
import metadata from './block.json';
import { deprecated } from './deprecated';
import icon from './icon';

export { metadata };
export const name = metadata.name;
/**
 * Drawn by the server (render.ts): a post keeps only the comment with the attributes, so the
 * visitor markup can change without a deprecation, and none of its code loads at editor start.
 */
export const settings: BlockModule[ 'settings' ] = {
	icon,
	edit: lazyEdit( () => import( './edit' ) ),
	save: () => null,
	deprecated,
};
