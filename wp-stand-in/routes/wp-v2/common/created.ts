import type { RestRequest, RestResult } from '../../../../platform/rest/types';

/**
 * The answer to a request that made an item of /wp/v2/<base>: 201, the item, and its address in
 * `Location` (as WP_REST_Controller's create_item answers).
 */
export function created(
	request: RestRequest,
	base: string,
	id: number | string,
	data: unknown,
	headers: RestResult[ 'headers' ] = {}
): RestResult {
	return {
		status: 201,
		data,
		headers: {
			Location: `${ request.origin }/wp-json/wp/v2/${ base }/${ id }`,
			...headers,
		},
	};
}
