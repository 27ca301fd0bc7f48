import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery as icon } from '@wordpress/icons';
import ImagesPlaceholder from '../../../shared/images/images-placeholder';
import UploadImagesButton from '../../../shared/images/upload-images-button';
import { useImageUploads } from '../../../shared/images/use-image-uploads';
import GalleryRows from './components/gallery-rows';
import GallerySettings from './components/gallery-settings';
import GalleryToolbar from './components/gallery-toolbar';
import Tile from './components/tile';
import { galleryClasses } from './class-names';
import { galleryImageFromMedia } from './from-media';
import { useAttachmentDetails } from './use-attachment-details';
import { effectiveColumns } from './layout/columns';
import { mosaicLayout, savedColumnWidths, imageRatio } from './layout/mosaic';
import { planGallery } from './layout/plan';
import {
	canMoveBackward,
	canMoveForward,
	moveItem,
	removeItem,
} from './selection';
import {
	galleryFilter,
	galleryImages,
	galleryLink,
	galleryStyle,
	idsOf,
	roundedCorners,
} from './settings';
import type { GalleryImage, TiledGalleryAttributes } from './types';

export default function TiledGalleryEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const images = galleryImages( attributes.images );
	const style = galleryStyle( attributes.className );
	const filter = galleryFilter( attributes.imageFilter );
	const [ selected, setSelected ] = useState< number | null >( null );
	const { uploadFiles, onError, noticeUI } = useImageUploads();
	useAttachmentDetails( images, ( filled ) =>
		setAttributes( { images: filled } )
	);

	// The selection clears when the block loses focus.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelected( null );
		}
	}, [ isSelected ] );

	/** A change the person made: the images (and their ids) and, from now on, the column widths. */
	const changeImages = ( next: GalleryImage[] ) =>
		setAttributes( {
			images: next,
			ids: idsOf( next ),
			columnWidths: savedColumnWidths(
				mosaicLayout(
					next.map( ( image ) =>
						imageRatio( image.width, image.height )
					)
				)
			),
		} );

	const addFiles = ( files: File[] ) => {
		const before = images;
		uploadFiles( files, ( media ) =>
			changeImages( [ ...before, ...media.map( galleryImageFromMedia ) ] )
		);
	};

	const blockProps = useBlockProps( {
		className: galleryClasses( style, filter, attributes.roundedCorners ),
	} );

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					title={ __( 'Tiled Gallery', 'tessera' ) }
					icon={ icon }
					onSelect={ ( media ) =>
						changeImages( media.map( galleryImageFromMedia ) )
					}
					onError={ onError }
					notices={ noticeUI }
				/>
			</div>
		);
	}

	const rows = planGallery(
		style,
		images,
		attributes.columns,
		attributes.columnWidths
	);
	return (
		<div { ...blockProps }>
			<GalleryToolbar
				ids={ idsOf( images ) }
				filter={ filter }
				onFilter={ ( value ) => {
					setSelected( null );
					setAttributes( { imageFilter: value } );
				} }
				onEditGallery={ ( media ) =>
					changeImages( media.map( galleryImageFromMedia ) )
				}
			/>
			<GallerySettings
				style={ style }
				count={ images.length }
				columns={ effectiveColumns(
					attributes.columns,
					images.length
				) }
				corners={ roundedCorners( attributes.roundedCorners ) }
				linkTo={ galleryLink( attributes.linkTo ) }
				onColumns={ ( columns ) => setAttributes( { columns } ) }
				onCorners={ ( value ) =>
					setAttributes( { roundedCorners: value } )
				}
				onLinkTo={ ( linkTo ) => setAttributes( { linkTo } ) }
			/>
			<GalleryRows
				rows={ rows }
				tile={ ( index ) => (
					<Tile
						image={ images[ index ] }
						selected={ selected === index }
						canMoveBackward={ canMoveBackward( index ) }
						canMoveForward={ canMoveForward(
							index,
							images.length
						) }
						onSelect={ () => setSelected( index ) }
						onMoveBackward={ () => {
							const moved = moveItem( images, index, 'backward' );
							if ( moved ) {
								changeImages( moved.items );
								setSelected( moved.selected );
							}
						} }
						onMoveForward={ () => {
							const moved = moveItem( images, index, 'forward' );
							if ( moved ) {
								changeImages( moved.items );
								setSelected( moved.selected );
							}
						} }
						onRemove={ () => {
							const removed = removeItem( images, index );
							changeImages( removed.items );
							setSelected( removed.selected );
						} }
					/>
				) }
			/>
			{ noticeUI }
			{ isSelected && (
				<UploadImagesButton
					className="tiled-gallery__add-item"
					onFiles={ addFiles }
				/>
			) }
		</div>
	);
}
