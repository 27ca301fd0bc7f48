import { displayHost, httpUrl } from '../safe-url';

export interface QuotedPostSummary {
	href: string;
	host: string;
	/** `@name` when the address has the `/{name}/status/{id}` shape of a microblog post. */
	screenName?: string;
}

/**
 * What the preview can tell about a quoted post from its address alone (the preview loads
 * nothing from the network). Undefined for anything that is not an http(s) address.
 *
 * @param url The quoted post's address.
 */
export function summarizeQuotedPost(
	url: string | undefined
): QuotedPostSummary | undefined {
	const href = httpUrl( url );
	if ( ! href ) {
		return undefined;
	}
	const match = new URL( href ).pathname.match(
		/^\/([A-Za-z0-9_]{1,15})\/status(?:es)?\/\d+/
	);
	return {
		href,
		host: displayHost( href ),
		screenName: match ? `@${ match[ 1 ] }` : undefined,
	};
}
