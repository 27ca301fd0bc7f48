/** The slideshow's options read from attributes that may hold anything (a post saved elsewhere). */
import { pickedImage } from '../../../shared/images/image-source';
import type { Slide, SlideshowEffect } from './types';

export const MIN_DELAY = 1;
export const MAX_DELAY = 5;
export const DEFAULT_DELAY = 3;

/** Seconds between slides: a whole number from 1 to 5, 3 when unset or not a number. */
export function slideDelay( value: unknown ): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return DEFAULT_DELAY;
	}
	return Math.min( MAX_DELAY, Math.max( MIN_DELAY, Math.round( value ) ) );
}

export function slideEffect( value: unknown ): SlideshowEffect {
	return value === 'fade' ? 'fade' : 'slide';
}

/** The widest each registered image size is (WordPress's defaults); full is the image itself. */
const SIZE_WIDTHS: Record< string, number > = {
	thumbnail: 150,
	medium: 300,
	medium_large: 768,
	large: 1024,
};

/** A media library id: a whole positive number. */
function isMediaId( value: unknown ): boolean {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0;
}

/**
 * The chosen image size, or the default: full size when the slides come from the media library
 * (at least one real id), large otherwise.
 */
export function slideSize( sizeSlug: unknown, ids: unknown ): string {
	if (
		typeof sizeSlug === 'string' &&
		( sizeSlug === 'full' || Object.hasOwn( SIZE_WIDTHS, sizeSlug ) )
	) {
		return sizeSlug;
	}
	return Array.isArray( ids ) && ids.some( isMediaId ) ? 'full' : 'large';
}

/** The widest a slide is served at for a size, never more than the image. */
export function sizeLimit( size: string, imageWidth: number ): number {
	return Math.min(
		imageWidth,
		Object.hasOwn( SIZE_WIDTHS, size ) ? SIZE_WIDTHS[ size ] : imageWidth
	);
}

/**
 * The most slides a slideshow shows: far more than anyone browses one by one, and a bound on the
 * work a post with a huge list (saved elsewhere, or hostile) can ask of the editor and the server.
 */
export const MAX_SLIDES = 200;

/** The slides with a usable address (the first MAX_SLIDES entries of the list). */
export function slides( value: unknown ): Slide[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.slice( 0, MAX_SLIDES ).flatMap( ( item ) => {
		const image = pickedImage( item );
		if ( ! image ) {
			return [];
		}
		const caption = ( item as { caption?: unknown } ).caption;
		return [
			{
				...image,
				...( typeof caption === 'string' && caption
					? { caption }
					: {} ),
			},
		];
	} );
}
