/**
 * How much the pixel takes from anonymous senders: the size of one request, how many events one
 * address may store per minute, and how long events are kept. A request over a limit is answered
 * like any other (the same GIF), it only stores nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/store/db';
import { purgeEvents } from '../../store/analytics';
import { purgeNowAndDaily } from '../../../platform/store/daily-purge';
import { SlidingWindow } from '../../../platform/auth/sliding-window';
import { mysqlGmt } from '../../../platform/content/dates';

/** An event is a name and a few short properties (well under 1 KB); 4 KB leaves room for long ones. */
export const PIXEL_MAX_QUERY_BYTES = 4096;

/** A person in the editor records a few events a minute; 120 leaves room for a team behind one address. */
export const PIXEL_EVENTS_PER_MINUTE = 120;

/** A quarter of a year: long enough to compare before and after a change, then the events go. */
export const PIXEL_RETENTION_DAYS = 90;

/** Far more than a small site records in 90 days, and at most about 200 MB at the size limit. */
export const PIXEL_MAX_STORED_EVENTS = 50_000;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whether the request's query string is within the size limit (a GET pixel has no body to read). */
export function withinPixelSize( request: FastifyRequest ): boolean {
	const url = request.originalUrl;
	const start = url.indexOf( '?' );
	return (
		start === -1 ||
		Buffer.byteLength( url.slice( start + 1 ) ) <= PIXEL_MAX_QUERY_BYTES
	);
}

/** Per site: whether an address may store one more event now. */
export function pixelRateLimit(): ( address: string ) => boolean {
	const window = new SlidingWindow( MINUTE_MS );
	return ( address ) => window.take( address, PIXEL_EVENTS_PER_MINUTE );
}

/** Deletes events past the retention period or the row limit, now and daily; returns the stop. */
export function purgeOldEvents( db: Db ): () => void {
	return purgeNowAndDaily( () =>
		purgeEvents(
			db,
			mysqlGmt( new Date( Date.now() - PIXEL_RETENTION_DAYS * DAY_MS ) ),
			PIXEL_MAX_STORED_EVENTS
		)
	);
}
