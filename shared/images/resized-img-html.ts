/**
 * The address attributes of an <img> that a server render prints for an image served through
 * the resizing service: `src`, `srcset` and `sizes` together, ready for `htmlAttributes` (the
 * last two are left out when the image cannot be resized, so it keeps its own address).
 */
import { resizedSources, tileSizes, type ResizableImage } from './srcset';

export interface ResizedImgOptions {
	/** Square crops of the shorter edge (circles, square tiles) instead of the image's ratio. */
	square?: boolean;
	/** The widest copy asked of the service (a chosen image size); the image's width otherwise. */
	maxWidth?: number;
	/** The share of the block's width the image takes (1 for a whole slide). */
	fraction?: number;
	/** The block's widest CSS width for its alignment; none for a full-width block. */
	blockWidth?: number;
}

export interface ResizedImgAttributes {
	src: string;
	srcset?: string;
	sizes?: string;
}

export function resizedImgAttributes(
	image: ResizableImage,
	{
		square = false,
		maxWidth = Infinity,
		fraction = 1,
		blockWidth,
	}: ResizedImgOptions = {}
): ResizedImgAttributes {
	const { src, srcSet } = resizedSources( image, square, maxWidth );
	return srcSet
		? { src, srcset: srcSet, sizes: tileSizes( fraction, blockWidth ) }
		: { src };
}
