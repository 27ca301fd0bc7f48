import { RichText } from '@wordpress/block-editor';
import { useEffect, useRef } from '@wordpress/element';
import { mountSlideshow } from '../mount';
import type { Slide } from '../types';

interface Props {
	slides: Slide[];
	autoplay: boolean;
	delay: number;
	effect: string;
}

/** The visitor's slideshow, live in the editor; mounted again when what it shows changes. */
export default function SlideshowPreview( {
	slides,
	autoplay,
	delay,
	effect,
}: Props ) {
	const root = useRef< HTMLDivElement >( null );
	const key = slides.map( ( slide ) => slide.url ).join( ' ' );
	useEffect(
		() => ( root.current ? mountSlideshow( root.current ) : undefined ),
		[ key, autoplay, delay, effect ]
	);
	return (
		<div
			ref={ root }
			className="wp-block-tessera-slideshow__preview"
			data-autoplay={ autoplay ? 'true' : 'false' }
			data-delay={ delay }
			data-effect={ effect }
			key={ `${ key }|${ effect }|${ autoplay }|${ delay }` }
		>
			<div className="wp-block-tessera-slideshow__container swiper">
				<ul className="wp-block-tessera-slideshow__list swiper-wrapper">
					{ slides.map( ( slide, index ) => (
						<li
							className="wp-block-tessera-slideshow__slide swiper-slide"
							key={ index }
						>
							<figure>
								<img
									className="wp-block-tessera-slideshow__image"
									src={ slide.url }
									alt={ slide.alt }
								/>
								{ /* A caption is rich text (the media library's or the post's), shown formatted as a visitor sees it. */ }
								{ slide.caption && (
									<RichText.Content
										tagName="figcaption"
										className="wp-block-tessera-slideshow__caption"
										value={ slide.caption }
									/>
								) }
							</figure>
						</li>
					) ) }
				</ul>
			</div>
		</div>
	);
}
