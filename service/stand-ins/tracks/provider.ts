import { isRecordableEventName } from '../../../shared/analytics/event-names';

/** How much of one pixel request the stand-in keeps. */
const PIXEL_LIMITS = {
	properties: 30,
	propertyName: 64,
	propertyValue: 500,
} as const;

const PROPERTY_NAME = /^[a-z][a-z0-9_]*$/;

export interface PixelEvent {
	name: string;
	properties: Record< string, string >;
}

/**
 * Reads one Tracks pixel request (`t.gif?_en=name&_ts=...&prop=value`): the event name in `_en`,
 * properties in the parameters that do not start with `_` (those are the pixel's own: time,
 * user, referrer). An event whose name lacks one of the two prefixes, or with malformed or
 * oversized properties, is dropped whole, as the real pixel drops it: null.
 *
 * @param query The parsed query string.
 */
export function readPixelEvent(
	query: Record< string, unknown >
): PixelEvent | null {
	if ( ! isRecordableEventName( query._en ) ) {
		return null;
	}
	const properties: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( query ) ) {
		if ( key.startsWith( '_' ) ) {
			continue;
		}
		if (
			typeof value !== 'string' ||
			! PROPERTY_NAME.test( key ) ||
			key.length > PIXEL_LIMITS.propertyName ||
			value.length > PIXEL_LIMITS.propertyValue
		) {
			return null;
		}
		properties[ key ] = value;
	}
	if ( Object.keys( properties ).length > PIXEL_LIMITS.properties ) {
		return null;
	}
	return { name: query._en, properties };
}
