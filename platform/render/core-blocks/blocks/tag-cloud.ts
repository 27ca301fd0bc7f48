import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { TAXONOMIES } from '../../../content/taxonomies';
import { own } from '../../../content/own';
import { queryTerms } from '../../../store/terms';
import { flag, text, whole } from '../attribute-values';
import { termLink } from '../links';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

const SIZE = /^(\d+(?:\.\d+)?|\.\d+)([a-z%]+)?$/i;

/** A size attribute (`8pt`, `1.2em`) as its number; the unit comes from the smallest size. */
function sizeOf( value: unknown, fallback: number ): number {
	const match = SIZE.exec( text( value ).trim() );
	return match ? Number( match[ 1 ] ) : fallback;
}

/** A number as PHP prints a float (14 significant digits, no trailing zeros). */
function phpFloat( value: number ): string {
	return String( Number( value.toPrecision( 14 ) ) );
}

/**
 * Tag Cloud: the most used terms (by published posts), sorted by name, each sized between the
 * smallest and largest font size by its count on a logarithmic scale, as wp_tag_cloud() does.
 */
export const renderTagCloud: CoreBlockRender = ( block, context ) => {
	const { attributes } = block;
	const taxonomy = own( TAXONOMIES, text( attributes.taxonomy ) );
	const { rows } =
		taxonomy && taxonomy.public
			? queryTerms( context.db, {
					taxonomy: taxonomy.slug,
					hideEmpty: true,
					orderby: 'count',
					order: 'desc',
					limit: whole( attributes.numberOfTags, 45, 1, 100 ),
					offset: 0,
				} )
			: { rows: [] };
	if ( ! rows.length ) {
		return context.forEditor
			? `<p${ wrapperAttributes(
					block
				) }>There&#8217;s no content to show here yet.</p>`
			: '';
	}
	const unit =
		SIZE.exec( text( attributes.smallestFontSize ).trim() )?.[ 2 ] ?? 'pt';
	const smallest = sizeOf( attributes.smallestFontSize, 8 );
	const largest = sizeOf( attributes.largestFontSize, 22 );
	const scaled = rows.map( ( term ) =>
		Math.round( Math.log10( term.count + 1 ) * 100 )
	);
	const least = Math.min( ...scaled );
	const spread = Math.max( ...scaled ) - least || 1;
	const step = ( largest - smallest < 0 ? 1 : largest - smallest ) / spread;
	const sorted = rows
		.map( ( term, index ) => ( { term, scaled: scaled[ index ] } ) )
		.sort( ( a, b ) =>
			a.term.name.localeCompare( b.term.name, undefined, {
				numeric: true,
				sensitivity: 'base',
			} )
		);
	const links = sorted.map(
		( { term, scaled: weight }, index ) =>
			`<a${ htmlAttributes( {
				href: termLink( context.origin ?? '', term ),
				class: `tag-cloud-link tag-link-${ term.term_id } tag-link-position-${
					index + 1
				}`,
				style: `font-size: ${ phpFloat(
					smallest + ( weight - least ) * step
				) }${ unit };`,
				'aria-label': `${ term.name } (${ term.count } ${
					term.count === 1 ? 'item' : 'items'
				})`,
			} ) }>${ escapeHtml( term.name ) }${
				flag( attributes.showTagCounts )
					? `<span class="tag-link-count"> (${ term.count })</span>`
					: ''
			}</a>`
	);
	return `<p${ wrapperAttributes( block ) }>${ links.join( '\n' ) }</p>`;
};
