/**
 * The place search: the geocoding service's address, its answer read into suggestions, and its
 * failures turned into a status text and a message.
 */
import { serviceUrl, type ServiceHosts } from '../../../shared/service-hosts';
import { readCoordinates, type Coordinates } from './points';

export const GEOCODING_BASE =
	'https://api.mapbox.com/geocoding/v5/mapbox.places/';
export const MAX_SUGGESTIONS = 10;
export const SEARCH_DEBOUNCE_MS = 250;
export const FOCUS_DELAY_MS = 50;

export interface Place {
	id: string;
	text: string;
	place_name: string;
	coordinates: Coordinates;
}

export interface SearchFailure {
	statusText: string;
	message: string;
}

export function geocodingUrl(
	query: string,
	token: string,
	hosts: ServiceHosts
): string {
	return serviceUrl(
		`${ GEOCODING_BASE }${ encodeURIComponent(
			query
		) }.json?limit=${ MAX_SUGGESTIONS }&access_token=${ encodeURIComponent(
			token
		) }`,
		hosts
	);
}

/** The first ten usable features of a geocoding answer. */
export function placesFrom( body: unknown ): Place[] {
	const features = ( body as { features?: unknown } | null )?.features;
	if ( ! Array.isArray( features ) ) {
		return [];
	}
	const places: Place[] = [];
	for ( const feature of features ) {
		const raw = ( feature ?? {} ) as Record< string, unknown >;
		const position = ( raw.geometry as { coordinates?: unknown } | null )
			?.coordinates;
		const coordinates = Array.isArray( position )
			? readCoordinates( {
					longitude: position[ 0 ],
					latitude: position[ 1 ],
				} )
			: undefined;
		if (
			typeof raw.id === 'string' &&
			typeof raw.text === 'string' &&
			typeof raw.place_name === 'string' &&
			coordinates
		) {
			places.push( {
				id: raw.id,
				text: raw.text,
				place_name: raw.place_name,
				coordinates,
			} );
		}
		if ( places.length === MAX_SUGGESTIONS ) {
			break;
		}
	}
	return places;
}

/** Asks the geocoding service; a failed answer rejects with its status text and message. */
export async function searchPlaces(
	query: string,
	token: string,
	hosts: ServiceHosts,
	fetcher: typeof fetch = fetch
): Promise< Place[] > {
	let response: Response;
	try {
		response = await fetcher( geocodingUrl( query, token, hosts ) );
	} catch ( error ) {
		throw {
			statusText: 'error',
			message: error instanceof Error ? error.message : String( error ),
		} satisfies SearchFailure;
	}
	const body: unknown = await response.json().catch( () => null );
	if ( ! response.ok ) {
		const message = ( body as { message?: unknown } | null )?.message;
		throw {
			statusText: response.statusText || String( response.status ),
			message: typeof message === 'string' ? message : '',
		} satisfies SearchFailure;
	}
	return placesFrom( body );
}
