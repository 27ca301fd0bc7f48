import { MediaPlaceholder } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { MediaItem } from './from-media';

interface ImagesPlaceholderProps {
	title: string;
	icon: JSX.Element;
	onSelect: ( media: MediaItem[] ) => void;
	onError: ( message: string ) => void;
	/** The block's notices, shown in the placeholder. */
	notices?: JSX.Element | null;
}

/** The empty state of a block made of several images: upload, drop or pick from the library. */
export default function ImagesPlaceholder( {
	title,
	icon,
	onSelect,
	onError,
	notices,
}: ImagesPlaceholderProps ) {
	return (
		<MediaPlaceholder
			icon={ icon }
			labels={ {
				title,
				instructions: __(
					'Drag images, upload new ones or select files from your library.',
					'tessera'
				),
			} }
			accept="image/*"
			allowedTypes={ [ 'image' ] }
			multiple
			onSelect={ onSelect }
			onError={ onError }
			notices={ notices }
		/>
	);
}
