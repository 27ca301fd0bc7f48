import { escapeUrl } from '../../shared/server-render/html';

/**
 * The REST API's addresses a front-end page announces: the API's root, and for a page that shows
 * one resource (a post, a page, a term's or an author's archive) that resource's own REST route,
 * e.g. `/wp/v2/posts/5`.
 */
interface RestLinks {
	root: string;
	resource?: string;
}

function restLinks( origin: string, resourceRoute?: string ): RestLinks {
	return {
		root: `${ origin }/wp-json/`,
		resource: resourceRoute
			? `${ origin }/wp-json${ resourceRoute }`
			: undefined,
	};
}

/** rest_output_link_header(): one `Link` header for the root, one for the resource. */
export function restLinkHeaders(
	origin: string,
	resourceRoute?: string
): string[] {
	const { root, resource } = restLinks( origin, resourceRoute );
	return [
		`<${ root }>; rel="https://api.w.org/"`,
		...( resource
			? [
					`<${ resource }>; rel="alternate"; title="JSON"; type="application/json"`,
				]
			: [] ),
	];
}

/** rest_output_link_wp_head(): the same two addresses as `<link>` elements of the page's head. */
export function restLinkTags( origin: string, resourceRoute?: string ): string {
	const { root, resource } = restLinks( origin, resourceRoute );
	return [
		`<link rel="https://api.w.org/" href="${ escapeUrl( root ) }">`,
		...( resource
			? [
					`<link rel="alternate" title="JSON" type="application/json" href="${ escapeUrl(
						resource
					) }">`,
				]
			: [] ),
	].join( '\n' );
}
