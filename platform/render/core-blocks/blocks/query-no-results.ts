import { hasLinkColor } from '../link-color';
import { loopPage } from '../query-loop';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** No Results: its blocks, shown only when the loop has no post on this page. */
export const renderQueryNoResults: CoreBlockRender = ( block, context ) => {
	const content = block.innerHtml();
	if ( ! content.trim() || loopPage( context ).posts.length ) {
		return '';
	}
	return `<div${ wrapperAttributes( block, {
		class: hasLinkColor( block.attributes ) ? 'has-link-color' : '',
	} ) }>${ content }</div>`;
};
