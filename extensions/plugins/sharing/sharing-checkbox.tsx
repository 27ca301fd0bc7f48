import { __ } from '@wordpress/i18n';
import { LikesAndSharingCheckbox } from '../../../shared/plugin-sidebar/likes-and-sharing-checkbox';
import {
	isBoolean,
	usePostMeta,
} from '../../../shared/plugin-sidebar/use-edited-post';

/** 'Show sharing buttons.' in the 'Likes and Sharing' panel (meta `jetpack_sharing_enabled`). */
export function SharingCheckbox() {
	const [ enabled, setEnabled ] = usePostMeta(
		'jetpack_sharing_enabled',
		isBoolean
	);
	return (
		<LikesAndSharingCheckbox
			label={ __( 'Show sharing buttons.', 'tessera' ) }
			checked={ enabled }
			onChange={ setEnabled }
		/>
	);
}
