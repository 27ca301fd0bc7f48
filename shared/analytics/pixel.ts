/**
 * Where the analytics pixel lives on the site (the stand-in for `pixel.wp.com/t.gif`; see
 * service/stand-ins/tracks/README.md).
 */
export const PIXEL_PATH = '/pixel/t.gif';

export type EventProperties = Record< string, string | number | boolean >;

export interface QueuedEvent {
	name: string;
	properties: EventProperties;
	/** When it was recorded, ms since the epoch. */
	time: number;
}

/** The pixel's address for one event: `_en` the name, `_ts` the time, then the properties. */
export function pixelUrl( event: QueuedEvent, base = PIXEL_PATH ): string {
	const query = new URLSearchParams( {
		_en: event.name,
		_ts: String( event.time ),
	} );
	for ( const [ key, value ] of Object.entries( event.properties ) ) {
		query.set( key, String( value ) );
	}
	return `${ base }?${ query.toString() }`;
}
