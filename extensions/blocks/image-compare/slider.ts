/**
 * The compare slider on a saved pair of images: a handle with the slider role, moved by pointer
 * (mouse, pen and touch alike) and keyboard. The visitor page and the editor preview both use it.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	RESIZE_DEBOUNCE_MS,
	START_POSITION,
	positionAfterKey,
	positionAtPoint,
	type Box,
} from './position';
import { safeOrientation } from './orientation';

import { PAIR_CLASS } from './class-names';

export { PAIR_CLASS };
const BLOCK_CLASS = 'wp-block-tessera-image-compare';
const HANDLE_CLASS = `${ BLOCK_CLASS }__handle`;

/**
 * Adds the slider to `pair`; the returned function removes it again. A pair missing one of its
 * images (published before both were picked) has nothing to compare: it is left as saved, since
 * the overlay would hide a lone "before" image and put a slider that does nothing on an "after".
 */
export function mountCompareSlider( pair: HTMLElement ): () => void {
	if (
		! pair.querySelector( `.${ BLOCK_CLASS }__before` ) ||
		! pair.querySelector( `.${ BLOCK_CLASS }__after` )
	) {
		return () => undefined;
	}
	const view = pair.ownerDocument.defaultView ?? window;
	const orientation = safeOrientation( pair.dataset.orientation );
	const handle = pair.ownerDocument.createElement( 'div' );
	handle.className = HANDLE_CLASS;
	handle.setAttribute( 'role', 'slider' );
	handle.tabIndex = 0;
	handle.setAttribute(
		'aria-label',
		__( 'Image comparison slider', 'tessera' )
	);
	handle.setAttribute( 'aria-orientation', orientation );
	handle.setAttribute( 'aria-valuemin', '0' );
	handle.setAttribute( 'aria-valuemax', '100' );
	pair.append( handle );
	pair.classList.add( 'is-interactive' );

	let box: Box = { left: 0, top: 0, width: 0, height: 0 };
	const measure = () => {
		const rect = pair.getBoundingClientRect();
		box = {
			left: rect.left + view.scrollX,
			top: rect.top + view.scrollY,
			width: rect.width,
			height: rect.height,
		};
	};

	const moveTo = ( position: number ) => {
		const rounded = Math.round( position * 10 ) / 10;
		pair.style.setProperty( '--tessera-compare-position', `${ rounded }%` );
		handle.setAttribute( 'aria-valuenow', String( rounded ) );
		handle.setAttribute(
			'aria-valuetext',
			sprintf(
				/* translators: %s: how much of the first image shows, in percent */
				__( '%s%% of the image before', 'tessera' ),
				String( rounded )
			)
		);
	};
	const current = () => Number( handle.getAttribute( 'aria-valuenow' ) );

	const onKey = ( event: KeyboardEvent ) => {
		const next = positionAfterKey( event.key, current() );
		if ( next !== null ) {
			event.preventDefault();
			moveTo( next );
		}
	};

	let dragging: number | null = null;
	const follow = ( event: PointerEvent ) =>
		moveTo( positionAtPoint( box, event.pageX, event.pageY, orientation ) );
	const onDown = ( event: PointerEvent ) => {
		if ( event.button !== 0 ) {
			return;
		}
		measure();
		dragging = event.pointerId;
		pair.setPointerCapture?.( event.pointerId );
		handle.focus( { preventScroll: true } );
		follow( event );
		event.preventDefault();
	};
	const onMove = ( event: PointerEvent ) => {
		if ( dragging === event.pointerId ) {
			follow( event );
		}
	};
	const onUp = ( event: PointerEvent ) => {
		if ( dragging === event.pointerId ) {
			dragging = null;
		}
	};

	let timer: ReturnType< typeof setTimeout > | undefined;
	const onResize = () => {
		clearTimeout( timer );
		timer = setTimeout( measure, RESIZE_DEBOUNCE_MS );
	};

	moveTo( START_POSITION );
	measure();
	handle.addEventListener( 'keydown', onKey );
	pair.addEventListener( 'pointerdown', onDown );
	pair.addEventListener( 'pointermove', onMove );
	pair.addEventListener( 'pointerup', onUp );
	pair.addEventListener( 'pointercancel', onUp );
	view.addEventListener( 'resize', onResize );
	for ( const image of pair.querySelectorAll( 'img' ) ) {
		image.addEventListener( 'load', measure );
	}

	return () => {
		clearTimeout( timer );
		view.removeEventListener( 'resize', onResize );
		handle.remove();
		pair.classList.remove( 'is-interactive' );
		pair.style.removeProperty( '--tessera-compare-position' );
		if ( pair.getAttribute( 'style' ) === '' ) {
			pair.removeAttribute( 'style' );
		}
		for ( const image of pair.querySelectorAll( 'img' ) ) {
			image.removeEventListener( 'load', measure );
		}
		pair.removeEventListener( 'pointerdown', onDown );
		pair.removeEventListener( 'pointermove', onMove );
		pair.removeEventListener( 'pointerup', onUp );
		pair.removeEventListener( 'pointercancel', onUp );
	};
}
