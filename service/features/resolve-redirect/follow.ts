/**
 * Following an address through the stand-ins, as WordPress.com's resolve-redirect follows it
 * through the web: each hop is answered by the stand-in serving that origin, redirects are
 * followed up to a limit, and the last status is reported. No request leaves the machine.
 */

/** What a stand-in answers for one of its addresses: a status, and a Location on a redirect. */
export interface HopAnswer {
	status: number;
	location?: string;
}

/** A stand-in's answer for an address, or undefined when the address is not on its origins. */
export type HopResolver = ( url: URL ) => HopAnswer | undefined;

/** WordPress's HTTP API follows five redirects by default (`redirection`). */
export const MAX_REDIRECTS = 5;

export type FollowResult =
	| { kind: 'resolved'; url: string; status: number }
	| { kind: 'unreachable'; url: string }
	| { kind: 'too-many-redirects'; url: string };

function answer( resolvers: HopResolver[], url: URL ): HopAnswer | undefined {
	for ( const resolve of resolvers ) {
		const found = resolve( url );
		if ( found ) {
			return found;
		}
	}
	return undefined;
}

const REDIRECT = /^30[12378]$/;

/** Follows `start` until an answer that is not a redirect; the url is the last one reached. */
export function follow( start: URL, resolvers: HopResolver[] ): FollowResult {
	let url = start;
	for ( let hops = 0; hops <= MAX_REDIRECTS; hops++ ) {
		const found = answer( resolvers, url );
		if ( ! found ) {
			return { kind: 'unreachable', url: url.toString() };
		}
		if ( ! REDIRECT.test( String( found.status ) ) || ! found.location ) {
			return {
				kind: 'resolved',
				url: url.toString(),
				status: found.status,
			};
		}
		url = new URL( found.location, url );
	}
	return { kind: 'too-many-redirects', url: url.toString() };
}
