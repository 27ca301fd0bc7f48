/** WordPress's empty GMT date: a draft whose date floats until it is published. */
export const ZERO_DATE = '0000-00-00 00:00:00';

/** `YYYY-MM-DD HH:MM:SS` of a moment, in UTC. */
export function mysqlGmt( time: Date = new Date() ): string {
	return time.toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

export function validTimezone( timezone: string ): string {
	try {
		new Intl.DateTimeFormat( 'en-US', { timeZone: timezone } );
		return timezone;
	} catch {
		return 'UTC';
	}
}

/** Minutes the time zone is ahead of UTC at the given moment. */
export function offsetMinutes( timezone: string, at: Date ): number {
	const parts = new Intl.DateTimeFormat( 'en-US', {
		timeZone: validTimezone( timezone ),
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	} ).formatToParts( at );
	const get = ( type: string ) =>
		Number( parts.find( ( p ) => p.type === type )?.value );
	const wall = Date.UTC(
		get( 'year' ),
		get( 'month' ) - 1,
		get( 'day' ),
		get( 'hour' ),
		get( 'minute' ),
		get( 'second' )
	);
	return Math.round(
		( wall - Math.floor( at.getTime() / 1000 ) * 1000 ) / 60000
	);
}

function parseMysql( value: string ): Date {
	return new Date( value.replace( ' ', 'T' ) + 'Z' );
}

export function gmtToLocal( gmt: string, timezone: string ): string {
	const date = parseMysql( gmt );
	return mysqlGmt(
		new Date( date.getTime() + offsetMinutes( timezone, date ) * 60000 )
	);
}

export function localToGmt( local: string, timezone: string ): string {
	const wall = parseMysql( local );
	const guess = new Date(
		wall.getTime() - offsetMinutes( timezone, wall ) * 60000
	);
	return mysqlGmt(
		new Date( wall.getTime() - offsetMinutes( timezone, guess ) * 60000 )
	);
}

/** A stored date as the REST API shows it (`2024-05-01T10:00:00`), or null for the zero date. */
export function restDate( value: string ): string | null {
	return value && value !== ZERO_DATE ? value.replace( ' ', 'T' ) : null;
}

/**
 * rest_get_date_with_gmt(): a date sent as `date` (local) or `date_gmt`, with or without a time
 * zone, as the stored local and GMT pair; null when it does not parse.
 */
export function parseRestDate(
	value: string,
	isGmt: boolean,
	timezone: string
): { local: string; gmt: string } | null {
	const match =
		/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
			value.trim()
		);
	if ( ! match ) {
		return null;
	}
	const base = `${ match[ 1 ] } ${ match[ 2 ] }${ match[ 3 ] ?? ':00' }`;
	if ( Number.isNaN( parseMysql( base ).getTime() ) ) {
		return null;
	}
	if ( match[ 5 ] ) {
		const moment = new Date(
			`${ base.replace( ' ', 'T' ) }${ match[ 5 ].length === 5 ? match[ 5 ].slice( 0, 3 ) + ':' + match[ 5 ].slice( 3 ) : match[ 5 ] }`
		);
		const gmt = mysqlGmt( moment );
		return { gmt, local: gmtToLocal( gmt, timezone ) };
	}
	return isGmt
		? { gmt: base, local: gmtToLocal( base, timezone ) }
		: { local: base, gmt: localToGmt( base, timezone ) };
}
