import {
	BlockControls,
	MediaPlaceholder,
	MediaReplaceFlow,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import { postFeaturedImage } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import { PlayerPreview } from './components/player-preview';
import { toMediaFiles } from './media-files';
import type { StoryAttributes } from './types';

/** The story takes images and videos (an image-only picker would refuse the videos). */
const ALLOWED_MEDIA_TYPES = [ 'image', 'video' ];

export default function StoryEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< StoryAttributes > ) {
	const { createErrorNotice } = useDispatch( noticesStore );
	const blockProps = useBlockProps();
	const files = attributes.mediaFiles ?? [];
	const onSelect = ( items: unknown ) =>
		setAttributes( { mediaFiles: toMediaFiles( items ) } );
	const onError = ( message: unknown ) =>
		createErrorNotice( String( message ), { type: 'snackbar' } );

	if ( files.length === 0 ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ postFeaturedImage }
					labels={ {
						title: __( 'Story', 'tessera' ),
						instructions: __(
							'Upload images and videos, or pick them from your media library.',
							'tessera'
						),
					} }
					allowedTypes={ ALLOWED_MEDIA_TYPES }
					accept="image/*,video/*"
					multiple
					onSelect={ onSelect }
					onError={ onError }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls group="other">
				<MediaReplaceFlow
					allowedTypes={ ALLOWED_MEDIA_TYPES }
					accept="image/*,video/*"
					multiple
					mediaIds={ files
						.map( ( file ) => file.id )
						.filter( ( id ): id is number => !! id ) }
					onSelect={ onSelect }
					onError={ onError }
					name={ __( 'Replace', 'tessera' ) }
				/>
			</BlockControls>
			<PlayerPreview files={ files } isSelected={ !! isSelected } />
			<p className="wp-block-tessera-story__count">
				{ sprintf(
					/* translators: %d: number of slides in the story. */
					_n( '%d slide', '%d slides', files.length, 'tessera' ),
					files.length
				) }
			</p>
		</div>
	);
}
