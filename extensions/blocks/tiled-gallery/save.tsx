import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { resizedSources, tileSizes } from '../../../shared/images/srcset';
import GalleryRows from './components/gallery-rows';
import { galleryClasses } from './class-names';
import { planGallery } from './layout/plan';
import {
	galleryImages,
	galleryLink,
	galleryStyle,
	isSquareish,
} from './settings';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/** The widest a gallery may be drawn at, by alignment (the theme's content and wide sizes). */
const MAX_WIDTHS: Record< string, number | undefined > = {
	center: 680,
	wide: 1100,
	full: undefined,
};

function linkOf( image: GalleryImage, linkTo: string ): string | undefined {
	if ( linkTo === 'media' ) {
		return image.url;
	}
	return linkTo === 'attachment' ? image.link : undefined;
}

/**
 * Images go through the resizing service: `src` at most 2000 wide (square-cropped for circles
 * and squares), `srcset` from 600 in steps of 300, and `sizes` from the tile's share of the
 * gallery, so a phone downloads small images.
 */
export default function save( {
	attributes,
}: BlockSaveProps< TiledGalleryAttributes > ) {
	const images = galleryImages( attributes.images );
	const style = galleryStyle( attributes.className );
	const linkTo = galleryLink( attributes.linkTo );
	const rows = planGallery(
		style,
		images,
		attributes.columns,
		attributes.columnWidths
	);
	const maxWidth =
		MAX_WIDTHS[ attributes.align ?? 'center' ] ?? MAX_WIDTHS.center;
	const blockProps = useBlockProps.save( {
		className: galleryClasses(
			attributes.imageFilter,
			attributes.roundedCorners
		),
	} );
	return (
		<div { ...blockProps }>
			<GalleryRows
				rows={ rows }
				tile={ ( index, fraction ) => {
					const image = images[ index ];
					const { src, srcSet } = resizedSources(
						image,
						isSquareish( style )
					);
					const img = (
						<img
							alt={ image.alt }
							data-id={ image.id }
							data-width={ image.width }
							data-height={ image.height }
							src={ src }
							srcSet={ srcSet }
							sizes={
								srcSet
									? tileSizes(
											fraction,
											attributes.align === 'full'
												? undefined
												: maxWidth
										)
									: undefined
							}
							loading="lazy"
						/>
					);
					const href = linkOf( image, linkTo );
					return (
						<figure className="tiled-gallery__item">
							{ href ? <a href={ href }>{ img }</a> : img }
							{ image.caption && (
								<RichText.Content
									tagName="figcaption"
									className="tiled-gallery__caption"
									value={ image.caption }
								/>
							) }
						</figure>
					);
				} }
			/>
		</div>
	);
}
