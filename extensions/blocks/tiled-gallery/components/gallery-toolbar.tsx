import {
	BlockControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { check, filter as filterIcon } from '@wordpress/icons';
import type { MediaItem } from '../../../../shared/images/from-media';
import type { GalleryFilter } from '../types';

interface Props {
	ids: number[];
	filter: GalleryFilter | undefined;
	onFilter: ( value: GalleryFilter | undefined ) => void;
	onEditGallery: ( media: MediaItem[] ) => void;
}

const FILTERS: Array< {
	value: GalleryFilter | undefined;
	title: () => string;
} > = [
	{ value: undefined, title: () => __( 'Original', 'tessera' ) },
	{
		value: 'black-and-white',
		title: () => __( 'Black and White', 'tessera' ),
	},
	{ value: 'sepia', title: () => __( 'Sepia', 'tessera' ) },
	{ value: '1977', title: () => __( '1977', 'tessera' ) },
	{ value: 'clarendon', title: () => __( 'Clarendon', 'tessera' ) },
	{ value: 'gingham', title: () => __( 'Gingham', 'tessera' ) },
];

/** 'Edit Gallery' (the media library, where the site has one) and the image-filter menu. */
export default function GalleryToolbar( {
	ids,
	filter,
	onFilter,
	onEditGallery,
}: Props ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						multiple
						gallery
						value={ ids }
						onSelect={ ( media ) =>
							onEditGallery(
								( Array.isArray( media )
									? media
									: [ media ] ) as MediaItem[]
							)
						}
						render={ ( { open } ) => (
							<ToolbarButton
								label={ __( 'Edit Gallery', 'tessera' ) }
								onClick={ open }
							>
								{ __( 'Edit Gallery', 'tessera' ) }
							</ToolbarButton>
						) }
					/>
				</MediaUploadCheck>
				<ToolbarDropdownMenu
					icon={ filterIcon }
					label={ __( 'Pick an image filter', 'tessera' ) }
					controls={ FILTERS.map( ( option ) => ( {
						title: option.title(),
						isActive: filter === option.value,
						icon: filter === option.value ? check : undefined,
						onClick: () => onFilter( option.value ),
						role: 'menuitemradio',
					} ) ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
