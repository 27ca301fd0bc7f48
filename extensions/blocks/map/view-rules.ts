/** How the map frames its places. */
import type { MapPoint } from './points';

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const DEFAULT_ZOOM = 13;
/** One marker alone would be fitted to the closest zoom; it is shown at street level instead. */
export const SINGLE_MARKER_ZOOM = 12;
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

/** A zoom level kept inside the library's range, whole steps; the default for anything else. */
export function clampZoom( value: unknown ): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return DEFAULT_ZOOM;
	}
	return Math.min( MAX_ZOOM, Math.max( MIN_ZOOM, Math.round( value ) ) );
}

/** With two markers or more the map fits them all, so a chosen zoom would be ignored. */
export function zoomIsFixedByMarkers( points: MapPoint[] ): boolean {
	return points.length >= 2;
}

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * Where a control of the map goes: the corner asked for, on the other side in a right-to-left
 * language (the map itself is never mirrored, its controls are, as the page's other controls).
 *
 * @param corner      The corner in a left-to-right page.
 * @param rightToLeft Whether the page is written right to left.
 */
export function controlCorner( corner: Corner, rightToLeft: boolean ): Corner {
	if ( ! rightToLeft ) {
		return corner;
	}
	return corner.endsWith( 'left' )
		? ( corner.replace( 'left', 'right' ) as Corner )
		: ( corner.replace( 'right', 'left' ) as Corner );
}
