/**
 * WordPress.com's public geolocation service (`GET https://public-api.wordpress.com/geo/`), which
 * answers where the caller's address is: `{ latitude, longitude, country_short, country_long,
 * region, city }`, with `-` in every field it cannot tell.
 *
 * The stand-in looks the caller's IPv4 address up in a small table of address blocks. A loopback
 * or private address (every caller of a local site) has no place on a map; for those the stand-in
 * takes the region of the browser's first language (`en-GB` is the United Kingdom), the nearest
 * thing to a location such a request carries.
 */
import ranges from './fixtures/ip-ranges.json';
import { countries } from 'countries-list';

export const GEO_ORIGIN = 'https://public-api.wordpress.com';
export const STAND_IN_BASE = '/stand-ins/public-api.wordpress.com';

export interface GeoLocation {
	latitude: string;
	longitude: string;
	country_short: string;
	country_long: string;
	region: string;
	city: string;
}

export const UNKNOWN: GeoLocation = {
	latitude: '-',
	longitude: '-',
	country_short: '-',
	country_long: '-',
	region: '-',
	city: '-',
};

const IPV4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i;

/** An IPv4 address as a 32-bit number, or undefined for anything else. */
export function ipv4Number( ip: string ): number | undefined {
	const match = IPV4.exec( ip.trim() );
	if ( ! match ) {
		return undefined;
	}
	const parts = match.slice( 1 ).map( Number );
	if ( parts.some( ( part ) => part > 255 ) ) {
		return undefined;
	}
	return parts.reduce( ( number, part ) => number * 256 + part, 0 );
}

function inBlock( ip: number, cidr: string ): boolean {
	const [ base, bits ] = cidr.split( '/' );
	const start = ipv4Number( base )!;
	const size = 2 ** ( 32 - Number( bits ) );
	return ip >= start && ip < start + size;
}

/** Loopback, private and link-local addresses: no location of their own. */
export function isLocalAddress( ip: string ): boolean {
	if ( ip === '::1' ) {
		return true;
	}
	const number = ipv4Number( ip );
	return (
		number !== undefined &&
		[
			'127.0.0.0/8',
			'10.0.0.0/8',
			'172.16.0.0/12',
			'192.168.0.0/16',
			'169.254.0.0/16',
		].some( ( cidr ) => inBlock( number, cidr ) )
	);
}

const LANGUAGE_REGION = /^[a-z]{2,3}-([a-z]{2})(?:[;,]|$)/i;

/** The country of the first language of an Accept-Language header, when it names one. */
export function languageCountry( acceptLanguage: string ): string | undefined {
	const first = acceptLanguage.split( ',' )[ 0 ]?.trim() ?? '';
	const region = LANGUAGE_REGION.exec( first )?.[ 1 ]?.toUpperCase();
	return region && region in countries ? region : undefined;
}

/**
 * Where a caller is.
 *
 * @param ip             The caller's address.
 * @param acceptLanguage The request's Accept-Language header.
 */
export function locate( ip: string, acceptLanguage: string ): GeoLocation {
	const number = ipv4Number( ip );
	const found =
		number === undefined
			? undefined
			: ranges.find( ( range ) => inBlock( number, range.cidr ) );
	if ( found ) {
		const { cidr, ...location } = found;
		void cidr;
		return location;
	}
	const country = isLocalAddress( ip )
		? languageCountry( acceptLanguage )
		: undefined;
	if ( ! country ) {
		return UNKNOWN;
	}
	return {
		...UNKNOWN,
		country_short: country,
		country_long: countries[ country as keyof typeof countries ].name,
	};
}
