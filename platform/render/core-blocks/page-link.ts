import type { CoreRenderContext } from './types';

/**
 * add_query_arg( key, page ) on the current page: the visitor's query string with the loop's
 * page number set (or removed, for the first page). The page is addressed by its ID
 * (`/?p=12&query-1-page=2`), which the site serves like its pretty address.
 */
export function pageLink(
	context: CoreRenderContext,
	key: string,
	page: number
): string {
	const query = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( context.query ?? {} ) ) {
		if ( typeof value === 'string' && name !== key ) {
			query.append( name, value );
		}
	}
	if ( page > 1 ) {
		query.set( key, String( page ) );
	}
	if ( context.postId && ! query.has( 'p' ) && ! query.has( 'page_id' ) ) {
		query.set( 'p', String( context.postId ) );
	}
	return `${ context.origin ?? '' }/${ query.size ? `?${ query }` : '' }`;
}

/** The arrow a pagination link gets from its Pagination block (`paginationArrow`). */
export function paginationArrow(
	context: CoreRenderContext,
	direction: 'next' | 'previous'
): string {
	const arrows: Record< string, [ string, string ] > = {
		arrow: [ '→', '←' ],
		chevron: [ '»', '«' ],
	};
	const style = String( context.blockContext.paginationArrow ?? 'none' );
	const pair = arrows[ style ];
	if ( ! pair ) {
		return '';
	}
	return `<span class='wp-block-query-pagination-${ direction }-arrow is-arrow-${ style }' aria-hidden='true'>${
		direction === 'next' ? pair[ 0 ] : pair[ 1 ]
	}</span>`;
}
