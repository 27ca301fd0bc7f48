import {
	escapeHtml,
	htmlAttributes,
} from '../../../../shared/server-render/html';
import { getSettings } from '../../../content/settings';
import { flag } from '../attribute-values';
import { headingTag } from '../heading-tag';
import { hasLinkColor } from '../link-color';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import { linkTarget } from '../post-link';
import type { CoreBlockRender } from '../types';

/** Site Title: the site's name, linked to its front page unless the block says otherwise. */
export const renderSiteTitle: CoreBlockRender = ( block, context ) => {
	const title = getSettings( context.db ).title.trim();
	if ( ! title ) {
		return '';
	}
	const { attributes } = block;
	const tag = headingTag( attributes.level, 1 );
	const link = flag( attributes.isLink )
		? `<a${ htmlAttributes( {
				href: `${ context.origin ?? '' }/`,
				target: linkTarget( attributes ),
				rel: 'home',
			} ) }>${ escapeHtml( title ) }</a>`
		: escapeHtml( title );
	return `<${ tag }${ wrapperAttributes( block, {
		class: hasLinkColor( attributes ) ? 'has-link-color' : '',
	} ) }>${ link }</${ tag }>`;
};
