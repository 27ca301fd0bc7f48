import { MediaPlaceholder } from '@wordpress/block-editor';
import type { MediaItem } from '../../../../shared/images/from-media';
import { useBlockNotices } from '../../../../shared/images/block-notices';
import type { PickedImage } from '../../../../shared/images/image-source';
import { pickedUpload } from '../picked-upload';

interface Props {
	label: string;
	image: PickedImage | null;
	/** Null empties the slot (an upload that failed). */
	onChange: ( image: PickedImage | null ) => void;
}

/** One of the two pickers: the media library and an upload, images only. */
export default function ImageSlot( { label, image, onChange }: Props ) {
	const { noticeUI, createErrorNotice } = useBlockNotices();
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
				onSelect={ ( media?: MediaItem ) =>
					onChange( pickedUpload( media ) )
				}
				onError={ createErrorNotice }
				notices={ noticeUI }
			/>
		</div>
	);
}
