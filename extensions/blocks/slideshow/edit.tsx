import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	imageFromMedia,
	type MediaItem,
} from '../../../shared/images/from-media';
import { isUploading } from '../../../shared/images/image-source';
import ImagesPlaceholder from '../../../shared/images/images-placeholder';
import UploadImagesButton from '../../../shared/images/upload-images-button';
import { useImageUploads } from '../../../shared/images/use-image-uploads';
import SlideshowPanels from './components/slideshow-panels';
import SlideshowPreview from './components/slideshow-preview';
import icon from './icon';
import { prefersReducedMotion } from './reduced-motion';
import { slideDelay, slideEffect, slideSize, slides } from './settings';
import type { Slide, SlideshowAttributes } from './types';
import { useUploadLock } from './use-upload-lock';

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
	const imageSizes = useSelect(
		( select ) =>
			( select( blockEditorStore ).getSettings().imageSizes ??
				[] ) as Array< { slug: string; name: string } >,
		[]
	);
	const { uploadFiles, onError, noticeUI } = useImageUploads();
	useUploadLock(
		`tessera-slideshow-${ clientId }`,
		list.some( ( slide ) => isUploading( slide.url ) )
	);

	const setSlides = ( next: Slide[] ) =>
		setAttributes( {
			images: next,
			ids: next.flatMap( ( slide ) => ( slide.id ? [ slide.id ] : [] ) ),
		} );
	const addFiles = ( files: File[] ) => {
		const before = list;
		uploadFiles( files, ( media ) =>
			setSlides( [ ...before, ...media.map( slideFromMedia ) ] )
		);
	};

	const blockProps = useBlockProps();
	if ( ! list.length ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					title={ __( 'Slideshow', 'tessera' ) }
					icon={ icon }
					onSelect={ ( media ) =>
						setSlides( media.map( slideFromMedia ) )
					}
					onError={ onError }
					notices={ noticeUI }
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
			{ noticeUI }
			{ isSelected && (
				<UploadImagesButton
					className="wp-block-tessera-slideshow__add-item"
					onFiles={ addFiles }
				/>
			) }
		</div>
	);
}
