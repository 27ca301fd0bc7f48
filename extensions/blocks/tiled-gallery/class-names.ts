import { galleryFilter, roundedCorners } from './settings';
import type { GalleryStyle } from './types';

/**
 * The classes of the gallery's wrapper that carry its filter and rounded corners. Circles have
 * no corners to round (the setting is hidden for them, and a value kept from another style would
 * square them off).
 */
export function galleryClasses(
	style: GalleryStyle,
	imageFilter: unknown,
	corners: unknown
): string {
	const filter = galleryFilter( imageFilter );
	const radius = style === 'circle' ? 0 : roundedCorners( corners );
	return [
		filter ? `filter__${ filter }` : '',
		radius ? `has-rounded-corners-${ radius }` : '',
	]
		.filter( Boolean )
		.join( ' ' );
}
