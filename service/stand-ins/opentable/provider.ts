/**
 * The reservation service stand-in (OpenTable): restaurant search for the widget picker, and the
 * reservation widget (loader script and its frame) computed from fixtures/restaurants.json. Pure.
 */
import restaurants from './fixtures/restaurants.json';

export const OPENTABLE_ORIGIN = 'https://www.opentable.com';
export const STAND_IN_BASE = '/stand-ins/www.opentable.com';

export interface Restaurant {
	rid: number;
	name: string;
	city: string;
	cuisine: string;
}

const RESTAURANTS = restaurants as Restaurant[];
const MAX_PAGE_SIZE = 50;

/**
 * `GET /widget/reservation/restaurant-search?query&pageSize`: restaurants whose name holds the
 * query (any case), at most pageSize (default 20), as `{ items: [ { rid, name, … } ] }`. An
 * empty query or a pageSize that is not a whole number from 1 to 50 is 400.
 */
export function searchRestaurants( query: URLSearchParams ): {
	status: number;
	body: unknown;
} {
	const text = ( query.get( 'query' ) ?? '' ).trim().toLowerCase();
	const size = query.get( 'pageSize' ) ?? '20';
	if (
		! text ||
		! /^\d{1,2}$/.test( size ) ||
		Number( size ) < 1 ||
		Number( size ) > MAX_PAGE_SIZE
	) {
		return {
			status: 400,
			body: {
				error: 'Bad Request',
				message: 'query and pageSize (1-50) are required',
			},
		};
	}
	const items = RESTAURANTS.filter( ( restaurant ) =>
		restaurant.name.toLowerCase().includes( text )
	)
		.slice( 0, Number( size ) )
		.map( ( restaurant ) => ( { ...restaurant } ) );
	return { status: 200, body: { items, totalCount: items.length } };
}

/** The restaurants with these ids, in the order asked (unknown ids left out). */
export function findRestaurants( ids: string[] ): Restaurant[] {
	return ids
		.map( ( id ) =>
			RESTAURANTS.find(
				( restaurant ) => String( restaurant.rid ) === id
			)
		)
		.filter( ( found ): found is Restaurant => found !== undefined );
}

/** The frame size of each widget theme (multi uses its theme's size). */
export const SIZES: Record< string, [ number, number ] > = {
	standard: [ 224, 301 ],
	tall: [ 288, 490 ],
	wide: [ 840, 150 ],
	button: [ 210, 113 ],
};
