/**
 * Server render of the star rating (the visitor page and /wp/v2/block-renderer): SVG stars with a
 * text alternative, rebuilt from the attributes. The saved fallback (`content`) is not used, so a
 * hand-edited post cannot bring markup in through it.
 */
import { safeColor } from '../../../shared/colors/safe-color';
import {
	escapeHtml,
	htmlAttributes,
	safeClassNames,
} from '../../../shared/server-render/html';
import type {
	BlockRenderContext,
	RenderCallback,
} from '../../../shared/server-render/types';
import { ratingLabel } from './labels';
import {
	clampMaxRating,
	clampRating,
	isOutlined,
	safeAlignment,
	starFill,
	starPositions,
} from './rating';
import { STAR_SIZE, STAR_VIEW_BOX, starPaths } from './star-shape';
import type { StarFill } from './rating';
import type { RatingStarAttributes } from './types';

export const sameForEveryVisitor = true;

const BLOCK_CLASS = 'wp-block-tessera-rating-star';

function starSvg( fill: StarFill, outlined: boolean ): string {
	const paths = starPaths( fill, outlined )
		.map(
			( path ) =>
				`<path${ htmlAttributes( { class: path.className, d: path.d, ...path.paint } ) }></path>`
		)
		.join( '' );
	return `<svg${ htmlAttributes( {
		class: `${ BLOCK_CLASS }__star is-${ fill }`,
		viewBox: STAR_VIEW_BOX,
		width: STAR_SIZE,
		height: STAR_SIZE,
		'aria-hidden': 'true',
		focusable: 'false',
	} ) }>${ paths }</svg>`;
}

const numberFormats = new Map< string, Intl.NumberFormat >();

/** The locale's number format, made once per locale (making one costs more than many formats). */
function numberFormat( locale: string ): Intl.NumberFormat {
	let format = numberFormats.get( locale );
	if ( ! format ) {
		format = new Intl.NumberFormat( locale.replace( '_', '-' ) );
		numberFormats.set( locale, format );
	}
	return format;
}

function formatNumber( value: number, context: BlockRenderContext ): string {
	try {
		return numberFormat( context.locale ).format( value );
	} catch {
		return String( value );
	}
}

export const render: RenderCallback< RatingStarAttributes > = (
	attributes,
	_content,
	context
) => {
	const maxRating = clampMaxRating( attributes.maxRating );
	const rating = clampRating( attributes.rating, maxRating );
	const outlined = isOutlined( attributes.className );
	const color = safeColor( attributes.color );
	const style = `text-align:${ safeAlignment( attributes.align ) };${ color ? `color:${ color };` : '' }`;
	const stars = starPositions( maxRating )
		.map( ( position ) =>
			starSvg( starFill( position, rating ), outlined )
		)
		.join( '' );
	const label = ratingLabel(
		formatNumber( rating, context ),
		formatNumber( maxRating, context )
	);

	return (
		`<div${ htmlAttributes( { class: safeClassNames( BLOCK_CLASS, attributes.className ), style } ) }>` +
		`<div class="${ BLOCK_CLASS }__stars">${ stars }` +
		`<span class="${ BLOCK_CLASS }__label">${ escapeHtml( label ) }</span></div></div>`
	);
};
