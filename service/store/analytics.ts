import type { Db } from '../../platform/store/db';
import { stmt } from '../../platform/store/statements';

export interface StoredEvent {
	id: number;
	name: string;
	properties: Record< string, string >;
	userId: number;
	recordedGmt: string;
}

interface EventRow {
	id: number;
	event_name: string;
	properties: string;
	user_id: number;
	recorded_gmt: string;
}

/** Keeps the newest `keep` events (ids only grow, so they are the highest ids) and deletes the rest. */
function keepNewestEvents( db: Db, keep: number ): void {
	stmt(
		db,
		'DELETE FROM analytics_events WHERE id <= ( SELECT MAX( id ) FROM analytics_events ) - ?'
	).run( keep );
}

/** Stores the event; the oldest go when more than `keep` would be stored. */
export function insertEvent(
	db: Db,
	event: Omit< StoredEvent, 'id' >,
	keep: number
): number {
	const result = stmt(
		db,
		'INSERT INTO analytics_events ( event_name, properties, user_id, recorded_gmt ) VALUES ( ?, ?, ?, ? )'
	).run(
		event.name,
		JSON.stringify( event.properties ),
		event.userId,
		event.recordedGmt
	);
	keepNewestEvents( db, keep );
	return Number( result.lastInsertRowid );
}

/** Deletes the events recorded before `beforeGmt`, and all but the newest `keep`. */
export function purgeEvents( db: Db, beforeGmt: string, keep: number ): void {
	stmt( db, 'DELETE FROM analytics_events WHERE recorded_gmt < ?' ).run(
		beforeGmt
	);
	keepNewestEvents( db, keep );
}

/** Newest first; only `name`'s events when given. */
export function listEvents(
	db: Db,
	options: { name?: string; limit: number }
): StoredEvent[] {
	const rows = (
		options.name
			? stmt(
					db,
					'SELECT * FROM analytics_events WHERE event_name = ? ORDER BY id DESC LIMIT ?'
				).all( options.name, options.limit )
			: stmt(
					db,
					'SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?'
				).all( options.limit )
	) as EventRow[];
	return rows.map( ( row ) => ( {
		id: row.id,
		name: row.event_name,
		properties: JSON.parse( row.properties ) as Record< string, string >,
		userId: row.user_id,
		recordedGmt: row.recorded_gmt,
	} ) );
}
