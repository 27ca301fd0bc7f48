import { Modal } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MediaSource } from '../../../../shared/external-media/types';
import type { MediaUploadProps } from '../sources';
import { GooglePhotosBrowser } from './google-photos/browser';
import { PexelsBrowser } from './pexels/browser';
import type { BrowserProps } from './browser-props';
import './editor.scss';

export interface PickerModalProps extends MediaUploadProps {
	source: MediaSource;
	onClose: () => void;
}

/**
 * 'Select media' ('Inserting media' while the chosen items are copied): the modal hosting the
 * browser of the chosen source. It cannot be closed while copying.
 */
export default function PickerModal( {
	source,
	onClose,
	...upload
}: PickerModalProps ) {
	const [ copying, setCopying ] = useState( false );
	const descriptionId = `tessera-external-media-description-${ useInstanceId(
		PickerModal
	) }`;
	const props: BrowserProps = {
		upload,
		onClose,
		onCopyingChange: setCopying,
	};
	return (
		<Modal
			title={
				copying
					? __( 'Inserting media', 'tessera' )
					: __( 'Select media', 'tessera' )
			}
			onRequestClose={ () => ! copying && onClose() }
			isDismissible={ ! copying }
			aria={ { describedby: descriptionId } }
			className="tessera-external-media"
			size="large"
		>
			<p
				id={ descriptionId }
				className="tessera-external-media__description"
			>
				{ copying
					? __(
							'When the media is finished copying and inserting, you will be returned to the editor.',
							'tessera'
						)
					: __(
							'Select the media you would like to insert into the editor.',
							'tessera'
						) }
			</p>
			{ source === 'google_photos' && (
				<GooglePhotosBrowser { ...props } />
			) }
			{ source === 'pexels' && <PexelsBrowser { ...props } /> }
		</Modal>
	);
}
