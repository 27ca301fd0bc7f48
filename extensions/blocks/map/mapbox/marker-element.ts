/** The marker pin (a button, so keyboard users reach it) and the popup text it opens. */
import { safeColor } from '../../../../shared/colors/safe-color';
import type { MapPoint } from '../points';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PIN_PATH =
	'M16 0C7.2 0 0 7.1 0 15.9 0 27.8 16 42 16 42s16-14.2 16-26.1C32 7.1 24.8 0 16 0zm0 22a6 6 0 1 1 0-12 6 6 0 0 1 0 12z';

export function markerElement( color: string, label: string ): HTMLElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'wp-block-tessera-map__marker';
	button.setAttribute( 'aria-label', label );
	const svg = document.createElementNS( SVG_NS, 'svg' );
	svg.setAttribute( 'viewBox', '0 0 32 42' );
	svg.setAttribute( 'width', '32' );
	svg.setAttribute( 'height', '42' );
	svg.setAttribute( 'aria-hidden', 'true' );
	const path = document.createElementNS( SVG_NS, 'path' );
	path.setAttribute( 'd', PIN_PATH );
	path.setAttribute( 'fill', safeColor( color ) ?? 'red' );
	svg.append( path );
	button.append( svg );
	return button;
}

/** The popup's title and caption, as text (never markup). */
export function popupContent( point: MapPoint ): HTMLElement {
	const box = document.createElement( 'div' );
	box.className = 'wp-block-tessera-map__popup';
	const title = document.createElement( 'h3' );
	title.textContent = point.title || point.placeTitle;
	box.append( title );
	if ( point.caption ) {
		const caption = document.createElement( 'p' );
		caption.textContent = point.caption;
		box.append( caption );
	}
	return box;
}
