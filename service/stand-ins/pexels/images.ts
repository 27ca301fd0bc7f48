import { LARGEST_SIDE, fitInside } from '../fixture-photos/painter';
import type { StockPhoto } from './fixtures';

function whole( value: string | null ): number | undefined {
	if ( value === null || ! /^\d{1,5}$/.test( value ) ) {
		return undefined;
	}
	const n = Number( value );
	return n > 0 ? n : undefined;
}

/**
 * The size Pexels' image server answers for a photo and a query: `w`/`h` fit inside the box
 * (either alone scales to it), `fit=crop` fills the box exactly, `dpr` multiplies, and nothing
 * is ever drawn larger than LARGEST_SIDE (the original itself included).
 */
export function pexelsImageSize(
	photo: Pick< StockPhoto, 'width' | 'height' >,
	query: URLSearchParams
): { width: number; height: number } {
	const dpr = Math.min( 3, whole( query.get( 'dpr' ) ) ?? 1 );
	const w = whole( query.get( 'w' ) );
	const h = whole( query.get( 'h' ) );
	const ratio = photo.width / photo.height;
	let width = photo.width;
	let height = photo.height;
	if ( w && h && query.get( 'fit' ) === 'crop' ) {
		width = w * dpr;
		height = h * dpr;
	} else if ( w || h ) {
		const scale = Math.min(
			w ? ( w * dpr ) / photo.width : Infinity,
			h ? ( h * dpr ) / photo.height : Infinity
		);
		width = photo.width * scale;
		height = width / ratio;
	}
	return fitInside( width, height, LARGEST_SIDE );
}
