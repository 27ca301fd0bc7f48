/**
 * The country codes the author picks from: every country of the countries-list package with its
 * flag and first international dial code, in alphabetical order of the English name.
 */
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

export interface CountryOption {
	/** ISO 3166-1 alpha-2. */
	code: string;
	/** Flag, name and dial code, as the list shows it. */
	label: string;
	/** The dial code, digits only. */
	value: string;
}

export function countryOptions(): CountryOption[] {
	return ( Object.keys( countries ) as TCountryCode[] )
		.filter( ( code ) => countries[ code ].phone.length > 0 )
		.sort( ( a, b ) =>
			countries[ a ].name.localeCompare( countries[ b ].name, 'en' )
		)
		.map( ( code ) => {
			const country = countries[ code ];
			const dial = String( country.phone[ 0 ] );
			return {
				code,
				label: `${ getEmojiFlag( code ) } ${ country.name } (+${ dial })`,
				value: dial,
			};
		} );
}

/** The dial code of an ISO country code (as the geolocation service names it), if known. */
export function dialCodeOf( countryShort: unknown ): string | undefined {
	if ( typeof countryShort !== 'string' || ! ( countryShort in countries ) ) {
		return undefined;
	}
	const phone = countries[ countryShort as TCountryCode ].phone;
	return phone.length ? String( phone[ 0 ] ) : undefined;
}
