import { rateButtonLabel, ratingLabel } from '../labels';
import { starFill, starPositions } from '../rating';
import StarIcon from './star-icon';

interface StarButtonsProps {
	rating: number;
	maxRating: number;
	outlined: boolean;
	onRate: ( position: number ) => void;
}

/**
 * The editor's stars: one button per star ("Rate 3 out of 5"), so they are reached with Tab and
 * pressed with Enter or Space like any button, and pressing the same star twice gives the half
 * step exactly as a click does. The group's label carries the current rating.
 */
export default function StarButtons( {
	rating,
	maxRating,
	outlined,
	onRate,
}: StarButtonsProps ) {
	return (
		<div
			className="wp-block-tessera-rating-star__stars"
			role="group"
			aria-label={ ratingLabel( rating, maxRating ) }
		>
			{ starPositions( maxRating ).map( ( position ) => (
				<button
					key={ position }
					type="button"
					className="wp-block-tessera-rating-star__star-button"
					aria-label={ rateButtonLabel( position, maxRating ) }
					onClick={ () => onRate( position ) }
				>
					<StarIcon
						fill={ starFill( position, rating ) }
						outlined={ outlined }
					/>
				</button>
			) ) }
		</div>
	);
}
