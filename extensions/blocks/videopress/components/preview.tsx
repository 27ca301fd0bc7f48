import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The player page in an iframe, under a cover that takes the first click (so selecting the
 * block does not start the video) and comes back when the block is deselected.
 */
export function Preview( {
	src,
	isSelected,
}: {
	src: string;
	isSelected: boolean;
} ) {
	const [ interactive, setInteractive ] = useState( false );
	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );
	return (
		<div className="wp-block-embed__wrapper wp-block-tessera-videopress__preview">
			<iframe
				src={ src }
				title={ __( 'VideoPress Video Player', 'tessera' ) }
				allow="autoplay; fullscreen; encrypted-media"
				allowFullScreen
			/>
			{ ! interactive && (
				// The cover is a click target only; the iframe behind it is what is focusable.
				// eslint-disable-next-line jsx-a11y/no-static-element-interactions
				<div
					className="wp-block-tessera-videopress__overlay"
					onMouseUp={ () => setInteractive( true ) }
				/>
			) }
		</div>
	);
}
