/** The gallery's options read from attributes that may hold anything (a post saved elsewhere). */
import { pickedImage, safeImageUrl } from '../../../shared/images/image-source';
import type {
	GalleryAlign,
	GalleryFilter,
	GalleryImage,
	GalleryLink,
	GalleryStyle,
} from './types';

export const MAX_ROUNDED_CORNERS = 20;
/**
 * The most images a gallery holds: far more than a person puts in one, and a bound on the page a
 * hand-written attribute can make the server draw.
 */
export const MAX_IMAGES = 200;

const FILTERS: GalleryFilter[] = [
	'black-and-white',
	'sepia',
	'1977',
	'clarendon',
	'gingham',
];
const LINKS: GalleryLink[] = [ 'attachment', 'media', 'none' ];
const ALIGNMENTS: GalleryAlign[] = [ 'center', 'wide', 'full' ];

/** The layout chosen with the block style (`is-style-circle`…); the mosaic when none is. */
export function galleryStyle( className: unknown ): GalleryStyle {
	const found =
		typeof className === 'string'
			? /(?:^|\s)is-style-(rectangular|circle|square|columns)(?=\s|$)/.exec(
					className
				)
			: null;
	return found ? ( found[ 1 ] as GalleryStyle ) : 'rectangular';
}

/** Circles and squares are cropped square; the other layouts keep each image's ratio. */
export function isSquareish( style: GalleryStyle ): boolean {
	return style === 'circle' || style === 'square';
}

/** Whether the columns slider applies: columns, circles and squares, with more than one image. */
export function hasColumnsSetting(
	style: GalleryStyle,
	count: number
): boolean {
	return style !== 'rectangular' && count > 1;
}

export function galleryFilter( value: unknown ): GalleryFilter | undefined {
	return FILTERS.find( ( filter ) => filter === value );
}

export function galleryLink( value: unknown ): GalleryLink {
	return LINKS.find( ( link ) => link === value ) ?? 'none';
}

/** The gallery's alignment when it is one it supports; undefined for anything else. */
export function galleryAlign( value: unknown ): GalleryAlign | undefined {
	return ALIGNMENTS.find( ( align ) => align === value );
}

export function roundedCorners( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value )
		? Math.min( MAX_ROUNDED_CORNERS, Math.max( 0, Math.round( value ) ) )
		: 0;
}

/** The saved images with a usable address, their fields checked; the first MAX_IMAGES of them. */
export function galleryImages( value: unknown ): GalleryImage[] {
	const images: GalleryImage[] = [];
	if ( ! Array.isArray( value ) ) {
		return images;
	}
	for ( const item of value ) {
		const image = pickedImage( item );
		if ( ! image ) {
			continue;
		}
		const { caption, link } = item as { caption?: unknown; link?: unknown };
		const page = safeImageUrl( link );
		images.push( {
			...image,
			...( typeof caption === 'string' && caption ? { caption } : {} ),
			...( page ? { link: page } : {} ),
		} );
		if ( images.length === MAX_IMAGES ) {
			break;
		}
	}
	return images;
}

/** The ids attribute follows the images: the ids of those that have one. */
export function idsOf( images: GalleryImage[] ): number[] {
	return images.flatMap( ( image ) => ( image.id ? [ image.id ] : [] ) );
}
