import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

import type { APIRequestContext } from '@playwright/test';

/** The REST nonce of the signed-in user, as WordPress hands it to its own scripts. */
export async function restNonce(
	request: APIRequestContext
): Promise< string > {
	const response = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	if ( ! response.ok() ) {
		throw new Error( `No REST nonce: HTTP ${ response.status() }` );
	}
	return ( await response.text() ).trim();
}

/**
 * A REST request as the signed-in user (`?rest_route=`, whatever the permalinks); a query in
 * `route` is passed on beside it.
 */
export async function rest(
	request: APIRequestContext,
	method: 'GET' | 'POST' | 'DELETE',
	route: string,
	data?: unknown
) {
	const nonce = await restNonce( request );
	const [ path, query ] = route.split( '?' );
	return request.fetch(
		`/?rest_route=${ encodeURIComponent( path ) }${ query ? `&${ query }` : '' }`,
		{
			method,
			headers: { 'X-WP-Nonce': nonce },
			...( data === undefined ? {} : { data } ),
		}
	);
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

/** Uploads an image to the media library as the signed-in user. */
export async function uploadImage(
	request: APIRequestContext,
	file: string
): Promise< { id: number; url: string; width: number; height: number } > {
	const response = await request.post( '/?rest_route=/wp/v2/media', {
		headers: {
			'X-WP-Nonce': await restNonce( request ),
			'Content-Type': 'image/jpeg',
			'Content-Disposition': `attachment; filename="${ basename( file ) }"`,
		},
		data: readFileSync( file ),
	} );
	if ( response.status() !== 201 ) {
		throw new Error( `Upload failed: ${ await response.text() }` );
	}
	const media = await response.json();
	return {
		id: media.id,
		url: media.source_url,
		width: media.media_details.width,
		height: media.media_details.height,
	};
}
