import { useDispatch, useSelect } from '@wordpress/data';
import type { EditorPostSelectors } from '../../../shared/plugin-sidebar/editor-selectors';

type Meta = Record< string, unknown > | undefined;

/**
 * The post's `advanced_seo_description` meta and its setter, or `undefined` for a post type
 * without the meta (nothing should be shown then).
 */
export function useSeoDescription(): [
	string | undefined,
	( value: string ) => void,
] {
	const description = useSelect( ( select ) => {
		const meta = (
			select( 'core/editor' ) as EditorPostSelectors
		 ).getEditedPostAttribute( 'meta' ) as Meta;
		const value = meta?.advanced_seo_description;
		return typeof value === 'string' ? value : undefined;
	}, [] );
	const { editPost } = useDispatch( 'core/editor' );
	return [
		description,
		( value: string ) =>
			editPost( { meta: { advanced_seo_description: value } } ),
	];
}
