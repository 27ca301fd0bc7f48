import { LARGEST_SIDE, fitInside } from '../fixture-photos/painter';

/** The base URL option that downloads a video's bytes (`=d` gives its picture). */
export const DOWNLOAD_VIDEO = 'dv';

/**
 * The size Google's image server answers for a base URL's options (`=w400-h300`, `-c` to crop
 * to exactly that box, `=d` for the original): fitted inside the box otherwise, never above
 * the original nor LARGEST_SIDE. Null for options it does not read.
 */
export function baseUrlImageSize(
	original: { width: number; height: number },
	options: string
): { width: number; height: number } | null {
	if ( options === '' || options === 'd' ) {
		return fitInside( original.width, original.height, LARGEST_SIDE );
	}
	const match = /^w(\d{1,5})-h(\d{1,5})(-c)?$/.exec( options );
	if ( ! match ) {
		return null;
	}
	const w = Number( match[ 1 ] );
	const h = Number( match[ 2 ] );
	if ( ! w || ! h ) {
		return null;
	}
	if ( match[ 3 ] ) {
		return fitInside( w, h, LARGEST_SIDE );
	}
	const scale = Math.min( 1, w / original.width, h / original.height );
	return fitInside(
		Math.round( original.width * scale ),
		Math.round( original.height * scale ),
		LARGEST_SIDE
	);
}
