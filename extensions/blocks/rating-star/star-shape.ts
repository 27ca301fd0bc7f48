/**
 * The star drawing, shared by the editor (React) and the server render (strings). A star is drawn
 * as two halves so that half ratings need no clip paths or ids; in the outlined style a whole-star
 * outline is drawn on top, so the line between the halves never shows.
 */
import type { StarFill } from './rating';

export const STAR_VIEW_BOX = '0 0 24 24';
export const STAR_SIZE = 24;

const LEFT_HALF = 'M12 17.7L5.24 22.4L7.63 14.52L1.06 9.54L9.3 9.38L12 1.6Z';
const RIGHT_HALF =
	'M12 1.6L14.7 9.38L22.94 9.54L16.37 14.52L18.76 22.4L12 17.7Z';
const OUTLINE =
	'M12 1.6L14.7 9.38L22.94 9.54L16.37 14.52L18.76 22.4L12 17.7L5.24 22.4L7.63 14.52L1.06 9.54L9.3 9.38Z';

/** SVG presentation attributes of one path, in their SVG (kebab-case) spelling. */
export type PathPaint = Record< string, string >;

export interface StarPath {
	className: string;
	d: string;
	paint: PathPaint;
}

const FILLED: PathPaint = { fill: 'currentColor' };
const UNFILLED_SOLID: PathPaint = {
	fill: 'currentColor',
	'fill-opacity': '0.3',
};
const UNFILLED_OUTLINED: PathPaint = { fill: 'none' };
const OUTLINE_PAINT: PathPaint = {
	fill: 'none',
	stroke: 'currentColor',
	'stroke-width': '1.5',
	'stroke-linejoin': 'round',
};

/** The paths of one star, painted for its fill and the block style. */
export function starPaths( fill: StarFill, outlined: boolean ): StarPath[] {
	const unfilled = outlined ? UNFILLED_OUTLINED : UNFILLED_SOLID;
	const paths: StarPath[] = [
		{
			className: 'is-left-half',
			d: LEFT_HALF,
			paint: fill === 'empty' ? unfilled : FILLED,
		},
		{
			className: 'is-right-half',
			d: RIGHT_HALF,
			paint: fill === 'full' ? FILLED : unfilled,
		},
	];
	if ( outlined ) {
		paths.push( {
			className: 'is-outline',
			d: OUTLINE,
			paint: OUTLINE_PAINT,
		} );
	}
	return paths;
}

/** The saved fallback's text stars: ★ full, ½ half, ☆ empty. */
export function textStars( rating: number, maxRating: number ): string {
	const full = Math.floor( rating );
	const half = rating - full >= 0.5 ? 1 : 0;
	return (
		'★'.repeat( full ) +
		'½'.repeat( half ) +
		'☆'.repeat( Math.max( 0, maxRating - full - half ) )
	);
}
