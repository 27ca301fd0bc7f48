import { useCallback, useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';
import { columnsOf } from '../../../../shared/external-media/grid-navigation';
import { RESIZE_DEBOUNCE_MS } from '../../../../shared/external-media/constants';

/**
 * The number of columns the grid shows, for moving up and down with the keyboard: counted when
 * the items change, and again once the window has stopped resizing for 400 ms (counting reads the
 * layout, which a resize changes many times a second).
 */
export function useGridColumns(
	list: RefObject< HTMLElement >,
	itemCount: number
) {
	const columns = useRef( 1 );
	const count = useCallback( () => {
		const tiles = Array.from( list.current?.children ?? [] );
		columns.current = columnsOf(
			tiles.map( ( tile ) => ( tile as HTMLElement ).offsetTop )
		);
	}, [ list ] );

	useEffect( count, [ count, itemCount ] );

	useEffect( () => {
		let timer: number | undefined;
		const onResize = () => {
			window.clearTimeout( timer );
			timer = window.setTimeout( count, RESIZE_DEBOUNCE_MS );
		};
		window.addEventListener( 'resize', onResize );
		return () => {
			window.removeEventListener( 'resize', onResize );
			window.clearTimeout( timer );
		};
	}, [ count ] );

	return columns;
}
