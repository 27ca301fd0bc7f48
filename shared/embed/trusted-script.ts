/**
 * The address of a provider's script, taken from a block's data attribute on the visitor page,
 * only when it is that script: on the provider's origin (or this site's, where its stand-in
 * answers) and at the script's own path. Any other address a post holds is never loaded.
 *
 * @param address        The address the server render wrote.
 * @param providerOrigin The provider's origin, `https://assets.pinterest.com`.
 * @param path           The end of the script's path, `/js/pinit.js`.
 */
export function trustedScriptUrl(
	address: string | undefined,
	providerOrigin: string,
	path: string
): string | undefined {
	if ( ! address ) {
		return undefined;
	}
	try {
		const url = new URL( address, window.location.href );
		const trusted =
			url.origin === providerOrigin ||
			url.origin === window.location.origin;
		return trusted && url.pathname.endsWith( path )
			? url.toString()
			: undefined;
	} catch {
		return undefined;
	}
}
