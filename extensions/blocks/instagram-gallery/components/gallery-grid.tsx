import { __ } from '@wordpress/i18n';
import type { PhotoFeedImage } from '../../../../shared/photo-feed/types';
import { clampSetting, gridClassNames } from '../rules';
import type { InstagramGalleryAttributes } from '../types';

interface Props {
	images: PhotoFeedImage[];
	attributes: InstagramGalleryAttributes;
	cells: number;
	pictureUrl: ( url: string ) => string;
}

/** The editor's grid: the posts, then empty squares up to the count while the block is selected. */
export function GalleryGrid( {
	images,
	attributes,
	cells,
	pictureUrl,
}: Props ) {
	const spacing = clampSetting( 'spacing', attributes.spacing );
	return (
		<div
			className={ gridClassNames( attributes ) }
			style={ {
				gridGap: spacing,
				[ '--tessera-instagram-gallery-spacing' as string ]: `${ spacing }px`,
			} }
		>
			{ Array.from( { length: cells }, ( _, index ) => {
				const image = images[ index ];
				return (
					<span
						className="wp-block-tessera-instagram-gallery__grid-post"
						key={ index }
					>
						{ image ? (
							<img
								alt={ image.title || image.link }
								src={ pictureUrl( image.url ) }
							/>
						) : (
							<span
								className="wp-block-tessera-instagram-gallery__empty-cell"
								role="img"
								aria-label={ __(
									'Latest Instagram Posts placeholder',
									'tessera'
								) }
							/>
						) }
					</span>
				);
			} ) }
		</div>
	);
}
