import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { safeColor } from '../../../shared/colors/safe-color';
import { clampMaxRating, clampRating, safeAlignment } from './rating';
import { textStars } from './star-shape';
import type { RatingStarAttributes } from './types';

/**
 * The fallback kept in the post content, for places that show saved HTML without the server render
 * (feeds, e-mail, a site without Tessera). The visitor page uses render.ts instead. It holds no
 * translated text, so a change of site language never makes saved ratings invalid.
 */
export default function save( {
	attributes,
}: BlockSaveProps< RatingStarAttributes > ) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const blockProps = useBlockProps.save( {
		style: { textAlign: safeAlignment( attributes.align ) },
	} );

	return (
		<div { ...blockProps }>
			<p className="wp-block-tessera-rating-star__fallback">
				<span
					aria-hidden="true"
					style={ { color: safeColor( attributes.color ) } }
				>
					{ textStars( rating, maxRating ) }
				</span>{ ' ' }
				<span className="wp-block-tessera-rating-star__value">{ `${ rating }/${ maxRating }` }</span>
			</p>
		</div>
	);
}
