import { text } from '../attribute-values';
import type { CoreBlockRender } from '../types';

const ERROR_BOX = ( message: string ) =>
	`<div class="components-placeholder"><div class="notice notice-error">${ message }</div></div>`;

/**
 * RSS: this server makes no network calls, so no feed can be read and the block shows
 * WordPress's own message for a feed that cannot be fetched (or, for the site's own address,
 * the message about feeding a site into itself). The block is not offered in the inserter.
 */
export const renderRss: CoreBlockRender = ( block, context ) => {
	const url = text( block.attributes.feedURL ).trim();
	if ( ! url ) {
		return '';
	}
	const home = ( context.origin ?? '' ).replace( /\/+$/, '' );
	if ( home && url.replace( /\/+$/, '' ) === home ) {
		return ERROR_BOX(
			'Adding an RSS feed to this site’s homepage is not supported, as it could lead to a loop that slows down your site. Try using another block, like the <strong>Latest Posts</strong> block, to list posts from the site.'
		);
	}
	return ERROR_BOX(
		'An error has occurred, which probably means the feed is down. Try again later.'
	);
};
