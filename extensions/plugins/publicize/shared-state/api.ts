import apiFetch from '@wordpress/api-fetch';
import type { ShareResult } from './rules';

/** Shares the published post again, now, to the connections named. */
export function sharePostAgain(
	postId: number,
	connections: string[]
): Promise< ShareResult[] > {
	return apiFetch( {
		path: `/wpcom/v2/publicize/share/${ postId }`,
		method: 'POST',
		data: { connections },
	} );
}

/** The post as the editor keeps it, read again (its sharings included). */
export function fetchEditedPost(
	postId: number
): Promise< Record< string, unknown > > {
	return apiFetch( { path: `/wp/v2/posts/${ postId }?context=edit` } );
}
