import {
	isString,
	usePostMeta,
} from '../../../shared/plugin-sidebar/use-edited-post';

/**
 * The post's `advanced_seo_description` meta and its setter, or `undefined` for a post type
 * without the meta (nothing should be shown then).
 */
export function useSeoDescription() {
	return usePostMeta( 'advanced_seo_description', isString );
}
