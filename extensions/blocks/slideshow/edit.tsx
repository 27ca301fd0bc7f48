import {
	MediaPlaceholder,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';
import {
	imageFromMedia,
	type MediaItem,
} from '../../../shared/images/from-media';
import { isUploading } from '../../../shared/images/image-source';
import SlideshowPanels from './components/slideshow-panels';
import SlideshowPreview from './components/slideshow-preview';
import icon from './icon';
import { prefersReducedMotion } from './reduced-motion';
import { slideDelay, slideEffect, slideSize, slides } from './settings';
import type { Slide, SlideshowAttributes } from './types';
import { useUploadLock } from './use-upload-lock';

type MediaUpload = ( options: {
	allowedTypes: string[];
	filesList: File[];
	onFileChange: ( media: MediaItem[] ) => void;
	onError: ( error: { message: string } | string ) => void;
} ) => void;

function slideFromMedia( media: MediaItem ): Slide {
	const caption =
		typeof media.caption === 'string'
			? media.caption
			: ( media.caption?.raw ?? '' );
	return { ...imageFromMedia( media ), ...( caption ? { caption } : {} ) };
}

export default function SlideshowEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< SlideshowAttributes > ) {
	const list = slides( attributes.images );
	const { mediaUpload, imageSizes } = useSelect( ( select ) => {
		const settings = select( blockEditorStore ).getSettings();
		return {
			mediaUpload: settings.mediaUpload as MediaUpload | undefined,
			imageSizes: ( settings.imageSizes ?? [] ) as Array< {
				slug: string;
				name: string;
			} >,
		};
	}, [] );
	const { createErrorNotice } = useDispatch( noticesStore );
	useUploadLock(
		`tessera-slideshow-${ clientId }`,
		list.some( ( slide ) => isUploading( slide.url ) )
	);

	const setSlides = ( next: Slide[] ) =>
		setAttributes( {
			images: next,
			ids: next.flatMap( ( slide ) => ( slide.id ? [ slide.id ] : [] ) ),
		} );
	const onError = ( error: { message: string } | string ) =>
		createErrorNotice( typeof error === 'string' ? error : error.message, {
			type: 'snackbar',
		} );
	const uploadFiles = ( files: File[] ) => {
		if ( ! mediaUpload || ! files.length ) {
			return;
		}
		const before = list;
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange: ( media ) =>
				setSlides( [ ...before, ...media.map( slideFromMedia ) ] ),
			onError,
		} );
	};

	const blockProps = useBlockProps();
	if ( ! list.length ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ icon }
					labels={ {
						title: __( 'Slideshow', 'tessera' ),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'tessera'
						),
					} }
					accept="image/*"
					allowedTypes={ [ 'image' ] }
					multiple
					onSelect={ ( media: MediaItem[] ) =>
						setSlides( media.map( slideFromMedia ) )
					}
					onError={ onError }
				/>
			</div>
		);
	}

	const delay = slideDelay( attributes.delay );
	const effect = slideEffect( attributes.effect );
	return (
		<div { ...blockProps }>
			<SlideshowPanels
				autoplay={ attributes.autoplay }
				delay={ delay }
				effect={ effect }
				size={ slideSize( attributes.sizeSlug, attributes.ids ) }
				sizeOptions={ [
					...imageSizes
						.filter( ( size ) => size.slug !== 'full' )
						.map( ( size ) => ( {
							value: size.slug,
							label: size.name,
						} ) ),
					{ value: 'full', label: __( 'Full Size', 'tessera' ) },
				] }
				reducedMotion={ prefersReducedMotion() }
				onChange={ setAttributes }
			/>
			<SlideshowPreview
				slides={ list }
				autoplay={ attributes.autoplay }
				delay={ delay }
				effect={ effect }
			/>
			{ isSelected && (
				<div className="wp-block-tessera-slideshow__add-item">
					<FormFileUpload
						multiple
						accept="image/*"
						onChange={ ( event ) =>
							uploadFiles(
								Array.from(
									( event.target as HTMLInputElement )
										.files ?? []
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
						onFilesDrop={ ( files ) =>
							uploadFiles( Array.from( files ) )
						}
					/>
				</div>
			) }
		</div>
	);
}
