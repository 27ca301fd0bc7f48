import { useEffect, useRef } from '@wordpress/element';
import type { PickedImage } from '../../../../shared/images/image-source';
import { PAIR_CLASS } from '../class-names';
import { mountCompareSlider } from '../slider';
import type { CompareOrientation } from '../types';

interface Props {
	before: PickedImage;
	after: PickedImage;
	orientation: CompareOrientation;
}

/** The visitor's slider, live in the editor; mounted again when the images or orientation change. */
export default function ComparePreview( {
	before,
	after,
	orientation,
}: Props ) {
	const pair = useRef< HTMLDivElement >( null );
	useEffect(
		() => ( pair.current ? mountCompareSlider( pair.current ) : undefined ),
		[ before.url, after.url, orientation ]
	);
	return (
		<div
			ref={ pair }
			className={ PAIR_CLASS }
			data-orientation={ orientation }
		>
			<img
				className="wp-block-tessera-image-compare__before"
				src={ before.url }
				alt={ before.alt }
				width={ before.width }
				height={ before.height }
			/>
			<img
				className="wp-block-tessera-image-compare__after"
				src={ after.url }
				alt={ after.alt }
				width={ after.width }
				height={ after.height }
			/>
		</div>
	);
}
