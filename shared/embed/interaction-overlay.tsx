import { useEffect, useState } from '@wordpress/element';

/**
 * A transparent shield over an embedded frame: the first click selects the block instead of
 * acting inside the frame. A click on the selected block lifts it; leaving the block puts it back.
 */
export default function InteractionOverlay( {
	isSelected,
}: {
	isSelected: boolean;
} ) {
	const [ interactive, setInteractive ] = useState( false );
	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );
	if ( interactive && isSelected ) {
		return null;
	}
	return (
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a pointer-only shield; the block itself is reached by keyboard.
		<div
			className="block-library-embed__interactive-overlay"
			onMouseUp={ () => setInteractive( true ) }
		/>
	);
}
