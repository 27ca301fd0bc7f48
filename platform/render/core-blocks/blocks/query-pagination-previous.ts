import { htmlAttributes } from '../../../../shared/server-render/html';
import { pageLink, paginationArrow } from '../page-link';
import { loopPage } from '../query-loop';
import { paginationLabel } from '../pagination-label';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** Previous Page: a link to the loop's previous page, when there is one. */
export const renderQueryPaginationPrevious: CoreBlockRender = (
	block,
	context
) => {
	const loop = loopPage( context );
	if ( loop.inherit || loop.page <= 1 || loop.page > loop.pages ) {
		return '';
	}
	const label = paginationLabel( block, context, 'Previous Page' );
	return `<a${ htmlAttributes( {
		href: pageLink( context, loop.pageKey, loop.page - 1 ),
	} ) }${ wrapperAttributes( block, {
		'aria-label': label.ariaLabel,
	} ) }>${ paginationArrow( context, 'previous' ) }${ label.html }</a>`;
};
