/**
 * What a WordPress site may ask of its data on the service: the REST namespaces of WordPress.com,
 * Jetpack and Tessera, Jetpack's feedback routes, the site's own routes (copies, renders, the
 * inbox's screen) and the visitor's requests. The rest of the site server's surface (WordPress's
 * own REST API, wp-admin, sign-in) is WordPress's business and stays out of reach, whatever a
 * signed request asks; of wp-admin, only the Sharing screen, which the plugin's Settings → Sharing
 * shows.
 */
import { VISITOR_PATHS } from './visitor-paths';
import { SHARING_PAGE } from '../features/publicize/admin-render';

const ANSWERED = [
	/^\/wp-json\/(wpcom|jetpack|tessera)\//,
	/^\/wp-json\/wp\/v2\/feedback(\/|$)/,
	/^\/tessera\/v1\/site\//,
];

/** Whether the URL is the Sharing screen (`/wp-admin/options-general.php?page=sharing`). */
function isSharingScreen( path: string, url: string ): boolean {
	const [ screen, screenQuery ] = SHARING_PAGE.split( '?' );
	const query = new URLSearchParams(
		url.split( '#' )[ 0 ].split( '?' )[ 1 ] ?? ''
	);
	return (
		path === screen &&
		query.getAll( 'page' ).join() ===
			new URLSearchParams( screenQuery ).get( 'page' )
	);
}

/**
 * @param url A request URL already normalised as the router reads it (normaliseRequestUrl).
 */
export function isAnsweredPath( url: string ): boolean {
	const path = url.split( /[?#]/ )[ 0 ];
	let decoded: string;
	try {
		decoded = decodeURIComponent( path );
	} catch {
		return false;
	}
	// An encoded slash or backslash could make the router see another path than this check.
	if (
		decoded.includes( '\\' ) ||
		decoded.split( '/' ).length !== path.split( '/' ).length
	) {
		return false;
	}
	return (
		ANSWERED.some( ( pattern ) => pattern.test( decoded ) ) ||
		VISITOR_PATHS.some( ( prefix ) => decoded.startsWith( prefix ) ) ||
		isSharingScreen( decoded, url )
	);
}
