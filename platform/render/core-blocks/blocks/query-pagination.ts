import { hasLinkColor } from '../link-color';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** Pagination: its links (previous, numbers, next) in a navigation landmark, if any render. */
export const renderQueryPagination: CoreBlockRender = ( block ) => {
	const content = block.innerHtml();
	if ( ! content.trim() ) {
		return '';
	}
	return `<nav${ wrapperAttributes( block, {
		class: hasLinkColor( block.attributes ) ? 'has-link-color' : '',
		'aria-label': 'Pagination',
	} ) }>${ content }</nav>`;
};
