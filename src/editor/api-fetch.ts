import apiFetch from '@wordpress/api-fetch';

import type { EditorPageData } from '../../shared/editor-page/types';

/**
 * api-fetch as WordPress's post.php sets it up: REST root, nonce (refreshed from the nonce
 * endpoint when the server says it expired), the media upload middleware, preloaded answers.
 *
 * @param page The page data.
 */
export function setUpApiFetch( page: EditorPageData ): void {
	apiFetch.use( apiFetch.createRootURLMiddleware( page.restRoot ) );
	apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( page.nonce );
	apiFetch.use( apiFetch.nonceMiddleware );
	apiFetch.use( apiFetch.mediaUploadMiddleware );
	apiFetch.nonceEndpoint = '/wp-admin/admin-ajax.php?action=rest-nonce';
	if ( page.preload ) {
		apiFetch.use( apiFetch.createPreloadingMiddleware( page.preload ) );
	}
}
