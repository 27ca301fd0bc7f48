import { speak } from '@wordpress/a11y';
import {
	AlignmentControl,
	BlockControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { safeColor } from '../../../shared/colors/safe-color';
import RatingSettings from './components/rating-settings';
import StarButtons from './components/star-buttons';
import { ratingLabel } from './labels';
import {
	clampMaxRating,
	clampRating,
	isOutlined,
	nextRating,
	safeAlignment,
} from './rating';
import type { RatingStarAttributes } from './types';

export default function RatingStarEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RatingStarAttributes > ) {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const align = safeAlignment( attributes.align );
	const color = safeColor( attributes.color );
	const blockProps = useBlockProps( { style: { textAlign: align, color } } );

	const rate = ( position: number ) => {
		const next = nextRating( rating, position );
		setAttributes( { rating: next } );
		speak( ratingLabel( next, maxRating ) );
	};

	// A lower highest rating takes the rating down with it.
	const changeMaxRating = ( value: number | undefined ) => {
		const nextMax = clampMaxRating( value );
		setAttributes( {
			maxRating: nextMax,
			rating: Math.min( rating, nextMax ),
		} );
	};

	return (
		<>
			<BlockControls group="block">
				<AlignmentControl
					value={ align }
					onChange={ ( next?: string ) =>
						setAttributes( { align: safeAlignment( next ) } )
					}
				/>
			</BlockControls>
			<RatingSettings
				maxRating={ maxRating }
				color={ color }
				onMaxRatingChange={ changeMaxRating }
				onColorChange={ ( next ) =>
					setAttributes( { color: safeColor( next ) } )
				}
			/>
			<div { ...blockProps }>
				<StarButtons
					rating={ rating }
					maxRating={ maxRating }
					outlined={ isOutlined( attributes.className ) }
					onRate={ rate }
				/>
			</div>
		</>
	);
}
