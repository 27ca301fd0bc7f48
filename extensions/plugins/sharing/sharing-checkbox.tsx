import { CheckboxControl } from '@wordpress/components';
import type { EditorPostSelectors } from '../../../shared/plugin-sidebar/editor-selectors';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { TesseraLikesAndSharingPanel } from '../../../shared/plugin-sidebar';

type Meta = Record< string, unknown > | undefined;

/** 'Show sharing buttons.' in the 'Likes and Sharing' panel (meta `jetpack_sharing_enabled`). */
export function SharingCheckbox() {
	const enabled = useSelect( ( select ) => {
		const meta = (
			select( 'core/editor' ) as EditorPostSelectors
		 ).getEditedPostAttribute( 'meta' ) as Meta;
		const value = meta?.jetpack_sharing_enabled;
		return typeof value === 'boolean' ? value : undefined;
	}, [] );
	const { editPost } = useDispatch( 'core/editor' );
	if ( enabled === undefined ) {
		return null;
	}
	return (
		<TesseraLikesAndSharingPanel>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Show sharing buttons.', 'tessera' ) }
				checked={ enabled }
				onChange={ ( value: boolean ) =>
					editPost( { meta: { jetpack_sharing_enabled: value } } )
				}
			/>
		</TesseraLikesAndSharingPanel>
	);
}
