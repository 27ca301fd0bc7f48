/**
 * Plugin version numbers as WordPress plugin headers write them ("4.9.1", "3.0.19-beta", "v5").
 * Like semver's `coerce`, the first run of one to three dot-separated numbers is read and the rest
 * ignored; a header without any number ("dev", "") has no version. Used by the CRM panel in the
 * editor and by the CRM stand-in on the server, so both agree on what counts as 3.0.19 or later.
 */
export type Version = [ number, number, number ];

const NUMBERS = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/;

export function coerceVersion( header: unknown ): Version | null {
	if ( typeof header !== 'string' && typeof header !== 'number' ) {
		return null;
	}
	const match = NUMBERS.exec( String( header ) );
	if ( ! match ) {
		return null;
	}
	return [
		Number( match[ 1 ] ),
		Number( match[ 2 ] ?? 0 ),
		Number( match[ 3 ] ?? 0 ),
	];
}

/** Negative when a < b, zero when equal, positive when a > b. */
export function compareVersions( a: Version, b: Version ): number {
	for ( let index = 0; index < 3; index++ ) {
		if ( a[ index ] !== b[ index ] ) {
			return a[ index ] - b[ index ];
		}
	}
	return 0;
}

/** Whether `version` lies in the inclusive range `low` to `high` (semver's "low - high"). */
export function isVersionBetween(
	version: Version,
	low: Version,
	high: Version
): boolean {
	return (
		compareVersions( version, low ) >= 0 &&
		compareVersions( version, high ) <= 0
	);
}
