import type { AddressAttributes } from './types';

/** The seven text lines, in the order a postal address is read. */
export const ADDRESS_LINES = [
	'address',
	'addressLine2',
	'addressLine3',
	'city',
	'region',
	'postal',
	'country',
] as const;

export type AddressLine = ( typeof ADDRESS_LINES )[ number ];
export type AddressLines = Pick< AddressAttributes, AddressLine >;

/** A line's text without surrounding spaces ('' for anything that is not a string). */
export function lineText( value: unknown ): string {
	return typeof value === 'string' ? value.trim() : '';
}

/** Whether any line holds text: an address with none renders nothing. */
export function hasAddress( lines: Partial< AddressLines > ): boolean {
	return ADDRESS_LINES.some( ( line ) => lineText( lines[ line ] ) !== '' );
}

/** "City, Region Postal", leaving out the missing parts and their separators. */
export function localityParts( lines: Partial< AddressLines > ) {
	return {
		city: lineText( lines.city ),
		region: lineText( lines.region ),
		postal: lineText( lines.postal ),
	};
}

/**
 * The Google Maps search for the address (Maps URLs API: `api=1&query=…`), every line
 * URL-encoded, so nothing typed in a line can change the address the link leads to.
 */
export function googleMapsUrl( lines: Partial< AddressLines > ): string {
	const query = ADDRESS_LINES.map( ( line ) => lineText( lines[ line ] ) )
		.filter( ( text ) => text !== '' )
		.join( ', ' );
	const params = new URLSearchParams( { api: '1', query } );
	return `https://www.google.com/maps/search/?${ params.toString() }`;
}
