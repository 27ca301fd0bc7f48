import { PHOTON_MAX_SIZE, photonUrl } from './photon-url';

/** The first and the step of the widths a gallery image offers the browser. */
const FIRST_WIDTH = 600;
const WIDTH_STEP = 300;

/**
 * The widths offered for an image whose usable size is `limit` (its width, or its shorter edge
 * when cropped square): 600, 900, 1200… up to the smaller of the limit and 2000. An image
 * narrower than 600 offers only its own width, since the service never enlarges.
 */
export function srcsetWidths( limit: number ): number[] {
	const max = Math.min( Math.floor( limit ), PHOTON_MAX_SIZE );
	if ( ! Number.isFinite( max ) || max < 1 ) {
		return [];
	}
	if ( max < FIRST_WIDTH ) {
		return [ max ];
	}
	const widths: number[] = [];
	for ( let width = FIRST_WIDTH; width <= max; width += WIDTH_STEP ) {
		widths.push( width );
	}
	return widths;
}

/**
 * The formats the service resizes, by the file's extension (uploads are named for what they
 * are). Others (BMP, TIFF, AVIF, HEIC, icons) keep their own address rather than a CDN address
 * the service refuses.
 */
const RESIZABLE_PATH = /\.(?:jpe?g|png|gif|webp)$/i;

function isResizable( url: string ): boolean {
	try {
		return RESIZABLE_PATH.test( new URL( url ).pathname );
	} catch {
		return false;
	}
}

export interface ResizableImage {
	url: string;
	width?: number;
	height?: number;
}

export interface ResizedSources {
	src: string;
	srcSet?: string;
}

/**
 * `src` and `srcset` of an image through the resizing service. Square crops (circles and square
 * tiles) ask for square sizes of the shorter edge; other layouts keep the ratio. `maxWidth` caps
 * the widths (a chosen image size). An image without
 * known dimensions, with an address the service cannot take or in a format it does not resize
 * keeps its own address.
 */
export function resizedSources(
	image: ResizableImage,
	square: boolean,
	maxWidth = Infinity
): ResizedSources {
	const { url, width, height } = image;
	if ( ! width || ! height || ! photonUrl( url ) || ! isResizable( url ) ) {
		return { src: url };
	}
	const limit = Math.min(
		square ? Math.min( width, height ) : width,
		maxWidth
	);
	const top = Math.min( limit, PHOTON_MAX_SIZE );
	const at = ( size: number ) =>
		square
			? photonUrl( url, { resize: [ size, size ] } )!
			: photonUrl( url, { w: size } )!;
	const widths = srcsetWidths( limit );
	return {
		src: at( top ),
		srcSet: widths
			.map( ( size ) => `${ at( size ) } ${ size }w` )
			.join( ', ' ),
	};
}

/**
 * The `sizes` of an image that takes `fraction` of a block at most `maxWidth` CSS pixels wide
 * (none for a full-width block): the browser then picks the smallest width of the srcset that
 * covers the tile, so a phone downloads phone-sized images.
 */
export function tileSizes( fraction: number, maxWidth?: number ): string {
	const share = Math.min( 1, Math.max( 0.01, fraction ) );
	const vw = `${ Number( ( share * 100 ).toFixed( 2 ) ) }vw`;
	if ( ! maxWidth ) {
		return vw;
	}
	return `(max-width: ${ maxWidth }px) ${ vw }, ${ Math.ceil( share * maxWidth ) }px`;
}
