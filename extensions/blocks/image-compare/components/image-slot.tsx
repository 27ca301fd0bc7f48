import { MediaPlaceholder } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import {
	imageFromMedia,
	type MediaItem,
} from '../../../../shared/images/from-media';
import type { PickedImage } from '../../../../shared/images/image-source';

interface Props {
	label: string;
	image: PickedImage | null;
	onChange: ( image: PickedImage ) => void;
}

/** One of the two pickers: the media library and an upload, images only. */
export default function ImageSlot( { label, image, onChange }: Props ) {
	const { createErrorNotice } = useDispatch( noticesStore );
	return (
		<div className="wp-block-tessera-image-compare__slot">
			<MediaPlaceholder
				labels={ { title: label } }
				accept="image/*"
				allowedTypes={ [ 'image' ] }
				multiple={ false }
				value={
					image?.id ? { id: image.id, src: image.url } : undefined
				}
				mediaPreview={
					image ? (
						<img src={ image.url } alt={ image.alt } />
					) : undefined
				}
				onSelect={ ( media: MediaItem ) =>
					onChange( imageFromMedia( media ) )
				}
				onError={ ( message: string ) =>
					createErrorNotice( message, { type: 'snackbar' } )
				}
			/>
		</div>
	);
}
