/**
 * The country codes the author picks from: every country of the countries-list package with its
 * flag and first international dial code, in alphabetical order of its name in the editor's
 * language (the package's English names in English, the browser's names for the region in any
 * other: « Allemagne (+49) » in French).
 */
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

import { isEnglish } from '../../../shared/locale/tag';

export interface CountryOption {
	/** ISO 3166-1 alpha-2. */
	code: string;
	/** Flag, name and dial code, as the list shows it. */
	label: string;
	/** The dial code, digits only. */
	value: string;
}

/**
 * A country's name in a language: the package's own in English, else the browser's, else the
 * package's when the browser does not know the region.
 *
 * @param locale A BCP 47 tag, `fr-FR`.
 */
function countryNames( locale: string ): ( code: TCountryCode ) => string {
	if ( isEnglish( locale ) ) {
		return ( code ) => countries[ code ].name;
	}
	const names = new Intl.DisplayNames( [ locale ], {
		type: 'region',
		fallback: 'none',
	} );
	return ( code ) => names.of( code ) ?? countries[ code ].name;
}

/**
 * The list of countries with a dial code.
 *
 * @param locale The editor's language, a BCP 47 tag: `fr-FR`.
 */
export function countryOptions( locale = 'en-US' ): CountryOption[] {
	const nameOf = countryNames( locale );
	return ( Object.keys( countries ) as TCountryCode[] )
		.filter( ( code ) => countries[ code ].phone.length > 0 )
		.map( ( code ) => ( { code, name: nameOf( code ) } ) )
		.sort( ( a, b ) => a.name.localeCompare( b.name, locale ) )
		.map( ( { code, name } ) => {
			const dial = String( countries[ code ].phone[ 0 ] );
			return {
				code,
				label: `${ getEmojiFlag( code ) } ${ name } (+${ dial })`,
				value: dial,
			};
		} );
}

/** The dial code of an ISO country code (as the geolocation service names it), if known. */
export function dialCodeOf( countryShort: unknown ): string | undefined {
	if (
		typeof countryShort !== 'string' ||
		! Object.hasOwn( countries, countryShort )
	) {
		return undefined;
	}
	const phone = countries[ countryShort as TCountryCode ].phone;
	return phone.length ? String( phone[ 0 ] ) : undefined;
}

/**
 * How surely a country is the one meant by a dial code it shares, from what the package says of
 * it: one issuing its own currency (an ISO 4217 code starts with its issuer's country code, as
 * GBP does with GB) and known by other names too is the main state; a region part of another is
 * not. The United Kingdom, not Guernsey, for 44; the United States for 1.
 *
 * @param code An ISO country code of the list.
 */
function primacy( code: string ): number {
	const country = countries[ code as TCountryCode ];
	return (
		( country.currency.some( ( currency ) => currency.startsWith( code ) )
			? 2
			: 0 ) +
		( 'alias' in country ? 1 : 0 ) -
		( country.partOf ? 4 : 0 )
	);
}

/**
 * The country a stored dial code stands for. Several countries share some codes (44 is the United
 * Kingdom, Guernsey, Jersey and the Isle of Man); among those the hinted country wins when it has
 * the code (the one the author picked or was placed in, or their browser's region), else the main
 * state among them, else the first.
 *
 * @param options The country list.
 * @param dial    The stored dial code.
 * @param hints   Country codes to prefer, in order.
 */
export function countryForDialCode(
	options: readonly CountryOption[],
	dial: string | undefined,
	hints: ReadonlyArray< string | undefined >
): string | undefined {
	const matching = options.filter( ( option ) => option.value === dial );
	for ( const hint of hints ) {
		if ( matching.some( ( option ) => option.code === hint ) ) {
			return hint;
		}
	}
	let best = matching[ 0 ]?.code;
	for ( const { code } of matching ) {
		if ( primacy( code ) > primacy( best! ) ) {
			best = code;
		}
	}
	return best;
}

/** The region of a language tag (`en-GB` is GB), if it names one. */
export function regionOf(
	languageTag: string | undefined
): string | undefined {
	return /^[a-z]{2,3}-([A-Z]{2})\b/i
		.exec( languageTag ?? '' )?.[ 1 ]
		?.toUpperCase();
}
