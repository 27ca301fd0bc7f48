import { __ } from '@wordpress/i18n';
import { LikesAndSharingCheckbox } from '../../../shared/plugin-sidebar/likes-and-sharing-checkbox';
import {
	isBoolean,
	usePostField,
} from '../../../shared/plugin-sidebar/use-edited-post';

/**
 * 'Show likes.' in the 'Likes and Sharing' panel. The post field `jetpack_likes_enabled` exists
 * only for post types that support likes, so its absence hides the checkbox.
 */
export function LikesCheckbox() {
	const [ enabled, setEnabled ] = usePostField(
		'jetpack_likes_enabled',
		isBoolean
	);
	return (
		<LikesAndSharingCheckbox
			label={ __( 'Show likes.', 'tessera' ) }
			help={ __(
				'Visitors who sign in to this site can like the post.',
				'tessera'
			) }
			checked={ enabled }
			onChange={ setEnabled }
		/>
	);
}
