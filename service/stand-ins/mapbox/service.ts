/** The real API's origin, and where the stand-in serves the same paths on this site. */
export const MAPBOX_ORIGIN = 'https://api.mapbox.com';
export const STAND_IN_BASE = '/stand-ins/api.mapbox.com';

/** The one vector tileset the stand-in cuts (owner.name, as Mapbox names tilesets). */
export const TILESET_ID = 'tessera.world-atlas-v2';

/** A Mapbox API error: the status and the `{ message }` body the real API answers with. */
export interface ApiError {
	status: number;
	message: string;
}
