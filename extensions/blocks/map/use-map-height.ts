import { useEffect, useState } from '@wordpress/element';
import { RESIZE_DEBOUNCE_MS, defaultHeight } from './sizing';

/**
 * The height of a map without a chosen one, for the element `element`: measured once, then again
 * a quarter of a second after the window stops changing size.
 */
export function useDefaultHeight( element: HTMLElement | null ): number {
	const [ height, setHeight ] = useState( 400 );
	useEffect( () => {
		const view = element?.ownerDocument.defaultView;
		if ( ! element || ! view ) {
			return;
		}
		const measure = () =>
			setHeight( defaultHeight( element.offsetWidth, view.innerHeight ) );
		measure();
		let timer: ReturnType< typeof setTimeout > | undefined;
		const onResize = () => {
			clearTimeout( timer );
			timer = setTimeout( measure, RESIZE_DEBOUNCE_MS );
		};
		view.addEventListener( 'resize', onResize );
		return () => {
			clearTimeout( timer );
			view.removeEventListener( 'resize', onResize );
		};
	}, [ element ] );
	return height;
}
