/**
 * The places a map shows: what one holds, how a list of them changes, and how untrusted saved
 * data is read back into that shape.
 */
import metadata from './block.json';

export interface Coordinates {
	longitude: number;
	latitude: number;
}

export interface MapPoint {
	id: string;
	/** The place's own name, as the place search returned it. */
	placeTitle: string;
	/** The marker's title, which the author may change. */
	title: string;
	/** The marker's caption: the full place name until the author changes it. */
	caption: string;
	coordinates: Coordinates;
}

const TEXT_LIMIT = 1000;

function text( value: unknown ): string {
	return typeof value === 'string' ? value.slice( 0, TEXT_LIMIT ) : '';
}

function inRange( value: unknown, limit: number ): value is number {
	return (
		typeof value === 'number' &&
		Number.isFinite( value ) &&
		Math.abs( value ) <= limit
	);
}

/** A valid position (longitude -180 to 180, latitude -90 to 90), or undefined. */
export function readCoordinates( value: unknown ): Coordinates | undefined {
	if ( ! value || typeof value !== 'object' ) {
		return undefined;
	}
	const { longitude, latitude } = value as Record< string, unknown >;
	return inRange( longitude, 180 ) && inRange( latitude, 90 )
		? { longitude, latitude }
		: undefined;
}

/** Where a map is centred until its author moves it (block.json's default). */
const DEFAULT_CENTER = metadata.attributes.mapCenter.default as Coordinates;

/** The saved centre when it is a valid position, otherwise the default one. */
export function readCenter( value: unknown ): Coordinates {
	const center = readCoordinates( value ) ?? DEFAULT_CENTER;
	return { longitude: center.longitude, latitude: center.latitude };
}

/** One saved point in its whole shape, or undefined when it has no id or no valid position. */
export function readPoint( value: unknown ): MapPoint | undefined {
	if ( ! value || typeof value !== 'object' ) {
		return undefined;
	}
	const raw = value as Record< string, unknown >;
	const coordinates = readCoordinates( raw.coordinates );
	const id = text( raw.id );
	if ( ! coordinates || ! id ) {
		return undefined;
	}
	return {
		id,
		placeTitle: text( raw.placeTitle ),
		title: text( raw.title ),
		caption: text( raw.caption ),
		coordinates,
	};
}

/** The valid points of a saved list, in order, each id once (the first one wins). */
export function readPoints( value: unknown ): MapPoint[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.reduce< MapPoint[] >(
		( points, raw ) => addPoint( points, readPoint( raw ) ),
		[]
	);
}

/** The list with `point` added at the end; unchanged when its id is already there. */
export function addPoint(
	points: MapPoint[],
	point: MapPoint | undefined
): MapPoint[] {
	if ( ! point || points.some( ( { id } ) => id === point.id ) ) {
		return points;
	}
	return [ ...points, point ];
}

/** The list with the point `id` given a new title or caption. */
export function editPoint(
	points: MapPoint[],
	id: string,
	change: Partial< Pick< MapPoint, 'title' | 'caption' > >
): MapPoint[] {
	return points.map( ( point ) =>
		point.id === id ? { ...point, ...change } : point
	);
}

/** The list without the point `id`. */
export function removePoint( points: MapPoint[], id: string ): MapPoint[] {
	return points.filter( ( point ) => point.id !== id );
}

/** A point made from a place-search result. */
export function pointFromPlace( place: {
	id: string;
	text: string;
	place_name: string;
	coordinates: Coordinates;
} ): MapPoint {
	return {
		id: place.id,
		placeTitle: place.text,
		title: place.text,
		caption: place.place_name,
		coordinates: place.coordinates,
	};
}

/** The address that opens a place in a map site, for visitors whose browser cannot draw the map. */
export function mapSiteLink( { latitude, longitude }: Coordinates ): string {
	return `https://www.google.com/maps/search/?api=1&query=${ latitude },${ longitude }`;
}
