import { useDispatch, useSelect } from '@wordpress/data';
import type { EditorPostSelectors } from '../post-editor/editor-selectors';

type Guard< T > = ( value: unknown ) => value is T;

export const isBoolean = ( value: unknown ): value is boolean =>
	typeof value === 'boolean';

export const isString = ( value: unknown ): value is string =>
	typeof value === 'string';

/**
 * One value of the post being edited, and its setter (an edit of the post, saved with it). The
 * value is `undefined` unless it has the expected type: a post type that lacks the field or meta
 * key has nothing to show, so the control for it stays hidden.
 *
 * @param field   The post field (`jetpack_likes_enabled`, `meta`).
 * @param metaKey With `meta`, the key inside it.
 * @param isValue Whether a value has the expected type.
 */
function useEditedPostValue< T >(
	field: string,
	metaKey: string | undefined,
	isValue: Guard< T >
): [ T | undefined, ( value: T ) => void ] {
	const value = useSelect(
		( select ) => {
			const attribute = (
				select( 'core/editor' ) as EditorPostSelectors
			 ).getEditedPostAttribute( field );
			const found =
				metaKey === undefined
					? attribute
					: ( attribute as Record< string, unknown > | undefined )?.[
							metaKey
						];
			return isValue( found ) ? found : undefined;
		},
		[ field, metaKey, isValue ]
	);
	const { editPost } = useDispatch( 'core/editor' );
	const setValue = ( next: T ) =>
		editPost( {
			[ field ]: metaKey === undefined ? next : { [ metaKey ]: next },
		} );
	return [ value, setValue ];
}

/** A field of the post being edited, such as `jetpack_likes_enabled` (see useEditedPostValue). */
export function usePostField< T >( field: string, isValue: Guard< T > ) {
	return useEditedPostValue( field, undefined, isValue );
}

/** A meta key of the post being edited (see useEditedPostValue). */
export function usePostMeta< T >( key: string, isValue: Guard< T > ) {
	return useEditedPostValue( 'meta', key, isValue );
}
