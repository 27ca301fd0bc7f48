/** The default of wp_validate_redirect() for a `redirect_to` that does not lead back to this site. */
const ADMIN_HOME = '/wp-admin/';

/**
 * Characters a browser drops from a URL (tab, CR, LF), the other C0 controls and DEL, and the
 * backslash, which a browser reads as a slash: each can turn a path into `//other-host`.
 */
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * wp_validate_redirect(): where `redirect_to` may lead. Only an address on this site passes: a path
 * (`/wp-admin/edit.php`) or an absolute URL on `origin`, answered as its normalised path, query and
 * fragment. Anything else (another host, `//host`, a scheme such as `javascript:`, a relative path,
 * a control character or a backslash anywhere) gives `fallback`.
 *
 * @param value    The `redirect_to` parameter as received.
 * @param origin   This site's origin, `http://localhost:8888`.
 * @param fallback Where to go instead.
 */
export function validateRedirect(
	value: unknown,
	origin: string,
	fallback = ADMIN_HOME
): string {
	if ( typeof value !== 'string' || ! value || UNSAFE.test( value ) ) {
		return fallback;
	}
	const absolute = /^[a-z][a-z0-9+.-]*:/i.test( value );
	if (
		! absolute &&
		( ! value.startsWith( '/' ) || value.startsWith( '//' ) )
	) {
		return fallback;
	}
	let url: URL;
	try {
		url = new URL( value, origin );
	} catch {
		return fallback;
	}
	// `/.//host` resolves to the path `//host`, which a browser reads as another host.
	if (
		url.origin !== new URL( origin ).origin ||
		url.pathname.startsWith( '//' )
	) {
		return fallback;
	}
	return `${ url.pathname }${ url.search }${ url.hash }`;
}
