/**
 * The day of the week and time of day on the site's clock. WordPress stores the site time zone
 * either as an IANA name (`Europe/Paris`) or as a fixed offset (`UTC+2`, `UTC-3:30`, `UTC+5.5`).
 */
import { DAY_NAMES, type DayName } from './week';

export interface SiteClock {
	/** 0 (Sunday) to 6 (Saturday). */
	day: number;
	/** Minutes since midnight. */
	minutes: number;
}

const OFFSET = /^UTC([+-])(\d{1,2})(?:([.:])(\d{1,2}))?$/;

/** Minutes ahead of UTC for a `UTC±H[:MM|.fraction]` zone, or null when it is not one. */
export function fixedOffsetMinutes( timezone: string ): number | null {
	const match = OFFSET.exec( timezone );
	if ( ! match ) {
		return null;
	}
	const [ , sign, hours, separator, rest ] = match;
	let minutes = Number( hours ) * 60;
	if ( separator === ':' ) {
		minutes += Number( rest );
	} else if ( separator === '.' ) {
		minutes += Math.round( Number( `0.${ rest }` ) * 60 );
	}
	return sign === '-' ? -minutes : minutes;
}

function clockAtOffset( now: Date, offset: number ): SiteClock {
	const shifted = new Date( now.getTime() + offset * 60000 );
	return {
		day: shifted.getUTCDay(),
		minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
	};
}

const zoneFormats = new Map< string, Intl.DateTimeFormat >();

/** The weekday and 24 hour time in a zone, the format made once per zone. */
function zoneFormat( timeZone: string ): Intl.DateTimeFormat {
	let format = zoneFormats.get( timeZone );
	if ( ! format ) {
		format = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			weekday: 'short',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		} );
		zoneFormats.set( timeZone, format );
	}
	return format;
}

function clockInZone( now: Date, timeZone: string ): SiteClock | null {
	try {
		const parts = zoneFormat( timeZone ).formatToParts( now );
		const part = ( type: string ) =>
			parts.find( ( item ) => item.type === type )?.value ?? '';
		return {
			day: DAY_NAMES.indexOf( part( 'weekday' ) as DayName ),
			minutes: Number( part( 'hour' ) ) * 60 + Number( part( 'minute' ) ),
		};
	} catch {
		return null;
	}
}

/** The site's clock at `now`; an empty or unknown time zone is UTC. */
export function siteClock( now: Date, timezone = '' ): SiteClock {
	const offset = fixedOffsetMinutes( timezone.trim() );
	if ( offset !== null ) {
		return clockAtOffset( now, offset );
	}
	return (
		( timezone && clockInZone( now, timezone.trim() ) ) ||
		clockAtOffset( now, 0 )
	);
}
