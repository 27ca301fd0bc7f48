import { escapeHtml } from '../../../../shared/server-render/html';
import { getSettings } from '../../../content/settings';
import { headingTag } from '../heading-tag';
import { wrapperAttributes } from '../supports/wrapper-attributes';
import type { CoreBlockRender } from '../types';

/** Site Tagline: the site's description, in a paragraph or the heading level chosen. */
export const renderSiteTagline: CoreBlockRender = ( block, context ) => {
	const tagline = getSettings( context.db ).description;
	if ( ! tagline ) {
		return '';
	}
	const tag = headingTag( block.attributes.level, 0 );
	return `<${ tag }${ wrapperAttributes( block ) }>${ escapeHtml(
		tagline
	) }</${ tag }>`;
};
