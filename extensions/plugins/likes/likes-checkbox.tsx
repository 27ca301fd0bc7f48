import { CheckboxControl } from '@wordpress/components';
import type { EditorPostSelectors } from '../../../shared/plugin-sidebar/editor-selectors';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { TesseraLikesAndSharingPanel } from '../../../shared/plugin-sidebar';

/**
 * 'Show likes.' in the 'Likes and Sharing' panel. The post field `jetpack_likes_enabled` exists
 * only for post types that support likes, so its absence hides the checkbox.
 */
export function LikesCheckbox() {
	const enabled = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as EditorPostSelectors
			 ).getEditedPostAttribute( 'jetpack_likes_enabled' ) as
				boolean | undefined,
		[]
	);
	const { editPost } = useDispatch( 'core/editor' );
	if ( enabled === undefined ) {
		return null;
	}
	return (
		<TesseraLikesAndSharingPanel>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Show likes.', 'tessera' ) }
				checked={ enabled }
				onChange={ ( value: boolean ) =>
					editPost( { jetpack_likes_enabled: value } )
				}
			/>
		</TesseraLikesAndSharingPanel>
	);
}
