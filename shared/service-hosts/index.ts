/**
 * The one place where a third-party service's address may be swapped for a local stand-in's.
 *
 * A service host map pairs a real origin (`https://calendly.com`) with the base address of a
 * stand-in that serves the same paths (`http://localhost:8888/stand-ins/calendly.com`). Blocks
 * keep and save the real addresses; only what the browser loads (an iframe, a link a visitor
 * follows) goes through `serviceUrl()`. The map is empty in a real WordPress, so the same code
 * loads the real service there.
 */
export type ServiceHosts = Record< string, string >;

const registered: ServiceHosts = {};

/** Server side: a stand-in mounted for `origin` registers its base address (the local server). */
export function registerServiceHost( origin: string, base: string ): void {
	registered[ new URL( origin ).origin ] = base.replace( /\/+$/, '' );
}

/** The map the local server registered (empty outside it). */
export function registeredServiceHosts(): ServiceHosts {
	return { ...registered };
}

/**
 * The address to load for `url`: on a stand-in's base when the map names its origin, otherwise
 * unchanged. A relative base is made absolute against `siteOrigin` when one is given.
 *
 * @param url        A real service address.
 * @param hosts      The service host map.
 * @param siteOrigin The origin of the site, for relative bases.
 */
export function serviceUrl(
	url: string,
	hosts: ServiceHosts,
	siteOrigin?: string
): string {
	let parsed: URL;
	try {
		parsed = new URL( url );
	} catch {
		return url;
	}
	const base = hosts[ parsed.origin ];
	if ( base === undefined ) {
		return url;
	}
	const local = `${ base }${ parsed.pathname }${ parsed.search }${ parsed.hash }`;
	return siteOrigin && local.startsWith( '/' )
		? new URL( local, siteOrigin ).toString()
		: local;
}
