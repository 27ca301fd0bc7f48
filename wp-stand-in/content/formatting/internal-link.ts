/** wp_is_internal_link(): whether an absolute address is on the site's host (a relative one is not). */
export function isInternalLink( href: string, siteOrigin: string ): boolean {
	if ( ! siteOrigin || ! /^[a-z][a-z0-9+.-]*:/i.test( href.trim() ) ) {
		return false;
	}
	try {
		return new URL( href.trim() ).host === new URL( siteOrigin ).host;
	} catch {
		return false;
	}
}
