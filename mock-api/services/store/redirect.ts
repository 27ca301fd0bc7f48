/**
 * wp_validate_redirect(): `redirect_to` back to this site only (a path, or an address on the
 * site's own origin); anything else, `//evil.test` included, gives `fallback`.
 *
 * @param value    The `redirect_to` parameter.
 * @param origin   The site's origin, `http://localhost:8888`.
 * @param fallback Where to go instead.
 */
export function safeRedirect(
	value: unknown,
	origin: string,
	fallback = '/wp-admin/'
): string {
	if ( typeof value !== 'string' || ! value ) {
		return fallback;
	}
	try {
		const url = new URL( value, origin );
		return url.origin === new URL( origin ).origin
			? `${ url.pathname }${ url.search }${ url.hash }`
			: fallback;
	} catch {
		return fallback;
	}
}

/** The same address without the `plan_upgraded` flag: where Cancel goes back to. */
export function withoutUpgradeFlag( path: string, origin: string ): string {
	const url = new URL( path, origin );
	url.searchParams.delete( 'plan_upgraded' );
	return `${ url.pathname }${ url.search }${ url.hash }`;
}
