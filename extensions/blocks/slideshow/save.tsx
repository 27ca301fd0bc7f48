import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { resizedSources, tileSizes } from '../../../shared/images/srcset';
import {
	sizeLimit,
	slideDelay,
	slideEffect,
	slideSize,
	slides,
} from './settings';
import type { SlideshowAttributes } from './types';

const MAX_WIDTHS: Record< string, number | undefined > = {
	center: 680,
	wide: 1100,
	full: undefined,
};

/**
 * The slides as a list the carousel library takes over; without a script they show one under
 * the other. Images go through the resizing service at the chosen size. The controls are added
 * by the view script, so the saved markup holds no translated text.
 */
export default function save( {
	attributes,
}: BlockSaveProps< SlideshowAttributes > ) {
	const list = slides( attributes.images );
	const size = slideSize( attributes.sizeSlug, attributes.ids );
	const maxWidth =
		MAX_WIDTHS[ attributes.align ?? 'center' ] ?? MAX_WIDTHS.center;
	return (
		<div
			{ ...useBlockProps.save( {
				'data-autoplay': attributes.autoplay ? 'true' : 'false',
				'data-delay': slideDelay( attributes.delay ),
				'data-effect': slideEffect( attributes.effect ),
			} ) }
		>
			<div className="wp-block-tessera-slideshow__container swiper">
				<ul className="wp-block-tessera-slideshow__list swiper-wrapper">
					{ list.map( ( slide, index ) => {
						const { src, srcSet } = resizedSources(
							slide,
							false,
							sizeLimit( size, slide.width ?? Infinity )
						);
						return (
							<li
								className="wp-block-tessera-slideshow__slide swiper-slide"
								key={ index }
							>
								<figure>
									<img
										alt={ slide.alt }
										className={ `wp-block-tessera-slideshow__image${
											slide.id
												? ` wp-image-${ slide.id }`
												: ''
										}` }
										data-id={ slide.id }
										src={ src }
										srcSet={ srcSet }
										sizes={
											srcSet
												? tileSizes(
														1,
														attributes.align ===
															'full'
															? undefined
															: maxWidth
													)
												: undefined
										}
									/>
									{ slide.caption && (
										<RichText.Content
											tagName="figcaption"
											className="wp-block-tessera-slideshow__caption"
											value={ slide.caption }
										/>
									) }
								</figure>
							</li>
						);
					} ) }
				</ul>
			</div>
		</div>
	);
}
