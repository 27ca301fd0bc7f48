import type { Db } from '../store/db';
import { getOption, updateOption } from '../store/options';

const NEW_SITE_URL = 'http://localhost';

/** An http(s) address without credentials, query, fragment or trailing slash; throws for anything else. */
export function normaliseSiteUrl( value: string ): string {
	let url: URL | null = null;
	try {
		url = new URL( value );
	} catch {}
	if (
		! url ||
		! /^https?:$/.test( url.protocol ) ||
		url.username ||
		url.password
	) {
		throw new Error(
			`The site address must be an http(s) URL, not ${ JSON.stringify(
				value
			) }.`
		);
	}
	return `${ url.origin }${ url.pathname.replace( /\/+$/, '' ) }`;
}

/** The address the server is configured for: TESSERA_SITE_URL, else localhost on PORT (8888). */
export function siteUrlFromEnv( env: NodeJS.ProcessEnv = process.env ): string {
	return normaliseSiteUrl(
		env.TESSERA_SITE_URL || `http://localhost:${ env.PORT || 8888 }`
	);
}

/**
 * Keeps WordPress's `home` and `siteurl` options at the configured address; with none configured
 * the stored one stays (a new site gets http://localhost).
 */
export function storeSiteUrl( db: Db, configured: string | undefined ): void {
	const url = configured
		? normaliseSiteUrl( configured )
		: getOption( db, 'home', '' ) || NEW_SITE_URL;
	updateOption( db, 'home', url );
	updateOption( db, 'siteurl', url );
}

/**
 * home_url(): the site's configured address. What leaves the request's own answer (an e-mail's
 * sender and links) uses this, never the Host header a client chose.
 */
export function siteUrl( db: Db ): string {
	return getOption( db, 'home', '' ) || NEW_SITE_URL;
}
