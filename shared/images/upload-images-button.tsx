import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

interface Props {
	className: string;
	onFiles: ( files: File[] ) => void;
}

/** 'Upload an image' and the drop zone, shown while a block of several images is selected. */
export default function UploadImagesButton( { className, onFiles }: Props ) {
	return (
		<div className={ className }>
			<FormFileUpload
				multiple
				accept="image/*"
				onChange={ ( event ) =>
					onFiles(
						Array.from(
							( event.target as HTMLInputElement ).files ?? []
						)
					)
				}
				render={ ( { openFileDialog } ) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						icon={ upload }
						onClick={ openFileDialog }
					>
						{ __( 'Upload an image', 'tessera' ) }
					</Button>
				) }
			/>
			<DropZone
				onFilesDrop={ ( files ) => onFiles( Array.from( files ) ) }
			/>
		</div>
	);
}
