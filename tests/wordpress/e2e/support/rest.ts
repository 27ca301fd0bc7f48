import type { APIRequestContext } from '@playwright/test';

/** The REST nonce of the signed-in user, as WordPress hands it to its own scripts. */
export async function restNonce( request: APIRequestContext ): Promise< string > {
	const response = await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' );
	if ( ! response.ok() ) {
		throw new Error( `No REST nonce: HTTP ${ response.status() }` );
	}
	return ( await response.text() ).trim();
}

/** A REST request as the signed-in user (`?rest_route=`, whatever the permalinks). */
export async function rest(
	request: APIRequestContext,
	method: 'GET' | 'POST' | 'DELETE',
	route: string,
	data?: unknown
) {
	const nonce = await restNonce( request );
	return request.fetch( `/?rest_route=${ encodeURIComponent( route ) }`, {
		method,
		headers: { 'X-WP-Nonce': nonce },
		...( data === undefined ? {} : { data } ),
	} );
}

/** Publishes a post as the signed-in user and resolves with its id and permalink. */
export async function publishPost(
	request: APIRequestContext,
	title: string,
	content: string
): Promise< { id: number; link: string } > {
	const response = await rest( request, 'POST', '/wp/v2/posts', {
		title,
		content,
		status: 'publish',
	} );
	if ( response.status() !== 201 ) {
		throw new Error( `Publishing failed: ${ await response.text() }` );
	}
	return response.json();
}
