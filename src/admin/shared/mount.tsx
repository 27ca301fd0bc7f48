import apiFetch from '@wordpress/api-fetch';
import { createRoot } from '@wordpress/element';
import type { ReactElement } from 'react';

/**
 * Mounts a list screen in the element the server printed for it (`sendAdminListScreen`), with
 * REST requests signed by the nonce that element carries. Nothing happens on other pages.
 *
 * @param rootId The element's id.
 * @param render The screen, given the element's `data-*` values.
 */
export function mountAdminScreen(
	rootId: string,
	render: ( data: DOMStringMap ) => ReactElement
): void {
	const root = document.getElementById( rootId );
	if ( ! root ) {
		return;
	}
	apiFetch.use( apiFetch.createNonceMiddleware( root.dataset.nonce ?? '' ) );
	apiFetch.use( apiFetch.createRootURLMiddleware( '/wp-json/' ) );
	createRoot( root ).render( render( { ...root.dataset } ) );
}
