/**
 * The URL when it is an absolute http(s) address, otherwise undefined: the only addresses the
 * previews turn into links or load images from (no `javascript:`, `data:` or relative values).
 *
 * @param url A URL from the post or from a service.
 */
export function httpUrl( url: string | undefined | null ): string | undefined {
	if ( ! url ) {
		return undefined;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:'
			? parsed.href
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * The host of a URL without a leading `www.`, as social networks show it; empty for anything
 * that is not an http(s) URL.
 *
 * @param url The page address.
 */
export function displayHost( url: string | undefined | null ): string {
	const safe = httpUrl( url );
	return safe ? new URL( safe ).host.replace( /^www\./, '' ) : '';
}
