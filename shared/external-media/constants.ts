import { __ } from '@wordpress/i18n';

/** Items asked for per page. */
export const PAGE_SIZE = 20;
/** The most items one insertion may select. */
export const MAX_SELECTED = 10;

/** Google Photos' listing views: the library (newest first) and the albums. */
export const PATH_RECENT = 'recent';
export const PATH_ALBUMS = '/';

/** The picker's starting point for any source. */
export const DEFAULT_PATH = { ID: PATH_RECENT, name: '' };

/** The first search of the stock-photo source is one of these, picked at random. */
export const PEXELS_EXAMPLE_QUERIES = [
	'mountain',
	'ocean',
	'river',
	'clouds',
	'pattern',
	'abstract',
	'sky',
];

/** Google Photos' content categories, as the filter names them, with their labels. */
export function googlePhotosCategories(): Array< {
	value: string;
	label: string;
} > {
	return [
		{ value: 'animals', label: __( 'Animals', 'tessera' ) },
		{ value: 'arts', label: __( 'Arts', 'tessera' ) },
		{ value: 'birthdays', label: __( 'Birthdays', 'tessera' ) },
		{ value: 'cityscapes', label: __( 'Cityscapes', 'tessera' ) },
		{ value: 'crafts', label: __( 'Crafts', 'tessera' ) },
		{ value: 'fashion', label: __( 'Fashion', 'tessera' ) },
		{ value: 'food', label: __( 'Food', 'tessera' ) },
		{ value: 'flowers', label: __( 'Flowers', 'tessera' ) },
		{ value: 'gardens', label: __( 'Gardens', 'tessera' ) },
		{ value: 'holidays', label: __( 'Holidays', 'tessera' ) },
		{ value: 'houses', label: __( 'Houses', 'tessera' ) },
		{ value: 'landmarks', label: __( 'Landmarks', 'tessera' ) },
		{ value: 'landscapes', label: __( 'Landscapes', 'tessera' ) },
		{ value: 'night', label: __( 'Night', 'tessera' ) },
		{ value: 'people', label: __( 'People', 'tessera' ) },
		{ value: 'pets', label: __( 'Pets', 'tessera' ) },
		{ value: 'selfies', label: __( 'Selfies', 'tessera' ) },
		{ value: 'sport', label: __( 'Sport', 'tessera' ) },
		{ value: 'travel', label: __( 'Travel', 'tessera' ) },
		{ value: 'weddings', label: __( 'Weddings', 'tessera' ) },
	];
}

/** The label of a category, or an error when the list has no such category. */
export function categoryLabel( value: string ): string {
	const found = googlePhotosCategories().find(
		( category ) => category.value === value
	);
	if ( ! found ) {
		throw new Error( 'Could not find a category from the provided list' );
	}
	return found.label;
}

/** How long the grid waits after the window stops resizing before it counts its columns again. */
export const RESIZE_DEBOUNCE_MS = 400;
