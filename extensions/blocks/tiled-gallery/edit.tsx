import {
	MediaPlaceholder,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery as icon } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import type { MediaItem } from '../../../shared/images/from-media';
import GalleryRows from './components/gallery-rows';
import GallerySettings from './components/gallery-settings';
import GalleryToolbar from './components/gallery-toolbar';
import Tile from './components/tile';
import UploadButton from './components/upload-button';
import { galleryClasses } from './class-names';
import { galleryImageFromMedia } from './from-media';
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

type MediaUpload = ( options: {
	allowedTypes: string[];
	filesList: File[];
	onFileChange: ( media: MediaItem[] ) => void;
	onError: ( error: { message: string } | string ) => void;
} ) => void;

export default function TiledGalleryEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const images = galleryImages( attributes.images );
	const style = galleryStyle( attributes.className );
	const filter = galleryFilter( attributes.imageFilter );
	const [ selected, setSelected ] = useState< number | null >( null );
	const mediaUpload = useSelect(
		( select ) =>
			select( blockEditorStore ).getSettings().mediaUpload as
				MediaUpload | undefined,
		[]
	);
	const { createErrorNotice } = useDispatch( noticesStore );

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

	const onError = ( error: { message: string } | string ) =>
		createErrorNotice( typeof error === 'string' ? error : error.message, {
			type: 'snackbar',
		} );

	const uploadFiles = ( files: File[] ) => {
		if ( ! mediaUpload || ! files.length ) {
			return;
		}
		const before = images;
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange: ( media ) =>
				changeImages( [
					...before,
					...media.map( galleryImageFromMedia ),
				] ),
			onError,
		} );
	};

	const blockProps = useBlockProps( {
		className: galleryClasses( filter, attributes.roundedCorners ),
	} );

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ icon }
					labels={ {
						title: __( 'Tiled Gallery', 'tessera' ),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'tessera'
						),
					} }
					accept="image/*"
					allowedTypes={ [ 'image' ] }
					multiple
					onSelect={ ( media: MediaItem[] ) =>
						changeImages( media.map( galleryImageFromMedia ) )
					}
					onError={ onError }
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
			{ isSelected && <UploadButton onFiles={ uploadFiles } /> }
		</div>
	);
}
