import { galleryFilter, roundedCorners } from './settings';

/** The classes of the gallery's wrapper that carry its filter and rounded corners. */
export function galleryClasses(
	imageFilter: unknown,
	corners: unknown
): string {
	const filter = galleryFilter( imageFilter );
	const radius = roundedCorners( corners );
	return [
		filter ? `filter__${ filter }` : '',
		radius ? `has-rounded-corners-${ radius }` : '',
	]
		.filter( Boolean )
		.join( ' ' );
}
