import { htmlAttributes } from '../../../../shared/server-render/html';
import { whole } from '../attribute-values';
import { pageLink } from '../page-link';
import { loopPage } from '../query-loop';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender, CoreRenderContext } from '../types';

/**
 * paginate_links() without previous and next: the first and last `endSize` pages, `midSize`
 * pages each side of the current one, and "…" where pages are left out.
 */
function pageNumbers(
	context: CoreRenderContext,
	key: string,
	current: number,
	total: number,
	midSize: number,
	endSize = 1
): string {
	const links: string[] = [];
	let gap = false;
	for ( let page = 1; page <= total; page++ ) {
		if ( page === current ) {
			links.push(
				`<span aria-current="page" class="page-numbers current">${ page }</span>`
			);
			gap = true;
		} else if (
			page <= endSize ||
			( current &&
				page >= current - midSize &&
				page <= current + midSize ) ||
			page > total - endSize
		) {
			links.push(
				`<a class="page-numbers"${ htmlAttributes( {
					href: pageLink( context, key, page ),
				} ) }>${ page }</a>`
			);
			gap = true;
		} else if ( gap ) {
			links.push( '<span class="page-numbers dots">&hellip;</span>' );
			gap = false;
		}
	}
	return links.join( '\n' );
}

/** Page Numbers: links to the loop's pages around the current one. */
export const renderQueryPaginationNumbers: CoreBlockRender = (
	block,
	context
) => {
	const loop = loopPage( context );
	if ( loop.inherit || loop.pages < 2 ) {
		return '';
	}
	const content = pageNumbers(
		context,
		loop.pageKey,
		loop.page,
		loop.pages,
		whole( block.attributes.midSize, 2, 0, 5 )
	);
	return `<div${ wrapperAttributes( block ) }>${ content }</div>`;
};
